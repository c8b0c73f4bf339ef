/** The map: legend, zoom and pan controls, keyboard hints. English is the reference: every language has exactly these keys. */
export const mapuiEn = {
  frame: 'Map view',
  keys: 'When the map has focus: + and − zoom, the arrow keys move the view, 0 resets it. Drag to move it, pinch or scroll to zoom.',
  tools: 'Zoom',
  reset: 'Reset view',
  stackCount: '+{{n}}',
  // The Victory Points a full rack scores, printed on its edge.
  rackVp: '{{vp}} VP',
  stack: '{{more}} more here: {{names}}',
  // A Room's name on the map where its full name does not fit on one line (board/roomLabel.ts): the
  // official name without the word for Room (a coloured Room by its colour and number, as the
  // rulebooks' terminology also names them); never a compound word cut. The full name stays in the
  // tooltip and the Room's accessible name.
  short: {
    orange1: 'Orange 1',
    orange2: 'Orange 2',
    darkblue1: 'Dark Blue 1',
    darkblue2: 'Dark Blue 2',
    darkblue3: 'Dark Blue 3',
    pink1: 'Pink 1',
    pink2: 'Pink 2',
    pink3: 'Pink 3',
    cafeteria: 'Cafeteria',
    library: 'Library',
    security: 'Security',
  },
  legend: {
    title: 'Map legend',
    reachable: { term: 'Dashed yellow outline', text: 'You can go there now: tap it.' },
    focus: { term: 'White frame, lighter room', text: 'The place the keyboard is on; Enter goes there.' },
    disc: {
      term: 'Disc',
      text: 'A Character: its portrait in its colour’s ring, with its number, as everywhere it is named.',
    },
    knife: { term: 'Yellow ring', text: 'The Knife: its holder is the First Player.' },
    ghost: { term: 'Faded dashed disc (†)', text: 'A Ghost.' },
    stack: {
      term: "Disc with '+3'",
      text: 'Three more Characters are there; tap it (or focus it) to list them.',
    },
    deck: { term: 'Room deck', text: 'How many face-down Room cards the Room holds.' },
    books: { term: 'Books', text: 'Books still in the Room.' },
    cultistToken: {
      term: 'Cultist token',
      text: 'No Room action is possible in its Room until a Character fights it.',
    },
    setAside: { term: 'Cultist tokens set aside', text: 'Face down outside the University.' },
    rack: {
      term: 'Bookshelf rack',
      text: 'Books on it / room on it; a full rack scores the Victory Points on its edge (★).',
    },
    explored: { term: '✓ explored', text: 'Its Room token has been flipped.' },
    unsafe: { term: '⚠ Unsafe Passage', text: 'Its Room token showed the Unsafe Passage icon.' },
    finished: { term: '★ finished', text: 'No books left in it: no Fill or Check there.' },
    door: { term: 'Door', text: 'Crossing one costs 1 Movement point.' },
    fishman: { term: 'Fishman', text: 'Waits in the Lake, or blocks a Hallway.' },
    portal: { term: 'Portal', text: 'Open in the Library.' },
  },
} as const;

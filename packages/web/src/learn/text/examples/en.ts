/**
 * The worked examples of /learn (learn/examples/) and the map's marks explained, in English, the reference.
 * `{{seat}}` is the Character a frame is about, `{{loc}}` where it stands, `{{mp}}` its Movement points left.
 */
export const examplesLearnEn = {
  label: 'Worked example: {{title}}',
  play: 'Play',
  pause: 'Pause',
  previous: 'Previous step',
  next: 'Next step',
  position: 'Step {{n}} of {{total}}',
  loading: 'Setting up the example…',
  points: 'Movement points left: {{mp}}',
  pointsOver: 'Movement over',
  movement: {
    title: 'a Movement, point by point',
    start:
      '{{seat}} begins their Movement in the {{loc}} with {{mp}} Movement points. The highlighted places are the ones a single Door away.',
    first:
      '{{seat}} crosses a Door into the {{loc}}: {{mp}} Movement points left. The highlighted places are again one Door away.',
    second: '{{seat}} crosses another Door, into the {{loc}}: {{mp}} Movement point left.',
    last: '{{seat}} spends the last point on a third Door and stops in the {{loc}}. Their Movement is over, and the next Character in turn moves.',
  },
  blackout: {
    title: 'an Encounter in a blackout',
    dark: 'A Lightning Strike has cut the power. {{seat}} stands in the {{loc}}; in the Hallway next door two Characters stand together.',
    meet: '{{seat}} walks into the {{loc}}. In the dark, the three of them meet in one Encounter.',
    recipients: 'One after another, each of the three names who receives their card.',
    cards:
      'All three give one card, face down. Nobody else can tell what was given: here the Cultist gave a Dead card, and only a check of that Pulse deck will show it.',
  },
  knife: {
    title: 'a Vote with the Knife',
    called: 'A Vote has been called in the Cafeteria. Everyone discusses first; {{seat}} holds the Knife.',
    ballots: 'Everyone has cast a sealed ballot. Nobody sees anyone else’s until all are revealed at once.',
    reveal:
      'The ballots are revealed: a tie. {{seat}}, the living Knife holder, may now change their ballot.',
    knife: '{{seat}} changes their ballot, and that decides the Vote.',
  },
  map: {
    title: 'Reading the map',
    intro: 'The map shows everything on the table that everyone may see. Each mark is drawn as in the game:',
    badges:
      'The marks along the top of a Room are its badges: its icon, how many cards its Room deck holds, how many Books are still in it, and once it has been explored ✓ (⚠ for an Unsafe Passage Room, ★ when it is finished).',
    racks:
      'The Bookshelf has a Rack for each colour. Each Rack shows the Victory Points it scores on its brass plate and, below, its Books so far out of what fills it: a full Rack scores its points.',
    cultistSpaces:
      'Beside the map are the Cultist-token spaces: the Cultist tokens wait there face down until a Failure drawn from the Unsafe Passage deck sends one into the Room shown on its face.',
    lake: 'The lake, top right, is where the Fishman starts. The Unsafe Passage deck can bring him into his Hallway; scared away, he goes back to the lake.',
  },
} as const;

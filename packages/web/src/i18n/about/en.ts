/**
 * The About page and its link: who made what this site shows, and under which licence. English is the
 * reference: every language has exactly these keys (test/about.test.tsx).
 */
export const aboutEn = {
  link: 'About',
  title: 'About this site',
  intro: 'Among Cultists played online: what you see here, who made it and under which licence.',
  art: {
    title: 'The art',
    text: 'The map, the emblem (also the installed app’s icon), the marks and the colours of this site were made for this project. None of it is the publisher’s art: no picture from the board game’s box, cards or rulebooks is used here.',
  },
  fonts: {
    title: 'Typefaces',
    text: 'Served by this site itself, never fetched from another one. All three are under the SIL Open Font License 1.1.',
    display: 'titles',
    body: 'text',
    note: 'the notebook',
    entry: '{{font}} by {{designer}}, for {{use}}',
  },
  icons: {
    title: 'Symbols',
    text: 'The symbols beside the words (the Knife, the Vote token, a Ghost…) are from game-icons.net, by {{authors}}, under the Creative Commons Attribution 3.0 licence, used unchanged.',
    list: 'Each symbol, by whom',
    entry: '“{{icon}}” by {{author}}',
  },
  sound: {
    title: 'Sounds',
    text: 'Every sound is made in your browser for this project, with the Web Audio API: no sound file is used and none is downloaded. There are eight, all off until you turn sound on: two soft notes when it is your turn, the swish of a card passed in an Encounter (the same for every card), a step and a door latch when someone moves, a hand bell when a Vote is called, thunder for a Lightning Strike or a power cut, a heartbeat when the Night falls, and a rising or a falling phrase for victory and defeat.',
  },
  licence: 'Read the licence',
} as const;

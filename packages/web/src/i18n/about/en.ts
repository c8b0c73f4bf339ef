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
    text: 'The map, the emblem, the marks and the colours of this site were made for this project. None of it is the publisher’s art: no picture from the board game’s box, cards or rulebooks is used here.',
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
    text: 'The one sound, the signal that your turn has come (two soft notes, off until you turn it on), is made in your browser for this project: no sound file is used. Any sound added later will be made for this project or be under a free licence, and named here.',
  },
  licence: 'Read the licence',
} as const;

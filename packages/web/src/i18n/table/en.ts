/** Table mode: the shared screen (/table/<code>) and the phones that join it by QR code. English is the reference: every language has exactly these keys. */
export const tableEn = {
  screen: {
    title: 'Game {{code}} at the table',
    intro:
      'Each player scans the code of a free seat with their phone. The phones show what is secret; this screen shows only what everyone may see.',
    hostStarts: 'The host adds bots and starts the game on their phone.',
    free_one: '{{count}} seat is free.',
    free_other: '{{count}} seats are free.',
    full: 'Every seat is taken: the host can start.',
    open: 'Scan to take this seat',
    back: 'On this player’s phone: scan to come back',
    handover:
      'You created the game in this browser. Scan with your phone to play your seat there; this screen then gives it up.',
    handoverQr: 'QR code that hands your seat to your phone',
    handoverWaiting: 'Getting a code to hand your seat to your phone…',
    handoverFailed: 'No code to hand your seat to your phone just now: {{reason}}',
    qr: 'QR code that opens {{url}}',
    address: 'Or open this address:',
    rejoin: 'Back to a seat',
    rejoinHint:
      'A phone that lost its page scans its seat’s code again. Only the phone that took a seat can play it.',
    rematch: 'A rematch is proposed: its shared screen',
  },
  invite: {
    text: 'Playing in one room? Open the shared screen on a TV or laptop:',
  },
  phone: {
    title: 'Seat {{n}} in game {{code}}',
    take: 'Take seat {{n}}',
    takeAny: 'Take a free seat',
    taken: 'Seat {{n}} is taken already; you get the first free seat.',
    you: 'You play {{name}}. The board, the log and the votes are on the shared screen.',
    notYours:
      'Seat {{n}} belongs to another phone: only the phone that took it can play it. The shared screen shows the game.',
    watch: 'Watch on this phone instead',
    taking: 'Taking the seat handed over…',
    handoverFailed: 'The seat could not be handed to this phone: {{reason}}',
    identity: {
      title: 'You on the shared screen',
      character: 'Your Character: {{character}}, number {{n}}, in its colour on the shared screen.',
      rename: 'Change my name',
      save: 'Save my name',
      saved: 'Your name is now {{name}}.',
      handedOver: 'This seat still has the name given where the game was created ({{name}}). Give your own:',
    },
  },
} as const;

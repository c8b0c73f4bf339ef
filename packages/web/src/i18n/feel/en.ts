/** Turn signals, who the game waits for, announcements, chat badge and quick phrases. English is the reference: every language has exactly these keys. */
export const feelEn = {
  signals: 'Turn signals',
  notify: 'Notify me when it is my turn and this tab is hidden',
  notifyDenied: 'This browser blocks notifications from this page; allow them in its site settings.',
  notifyBody: 'The game is waiting for your decision.',
  encounterYou: 'Encounter: choose your card (the others choose theirs in secret)',
  encounterWho: 'Waiting for the Characters in the Encounter: {{names}}',
  everyoneYou: 'Everyone decides in secret: your decision is awaited',
  othersDeciding: 'Waiting for the others (who is still deciding stays secret)',
  unread_one: '{{count}} unread message',
  unread_other: '{{count}} unread messages',
  chatJump: 'Chat',
  quick: 'Quick phrases',
  about: 'About',
  phrase: {
    investigator: 'I am an Investigator.',
    checkMe: 'Check me.',
    agree: 'Agreed.',
    trust: 'I trust {{name}}.',
    suspect: 'I suspect {{name}}.',
    vote: 'Let’s vote {{name}}.',
  },
} as const;

/**
 * Watching public games in progress and streamer mode (issue 30). English is the reference: every language
 * has exactly these keys.
 */
export const spectatingEn = {
  delay: 'Spectators see the game',
  delayNone: 'as it happens',
  delaySeconds: '{{seconds}} seconds late',
  delayMinutes_one: '{{count}} minute late',
  delayMinutes_other: '{{count}} minutes late',
  delayHint:
    'Streamer mode: with a delay, someone watching your stream cannot tell the players what happens. Your own table screen is never delayed.',
  banner: 'You are watching {{seconds}} s behind the players.',
  playingTitle: 'Games in progress',
  playingIntro: 'Public games being played now. Watch one; a player never learns anything from you.',
  playingNone: 'No public game is being played right now.',
  startedAt: 'Started at {{time}}',
  delayed: 'Spectators {{seconds}} s behind',
  watch: 'Watch',
  watchLabel: 'Watch the game of {{name}}, {{players}} players',
};

/** What the server's refusals about spectating mean, in the player's words. */
export const spectatingRejectionEn = {
  'table/delay-public-only': 'Only a public table can delay its spectators.',
  'table/delay-too-long': 'This server does not delay spectators that long; choose a shorter delay.',
  'record/delayed': 'The record of this game comes once its spectators have seen the end.',
};

/**
 * Public tables and quick play on the landing page (issue 30). English is the reference: every language has
 * exactly these keys.
 */
export const publicTablesEn = {
  title: 'Public tables',
  intro: 'Tables open to anyone, waiting for players.',
  filters: 'Show tables',
  any: 'Any',
  players: 'Number of players',
  map: 'Which map',
  language: 'Which language',
  loading: 'Looking for tables…',
  none: 'No public table is waiting for players right now. Quick play opens one.',
  loadError: 'The public tables cannot be loaded just now; trying again shortly.',
  seated: '{{seated}} of {{players}} seated',
  host: 'Host: {{name}}',
  timer: '{{seconds}} s per decision',
  fillsAt: 'Bots take the empty seats at {{time}}',
  join: 'Join',
  joinLabel: 'Join the table of {{name}}, {{seated}} of {{players}} seated',
  quickPlay: 'Quick play',
  quickPlayHint:
    'Seats you at the fullest open table for the players, map and language above, or opens a new one.',
  fillWithBots: 'If a new table is opened, fill its empty seats with bots after 60 seconds',
  fillTableWithBots: 'Fill its empty seats with bots 60 seconds after it opens, if nobody takes them',
  needName: 'Enter your name first (Your name, under Create a game).',
  publicTable: 'Public table: anyone can find it and join',
  publicHint:
    'A public table needs time limits, so that strangers are never kept waiting: they are turned on.',
  fillCountdown: 'Bots fill the empty seats in {{time}}',
  fillSpoken: 'Bots fill the empty seats in under {{seconds}} seconds',
  fillNow: 'Bots are taking the empty seats; the game is starting.',
  botStrength: 'Bots for the empty seats',
  botsDefault: 'The server’s usual bots',
  botsRandom: 'Beginner (random moves)',
  botsHeuristic: 'Standard',
  botsSearch: 'Strong (thinks ahead)',
};

/** What the server's refusals of these requests mean, in the player's words. */
export const publicTablesRejectionEn = {
  'table/timers-required': 'A public table needs time limits.',
  'rate/tables': 'Too many looks at the tables from your network; wait a minute.',
  'table/bots-need-countdown': 'The bots’ strength is chosen together with the countdown to bots.',
  'table/fill-public-only': 'Only a public table fills its empty seats with bots after a countdown.',
};

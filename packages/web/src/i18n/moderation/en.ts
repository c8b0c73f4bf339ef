/**
 * Moderation at the table (issue 30): the host's controls, each player's menu of another seat, the reports'
 * reasons and the server's refusals of it. English is the reference: every language has exactly these keys.
 */
export const moderationEn = {
  menu: 'Actions for {{name}}',
  muteForMe: 'Mute for me',
  unmuteForMe: 'Unmute for me',
  muteForTable: 'Mute for the table',
  unmuteForTable: 'Unmute for the table',
  remove: 'Remove from the table',
  removeConfirm: 'Remove {{name}} from this table? They cannot come back with this seat.',
  report: 'Report…',
  reportTitle: 'Report {{name}}',
  reason: 'Reason',
  reasons: {
    harassment: 'Harassment or insults',
    hate: 'Hate speech',
    cheating: 'Cheating or sharing secrets',
    spam: 'Spam or flooding',
    name: 'Offensive name',
    other: 'Something else',
  },
  details: 'What happened (optional)',
  send: 'Send report',
  cancel: 'Cancel',
  reported: 'Thank you: your report was sent. The operators read it with the chat lines the server keeps.',
  mutedForTable: 'muted by the host',
  mutedForMe: 'muted by you',
};

/** The server's refusals of moderation (protocol SERVER_ERROR_CODES). */
export const moderationRejectionEn = {
  'moderation/removed': 'The host removed you from this table.',
  'seat/not-a-person': 'Nobody sits there to be removed.',
  'limit/removals': 'The host has removed as many people from this game as it allows.',
  'chat/muted': 'The host muted your chat at this table.',
  'mute/self': 'You cannot mute yourself.',
  'report/spectator': 'Only the players at the table can report.',
  'report/self': 'You cannot report yourself.',
  'report/not-a-person': 'Only a person can be reported.',
  'report/limit': 'You have reported as many players as one game allows; the operators will read them.',
  'report/rate': 'Too many reports for now; try again later.',
  'text/profane': 'Public tables do not take words like that; choose other words.',
  suspended: 'This address may not play at public tables for now.',
  'suspended/account': 'This account may not play at public tables for now.',
  'report/enough': 'This player was reported enough for now; the operators will read those reports.',
  'rate/public-tables': 'Too many new public tables from your network or account; wait a while.',
  'rate/quick-play': 'Too many quick plays from your network or account; wait a while.',
};

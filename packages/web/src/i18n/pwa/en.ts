/**
 * The installable app's texts (pwa/): the prompt that a new version is ready, and what a copy served without a
 * game server (the static build) says instead of offering online play. English is the reference: every language
 * has exactly these keys.
 */
export const pwaEn = {
  updateReady: 'A new version of the game is ready.',
  reload: 'Reload',
  later: 'Later',
  playSolo: 'Play against bots',
  staticTitle: 'Playing without a server',
  staticNote:
    'This copy of the game has no game server: read the rules and play against bots on this device, even offline. Games with other people, the tutorial and accounts need the game server.',
} as const;

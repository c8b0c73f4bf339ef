/**
 * The /learn section on the Professions module of Mountains of Chaos (PROF-GEN-01…06) in English, the
 * reference: every language has exactly these keys. The Professions' names and powers come from the
 * game's own translations (`i18n/professions/`). Loaded with the page.
 */
export const professionsLearnEn = {
  title: 'Professions (Mountains of Chaos)',
  intro:
    'An optional module of the expansion, for tables with 2 Cultists: 7 or 8 players, or 6 with the AUTOMA. It works on every map; the host ticks it when creating the game.',
  setup:
    'Setup: each player’s cards come in a closed Envelope. One Investigator’s Envelope also holds the Informant token, every other Envelope (the Cultists’ too) a Not an Informant token, so nobody can tell them apart. You see only your own token. One of the five Profession tokens lies face down beside the map; nobody knows which.',
  earn: 'Earning it: whoever first fights a Cultist token successfully takes the Profession token and turns it face up. From then on everyone knows who holds which Profession. There is only one per game.',
  lose: 'Losing it: only the living hold a Profession. A holder who dies loses it for good; the token leaves the game.',
  list: 'The five Professions',
  detectiveNight:
    'When the Detective is revealed, a short Night Phase follows: everyone closes their eyes and turns their token face up, the Detective alone opens their eyes and sees who the Informant is, then everyone covers their token and opens their eyes. Every screen shows the same steps, so nobody can tell who looked.',
} as const;

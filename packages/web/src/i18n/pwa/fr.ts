/** L'application installable (pwa/). The same keys as en.ts. */
export const pwaFr = {
  updateReady: 'Une nouvelle version du jeu est prête.',
  reload: 'Recharger',
  later: 'Plus tard',
  playSolo: 'Jouer contre des bots',
  staticTitle: 'Jouer sans serveur',
  staticNote:
    'Cette copie du jeu n’a pas de serveur de jeu : lisez les règles et jouez contre des bots sur cet appareil, même hors ligne. Les parties avec d’autres personnes, le tutoriel et les comptes ont besoin du serveur de jeu.',
} as const;

/** Die installierbare App (pwa/). The same keys as en.ts. */
export const pwaDe = {
  updateReady: 'Eine neue Version des Spiels ist bereit.',
  reload: 'Neu laden',
  later: 'Später',
  playSolo: 'Gegen Bots spielen',
  staticTitle: 'Spielen ohne Server',
  staticNote:
    'Diese Kopie des Spiels hat keinen Spielserver: Lies die Regeln und spiele auf diesem Gerät gegen Bots, auch offline. Partien mit anderen Menschen, das Tutorial und Konten brauchen den Spielserver.',
} as const;

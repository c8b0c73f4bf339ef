/** « Terminer mes tours automatiquement » (issue 27). The same keys as en.ts. */
export const autoEndFr = {
  label: 'Terminer mes tours automatiquement',
  hint: 'À chaque phase de Nettoyage, votre tour se termine de lui-même quelques secondes après le début de la phase, après le même délai pour tous ceux qui l’activent. D’ici là, vous pouvez encore choisir vous-même.',
  waiting: 'Votre tour va se terminer de lui-même dans un instant.',
};

import type { Messages } from '../types.ts';

export const mapuiFr: Messages['mapui'] = {
  frame: 'Vue de la carte',
  keys: 'Quand la carte a le focus : + et − zooment, les flèches déplacent la vue, 0 la réinitialise. Glissez pour la déplacer, pincez ou faites défiler pour zoomer.',
  tools: 'Zoom',
  reset: 'Réinitialiser la vue',
  stackCount: '+{{n}}',
  // The Victory Points a full rack scores, printed on its edge.
  rackVp: '{{vp}} PV',
  stack: '{{more}} de plus ici : {{names}}',
  short: {
    orange1: 'Orange 1',
    orange2: 'Orange 2',
    darkblue1: 'Bleu foncé 1',
    darkblue2: 'Bleu foncé 2',
    darkblue3: 'Bleu foncé 3',
    pink1: 'Rose 1',
    pink2: 'Rose 2',
    pink3: 'Rose 3',
    cafeteria: 'Cafétéria',
    library: 'Bibliothèque',
    security: 'Vidéosurveillance',
  },
  legend: {
    title: 'Légende de la carte',
    reachable: { term: 'Contour jaune en pointillés', text: 'Vous pouvez y aller maintenant : touchez-le.' },
    focus: { term: 'Cadre blanc, pièce éclaircie', text: 'L’endroit où se trouve le clavier ; Entrée y va.' },
    disc: {
      term: 'Disque',
      text: 'Un Personnage : son portrait dans l’anneau de sa couleur, avec son numéro, comme partout où il est nommé.',
    },
    knife: { term: 'Anneau jaune', text: 'Le Couteau : qui le détient est le Premier joueur.' },
    ghost: { term: 'Disque pâle en pointillés (†)', text: 'Un Fantôme.' },
    stack: {
      term: 'Disque « +3 »',
      text: 'Trois Personnages de plus s’y trouvent ; touchez-le (ou donnez-lui le focus) pour les lister.',
    },
    deck: { term: 'Pile Pièce', text: 'Combien de cartes Pièce face cachée la Pièce contient.' },
    books: { term: 'Livres', text: 'Les livres encore dans la Pièce.' },
    cultistToken: {
      term: 'Jeton Fanatique',
      text: 'Aucune action de Pièce n’est possible dans sa Pièce tant qu’un Personnage ne l’a pas combattu.',
    },
    setAside: { term: 'Jetons Fanatique mis de côté', text: 'Face cachée, hors de l’Université.' },
    rack: {
      term: 'Étagère',
      text: 'Livres posés / places ; une étagère pleine rapporte les points de victoire inscrits sur son bord (★).',
    },
    explored: { term: '✓ explorée', text: 'Sa tuile Pièce a été retournée.' },
    unsafe: { term: '⚠ Passage dangereux', text: 'Sa tuile Pièce montrait l’icône Passage dangereux.' },
    finished: { term: '★ terminée', text: 'Plus aucun livre : ni remplissage ni vérification ici.' },
    door: { term: 'Porte', text: 'La franchir coûte 1 point de Déplacement.' },
    fishman: { term: 'Homme-poisson', text: 'Attend dans le Lac, ou bloque un Couloir.' },
    portal: { term: 'Portail', text: 'Ouvert dans la Bibliothèque.' },
  },
};

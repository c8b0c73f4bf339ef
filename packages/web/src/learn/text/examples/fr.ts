import type { LearnText } from '../en.ts';

export const examplesLearnFr: LearnText['examples'] = {
  label: 'Exemple : {{title}}',
  play: 'Lecture',
  pause: 'Pause',
  previous: 'Étape précédente',
  next: 'Étape suivante',
  position: 'Étape {{n}} sur {{total}}',
  loading: 'Mise en place de l’exemple…',
  points: 'Points de Déplacement restants : {{mp}}',
  pointsOver: 'Déplacement terminé',
  movement: {
    title: 'un Déplacement, point par point',
    start:
      '{{seat}} commence son Déplacement ici : {{loc}}, avec {{mp}} points de Déplacement. Les lieux en surbrillance sont à une seule porte.',
    first:
      '{{seat}} franchit une porte vers {{loc}} : il reste {{mp}} points de Déplacement. Les lieux en surbrillance sont de nouveau à une porte.',
    second: '{{seat}} franchit une autre porte, vers {{loc}} : il reste {{mp}} point de Déplacement.',
    last: '{{seat}} dépense le dernier point pour une troisième porte et s’arrête ici : {{loc}}. Son Déplacement est terminé, et le Personnage suivant se déplace.',
  },
  blackout: {
    title: 'une Rencontre dans le noir',
    dark: 'Un Coup de foudre a coupé l’électricité. {{seat}} est ici : {{loc}} ; dans le Couloir voisin, deux Personnages se tiennent ensemble.',
    meet: '{{seat}} entre : {{loc}}. Dans le noir, les trois se retrouvent dans une même Rencontre.',
    recipients: 'L’un après l’autre, chacun des trois désigne qui reçoit sa carte.',
    cards:
      'Les trois donnent chacun une carte face cachée. Personne d’autre ne sait ce qui a été donné : ici le Fanatique a donné une carte Mort, et seule une consultation de cette pile Pouls la montrera.',
  },
  knife: {
    title: 'un Vote avec le Couteau',
    called: 'Un Vote a été lancé à la Cafétéria. D’abord, tout le monde discute ; {{seat}} tient le Couteau.',
    ballots:
      'Chacun a déposé un bulletin secret. Personne ne voit celui des autres avant qu’ils soient tous révélés en même temps.',
    reveal:
      'Les bulletins sont révélés : égalité. {{seat}}, qui tient le Couteau et est en vie, peut maintenant changer son bulletin.',
    knife: '{{seat}} change son bulletin, et cela décide le Vote.',
  },
  map: {
    title: 'Lire le plateau',
    intro:
      'Le plateau montre tout ce qui, sur la table, est visible de tous. Chaque marque est dessinée comme dans le jeu :',
    badges:
      'Les marques en haut d’une Pièce sont ses badges : son icône, le nombre de cartes de sa pile Pièce, le nombre de Livres qu’elle contient encore et, une fois explorée, ✓ (⚠ pour une Pièce Passage dangereux, ★ quand elle est terminée).',
    racks:
      'La Bibliothèque à étagères a une étagère par couleur. Chacune affiche sur sa plaque de laiton les points de victoire qu’elle rapporte et, dessous, ses Livres sur ce qu’il faut pour la remplir : une étagère pleine rapporte ses points.',
    cultistSpaces:
      'À côté du plateau se trouvent les emplacements des jetons Fanatique : les jetons y attendent face cachée jusqu’à ce qu’un Échec tiré de la pile Passage dangereux en envoie un dans la Pièce montrée sur sa face.',
    lake: 'Le Lac, en haut à droite, est le point de départ de l’Homme-poisson. La pile Passage dangereux peut le faire entrer dans son Couloir ; chassé, il retourne au Lac.',
  },
};

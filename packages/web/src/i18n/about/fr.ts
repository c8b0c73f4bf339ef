import type { AboutTexts } from './types.ts';

export const aboutFr: AboutTexts = {
  link: 'À propos',
  title: 'À propos de ce site',
  intro: 'Among Cultists joué en ligne : ce que vous voyez ici, qui l’a fait et sous quelle licence.',
  art: {
    title: 'Les illustrations',
    text: 'Le plan, l’emblème (aussi l’icône de l’application installée), les marques et les couleurs de ce site ont été créés pour ce projet. Rien de tout cela ne vient de l’éditeur : aucune image de la boîte, des cartes ou des livrets de règles du jeu de plateau n’est utilisée ici.',
  },
  fonts: {
    title: 'Polices',
    text: 'Servies par ce site lui-même, jamais chargées depuis un autre. Les trois sont sous licence SIL Open Font License 1.1.',
    display: 'les titres',
    body: 'le texte',
    note: 'le carnet',
    entry: '{{font}} de {{designer}}, pour {{use}}',
  },
  icons: {
    title: 'Symboles',
    text: 'Les symboles à côté des mots (le Couteau, le Jeton Vote, un Fantôme…) viennent de game-icons.net, par {{authors}}, sous licence Creative Commons Attribution 3.0, utilisés sans modification.',
    list: 'Chaque symbole et son auteur',
    entry: '« {{icon}} » par {{author}}',
  },
  sound: {
    title: 'Sons',
    text: 'Chaque son est produit dans votre navigateur pour ce projet, avec l’API Web Audio : aucun fichier sonore n’est utilisé ni téléchargé. Il y en a huit, tous coupés tant que vous n’activez pas le son : deux notes douces quand c’est votre tour, le glissement d’une carte passée lors d’une Rencontre (le même pour toutes les cartes), un pas et un loquet de porte quand quelqu’un se déplace, une clochette quand un Vote est lancé, le tonnerre pour un Coup de foudre ou une coupure de courant, un battement de cœur quand la Nuit tombe, et une phrase montante ou descendante pour la victoire et la défaite.',
  },
  licence: 'Lire la licence',
};

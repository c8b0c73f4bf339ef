import type { AboutTexts } from './types.ts';

export const aboutFr: AboutTexts = {
  link: 'À propos',
  title: 'À propos de ce site',
  intro: 'Among Cultists joué en ligne : ce que vous voyez ici, qui l’a fait et sous quelle licence.',
  art: {
    title: 'Les illustrations',
    text: 'Le plan, l’emblème, les marques et les couleurs de ce site ont été créés pour ce projet. Rien de tout cela ne vient de l’éditeur : aucune image de la boîte, des cartes ou des livrets de règles du jeu de plateau n’est utilisée ici.',
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
    text: 'Le seul son, le signal que c’est votre tour (deux notes douces, coupé tant que vous ne l’activez pas), est produit dans votre navigateur pour ce projet : aucun fichier sonore n’est utilisé. Tout son ajouté plus tard sera créé pour ce projet ou sous licence libre, et cité ici.',
  },
  licence: 'Lire la licence',
};

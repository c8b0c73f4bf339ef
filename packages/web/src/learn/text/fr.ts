import type { LearnText } from './en.ts';
import { examplesLearnFr } from './examples/fr.ts';
import { mountainsLearnFr } from './mountains/fr.ts';
import { professionsLearnFr } from './professions/fr.ts';

export const learnFr: LearnText = {
  title: 'Apprendre à jouer',
  intro:
    'Among Cultists est un jeu à rôles cachés pour {{min}} à {{max}} joueurs. La plupart d’entre vous sont des Enquêteurs d’une société secrète, enfermés dans une université hantée ; un ou deux d’entre vous sont des Fanatiques qui veulent leur mort. Personne ne sait qui est qui.',
  contents: 'Sommaire',
  goal: {
    title: 'Le but',
    investigators:
      'Les Enquêteurs gagnent dès qu’ils atteignent leur objectif de points de victoire en rapportant des Livres à la Bibliothèque à étagères, ou quand chaque Fanatique a été éliminé par un Vote ou assassiné.',
    cultists:
      'Les Fanatiques gagnent quand assez d’Enquêteurs sont morts, ou si les Enquêteurs n’ont pas atteint leur objectif à la fin du tour {{rounds}}. Avec un Voyant en jeu, les Fanatiques peuvent aussi gagner en le désignant à la fin.',
  },
  round: {
    title: 'Un tour',
    text: 'La partie dure au plus {{rounds}} tours. Avant le premier, la phase nocturne montre à chacun son Rôle. Chaque tour compte ensuite quatre phases :',
    event:
      'Le Couteau pioche un jeton Événement dans le Sac : il change les règles jusqu’à ce que le suivant soit pioché.',
  },
  movement: {
    title: 'Déplacement',
    mapCaption:
      'L’université au début d’une vraie partie à {{players}} joueurs : des Pièces de six couleurs, des Couloirs entre elles et les portes, qui coûtent 1 point de Déplacement chacune.',
    text: 'Chaque porte franchie coûte 1 point de Déplacement. Vous pouvez vous arrêter avant d’avoir tout dépensé, mais un Déplacement ne doit jamais finir là où il a commencé, et entrer là où se trouve un autre Personnage vivant peut déclencher une Rencontre.',
    fishman:
      'L’Homme-poisson commence dans le Lac, en haut à droite du plateau. Une fois entré dans l’université, il se tient dans un Couloir, et seul un Personnage vivant qui tient le Couteau peut y entrer.',
  },
  encounters: {
    title: 'Rencontres et pile Pouls',
    cards:
      'Votre main contient des cartes Rencontre (Vivant et Mort) à donner lors des Rencontres, et des cartes Pièce (Succès, Échec, Sabotage) pour les Pièces. Seuls les Fanatiques commencent avec des cartes Mort en main.',
    cardsCaption: 'Les cartes du jeu',
  },
  events: {
    title: 'Événements',
    text: 'Le Sac contient {{tokens}} jetons Événement ; on en pioche un à chaque phase d’Événement, et il reste sur l’Horloge pour ce tour.',
    count: '× {{n}}',
    lifelines:
      'De l’extension Montagnes du chaos, en option : une partie qui utilise Lignes de vie la met dans le Sac à la place de {{replaced}}.',
  },
  actions: {
    title: 'Actions',
    text: 'Pendant la phase d’Action, chaque Personnage fait une action ou passe. Les vivants peuvent faire une action de Personnage partout. Une action de Pièce exige la bonne Pièce, et les Enquêteurs ne peuvent utiliser que les Pièces que leur carte Parcours permet ce tour-ci.',
    routeCaption:
      'Une carte Parcours d’une vraie partie : chaque ligne donne les couleurs de Pièce que son propriétaire peut utiliser pendant ces tours.',
    character: 'Actions de Personnage',
    room: 'Actions de Pièce',
    books:
      'Consulter une Pièce fait monter les Livres dans la Bibliothèque à étagères : chaque étagère remplie rapporte ses points de victoire.',
    drawPileState:
      'Ensuite, la carte du dessus de la pioche va face cachée sur la pile Pièce de la Pièce où se trouve le Personnage consulté, ou dans la pile Passage dangereux s’il se trouve dans un Couloir.',
    drawPileCamera:
      'Quand la Caméra consulte l’état d’un Personnage, la carte du dessus de la pioche va de même face cachée sur la pile Pièce de sa Pièce, ou dans la pile Passage dangereux s’il se trouve dans un Couloir.',
  },
  action: {
    checkState: 'Consulter un Statut',
    secureHallway: 'Sécuriser un Couloir',
    fightCultist: 'Combattre un Fanatique',
    scareFishman: 'Chasser l’Homme-poisson',
    assassinate: 'Assassiner un Personnage',
    fillRoom: 'Remplir la pile Pièce',
    checkRoom: 'Consulter une Pièce',
    initiateVote: 'Lancer un Vote',
    useCamera: 'Utiliser la Caméra',
    restartPower: 'Rétablir l’électricité',
    closePortal: 'Fermer le Portail',
  },
  votes: {
    title: 'Votes',
    when: 'Un Vote a lieu chaque fois qu’un meurtre est révélé ; un Personnage vivant peut aussi en lancer un dans la Cafétéria, une fois par tour. Le Personnage éliminé devient un Fantôme, et un Fanatique ne le dit que s’il était le dernier vivant.',
  },
  ghosts: {
    title: 'Fantômes',
    text: 'Les morts ne quittent pas la partie. Vous pouvez même être mort sans le savoir : une carte Mort dans votre pile Pouls compte dès que quelqu’un la trouve, et à la fin de la partie.',
    mapCaption:
      'Une vraie position au tour {{round}} : l’Homme-poisson est sorti du lac et bloque un Couloir, un jeton Fanatique ferme une Pièce, un Fantôme se tient dans la Pièce {{ghost}} et deux Personnages vivants partagent la Pièce {{meeting}}.',
    rules:
      'Dès que la mort d’un Personnage est connue, il devient un Fantôme. Les Fantômes ne participent jamais aux Rencontres, peuvent voter mais pas lancer de Vote, et peuvent seulement remplir des piles Pièce ou consulter des Pièces.',
  },
  winning: {
    title: 'Comment chaque camp gagne, selon le nombre de joueurs',
    text: 'À {{four}} joueurs, l’AUTOMA rejoint la partie comme Personnage Enquêteur de plus et on joue la colonne à {{five}} ; à {{six}} joueurs, on peut l’ajouter et jouer la colonne à {{seven}}.',
    caption: 'Objectifs et cartes de départ selon le nombre de joueurs',
    players: 'Joueurs',
    cultists: 'Fanatiques',
    vpTarget: 'Points de victoire nécessaires aux Enquêteurs',
    killTarget: 'Enquêteurs morts nécessaires aux Fanatiques',
    investigatorDeck: 'Pile de chaque Enquêteur',
    cultistDeck: 'Pile de chaque Fanatique',
    pulseStart: 'Pile Pouls de départ',
    portal: 'Tours pour fermer le Portail',
    knife: 'Couteau vivant lors des Votes',
    knifeChange: 'peut changer son bulletin',
    knifeDouble: 'compte double',
    none: 'aucune',
    scoreCaption:
      'La piste de score : les points de victoire obtenus (cercle) et l’objectif (triangle), que le Portail peut déplacer d’1.',
    edition:
      'Les piles de ce tableau suivent la 2e édition des règles, comme toute partie sauf demande contraire. Les piles de la 1re édition diffèrent à {{counts}} joueurs ; une partie les obtient avec l’option de règle deckEdition=first (dans les outils en ligne de commande : --rule deckEdition=first).',
  },
  roles: {
    title: 'Rôles',
    text: 'Les Rôles spéciaux remplacent de simples Enquêteurs. Tous sauf le Fanatique sont dans le camp des Enquêteurs, mais certains sont des handicaps qui aident les Fanatiques. La loyauté indique combien un Rôle aide le camp qu’il soutient.',
    team: 'Camp',
    helps: 'Aide',
    loyalty: 'Loyauté',
  },
  automa: {
    title: 'L’AUTOMA',
    who: 'L’AUTOMA est un Personnage que le jeu joue selon des règles fixes. Sa carte Parcours est visible, ses cartes restent cachées, et son Rôle est distribué comme celui des autres : il peut être secrètement un Fanatique.',
    moves:
      'Il se dirige vers la première Pièce non terminée de sa ligne de Parcours actuelle et s’y arrête. Lors des Rencontres, il donne la carte du dessus de sa pile Rencontre. Dans une Pièce, il combat un jeton Fanatique, remplit une pile Pièce inexplorée ou consulte une Pièce explorée ; dans un Couloir, il sécurise le Couloir. Il n’utilise jamais le Couteau.',
    votes:
      'Lors des Votes, il s’abstient, et compte double tant qu’il a le Couteau. S’il est le seul Fanatique et qu’il est éliminé, on compte aussitôt les Enquêteurs morts : s’il y en a assez, les Fanatiques gagnent.',
  },
  examples: examplesLearnFr,
  mountains: mountainsLearnFr,
  professions: professionsLearnFr,
  glossary: {
    title: 'Les mots du jeu',
  },
};

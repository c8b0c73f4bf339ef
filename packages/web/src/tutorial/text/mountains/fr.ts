import type { LessonTextsOf } from './types.ts';

export const mountainsFr: LessonTextsOf = {
  steps: {
    night: {
      title: 'Sept à la table',
      text: 'Vous êtes de nouveau Enquêteur, cette fois sur la carte de Mountains of Chaos, à sept joueurs. Deux Fanatiques se cachent parmi vous, et ils se connaissent. Cette partie utilise aussi le module Professions : un jeton Profession est face cachée à côté du plateau, et un Enquêteur détient en secret le jeton Informateur. Confirmez la Nuit pour commencer.',
    },
    map: {
      title: 'La carte de Mountains of Chaos',
      text: 'Ici, les Couloirs se rejoignent à un carrefour central : entrer dans un Couloir d’une autre couleur coûte 1 point de Déplacement, comme une porte. La Porte-tambour se trouve sur le carrefour et coupe un Couloir des autres : en ce moment {{hallway}}. Ses portes vers les Pièces restent ouvertes. Après chaque phase de Déplacement, la Porte-tambour tourne d’un quart dans le sens des aiguilles d’une montre et bloque le Couloir suivant.',
    },
    board: {
      title: 'Monter dans un Ascenseur',
      text: 'Chacun des deux Ascenseurs relie deux Pièces et forme un Emplacement à lui seul. Allez dans une Pièce où se trouve un Ascenseur (la carte le montre), puis entrez dans l’Ascenseur : y monter coûte toujours 1 point de Déplacement.',
    },
    ride: {
      title: 'Prendre l’Ascenseur',
      text: 'Vous êtes dans l’Ascenseur. Le prendre est gratuit : tous ceux qui s’y trouvent descendent dans l’autre Pièce, et y arriver peut déclencher une Rencontre. Prenez-le maintenant, puis terminez votre Déplacement dans cette Pièce. Un Ascenseur a besoin d’électricité : sans courant, il ne bouge pas.',
    },
    door: {
      title: 'La Porte-tambour a tourné',
      text: 'La phase de Déplacement est finie et la Porte-tambour a tourné d’un quart : elle bloque maintenant {{hallway}}. Un Ascenseur où quelqu’un se trouve encore part tout seul à ce moment, si le courant est là.',
    },
    token: {
      title: 'Un jeton Fanatique',
      text: 'Le Passage dangereux a donné un Échec : un jeton Fanatique occupe maintenant {{room}}. Personne ne peut y faire d’action de Pièce tant que quelqu’un ne l’a pas combattu. Dans cette partie, le premier Personnage qui combat un jeton Fanatique obtient la Profession posée à côté du plateau.',
    },
    fight: {
      title: 'Combattez le Fanatique',
      text: 'Un jeton Fanatique est dans votre Pièce. Combattre un Fanatique est une action de Personnage : votre Parcours ne compte pas. Combattez-le : le jeton quitte la partie, et la Profession est à vous.',
    },
    detective: {
      title: 'Une Profession : l’Inspecteur',
      text: '{{name}} a combattu en premier et obtient la Profession : l’Inspecteur. Une courte Nuit suit, pendant laquelle seul l’Inspecteur voit qui détient le jeton Informateur, un Enquêteur certain. L’Inspecteur peut dire la vérité à la table, ou mentir. Confirmez pour continuer.',
      seen: 'Vous l’avez vu : {{name}} est l’Informateur, un Enquêteur à qui vous pouvez vous fier.',
    },
    encounter: {
      title: 'Une Rencontre',
      text: 'Vous rencontrez {{names}}. Comme dans la première leçon, chacun pose une carte face cachée sur la pile Pouls de l’autre : une carte Vivant ne fait rien, une carte Mort est un meurtre que personne ne voit encore. En tant qu’Enquêteur, vous n’avez que des cartes Vivant. Choisissez qui reçoit votre carte, puis la carte.',
    },
    call: {
      title: 'Appeler un Ascenseur',
      text: 'Un Ascenseur peut aussi être appelé, gratuitement, pendant votre Déplacement : placez-vous dans une Pièce où il s’arrête pendant qu’il est à son autre arrêt. Ce tour-ci, votre Parcours doit permettre la couleur de la Pièce (pas pour les Fanatiques). L’Ascenseur vient à vous ; ceux qui s’y trouvaient descendent dans votre Pièce.',
      where: 'Vous pourriez en appeler un depuis : {{rooms}}.',
    },
    action: {
      title: 'Votre action',
      text: 'La phase d’Action : faites une action, ou passez. Les actions de Personnage, comme Consulter un Statut ou Combattre un Fanatique, fonctionnent partout ; une action de Pièce demande la couleur de la Pièce sur votre Parcours ce tour-ci, et aucun jeton Fanatique dans la Pièce. La Profession ne s’obtient qu’une fois : un combat ultérieur libère seulement sa Pièce.',
    },
    plan: {
      title: 'Contourner la Porte-tambour',
      text: 'Ce tour-ci, la Porte-tambour bloque {{hallway}} ; après cette phase de Déplacement, elle tourne et bloque {{next}}. Choisissez votre chemin, et votre Ascenseur, en conséquence : le Couloir bloqué garde ses portes vers les Pièces.',
    },
    murder: {
      title: 'Un meurtre révélé',
      text: '{{name}} avait une carte Mort dans sa pile Pouls et devient un Fantôme. Chaque meurtre révélé déclenche un Vote.',
      lost: 'Seuls les vivants ont une Profession : le jeton de l’Inspecteur quitte la partie.',
    },
    vote: {
      title: 'Le Vote',
      text: 'Discutez, puis désignez en secret un Personnage, ou abstenez-vous. Avec deux Fanatiques à la table, en éliminer un ne finit pas la partie : les Enquêteurs gagnent quand les deux sont hors jeu, par le Vote ou autrement. Qui a rencontré la victime ?',
    },
    check: {
      title: 'Ce que vous avez vu',
      text: 'La pile Pouls de {{name}} contient {{alive}} Vivant et {{dead}} Mort. Un Enquêteur doit dire la vérité : si vous avez vu une carte Mort, révélez-la.',
    },
    end: {
      title: 'La fin',
      text: 'La partie est finie : les {{team}} gagnent. Vous avez vu Mountains of Chaos : la Porte-tambour, les Ascenseurs et une Profession. Lancez une vraie partie depuis l’accueil : choisissez la carte de Mountains et, à sept ou huit places, le module Professions.',
    },
  },
};

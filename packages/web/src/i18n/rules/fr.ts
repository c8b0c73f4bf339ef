import type { Messages } from '../types.ts';

export const rulesFr: Messages['rules'] = {
  ui: {
    rolesInPlay: 'Rôles en jeu',
    roleCount: '{{role}} × {{n}}',
    roundEvent: 'Événement de ce tour',
    repeats: 'Répète : {{event}}',
    ability: 'Capacité',
    learn: 'Apprendre à jouer',
  },
  role: {
    investigator:
      'Aucune capacité spéciale. Suivez votre Parcours pour les actions de Pièce et dites la vérité si vous trouvez une carte Mort.',
    cultist:
      'Assassinez des Enquêteurs en leur donnant des cartes Mort lors des Rencontres. Vous pouvez ignorer votre Parcours et mentir sur ce que vous consultez. Pendant la phase nocturne, vous apprenez qui sont les autres Fanatiques et qui est mort dès le départ.',
    seer: 'Pendant la phase nocturne, vous apprenez qui sont les Fanatiques. Restez caché : si les Fanatiques vous désignent à la fin de la partie, ils gagnent quoi qu’il se soit passé.',
    radiantBeauty:
      'Là où vous êtes, vivant ou Fantôme, il y a toujours de la lumière et de l’électricité. Une fois mort, votre Rôle est révélé.',
    infected:
      'Une fois mort, votre Rôle est révélé et personne ne donne de cartes lors des Rencontres jusqu’à la fin du tour suivant.',
    superGhost:
      'En Fantôme, vous pouvez faire toutes les actions de Pièce comme un Personnage vivant, mais vous ne participez toujours pas aux Rencontres. Une fois mort, votre Rôle est révélé.',
    mechanic:
      'Tant que vous êtes vivant, vous pouvez ignorer votre Parcours : toutes les actions de Pièce vous sont ouvertes.',
    greenhorn:
      'Vous mourez et devenez un Fantôme dès que vous utilisez la Caméra ou lancez un Vote (vous votez alors en Fantôme).',
    butterfingers:
      'Vous mourez après avoir utilisé le Couteau, quel qu’en soit le but, même si un événement vous y oblige.',
    crybaby:
      'Vous mourez après avoir dû révéler un Personnage mort en consultant un Statut ou lors de l’événement Yeux indiscrets.',
    firestarter:
      'Votre pile contient une carte Sabotage et une carte Échec à la place de 2 cartes Succès. Si vous avez encore l’une de ces cartes rouges en main à la fin du tour 5, vous mourez.',
    assassin:
      'Une fois par partie, vivant, vous pouvez révéler votre Rôle et assassiner un Personnage de votre Emplacement. Aucun Vote ne suit ; si c’était le dernier Fanatique vivant, la partie s’arrête.',
  },
  event: {
    lightningStrike:
      'L’électricité bascule : coupée si elle était là, rétablie si elle était coupée. Sans électricité, la Caméra ne marche pas et 2 Personnages vivants ou plus au même endroit ont une Rencontre. Elle revient avec un autre Coup de foudre ou en rétablissant l’électricité.',
    secretDoors:
      'Jusqu’au prochain événement, toutes les Pièces de même couleur sont reliées : on peut passer de l’une à l’autre et agir sur une Pièce jumelle. Cela peut déclencher des Rencontres aussitôt.',
    noConnection:
      'Jusqu’au prochain événement, personne ne parle (le chat est fermé). Les remarques sur le déroulement du jeu sont permises et les Votes ont toujours lieu.',
    falseEyes:
      'Le Couteau vivant peut consulter en secret la pile Pouls d’un autre Personnage vivant et décide s’il révèle un meurtre, ce qui lance un Vote. Si le Couteau est mort, rien ne se passe.',
    lifelines:
      'Le Couteau, même Fantôme, désigne 2 Personnages vivants (3 à 7–8 joueurs), lui compris. Chacun mélange sa pile Pouls et révèle la carte du dessus : une carte Mort reste visible et en fait un Fantôme ; une carte Vivant est remise face cachée. Si quelqu’un a été assassiné, un seul Vote a lieu.',
    boostedMorale:
      'Chaque Personnage a 1 point de Déplacement de plus lors de la prochaine phase de Déplacement.',
    inControl:
      'Le Couteau vivant peut piocher un jeton Événement dans le Sac, le regarder en secret, puis le retirer du jeu ou le remettre. Il peut dire ce que c’était, ou mentir.',
    portalOpens:
      'Le Portail s’ouvre dans la Pièce verte. Si deux Personnages vivants l’y ferment ensemble en 3 tours (2 à 7–8 joueurs), les Enquêteurs ont besoin d’1 PV de moins ; sinon, d’1 PV de plus.',
    brokenPanes:
      'Les 2 premières cartes de la Pioche sont mélangées dans la pile Passage dangereux. Puis 1 carte Passage dangereux est révélée, appliquée et remélangée.',
    lostMorale:
      'Chaque Personnage vivant a 1 point de Déplacement de moins lors de la prochaine phase de Déplacement. Les Fantômes ne sont pas touchés.',
    mirror:
      'L’événement du tour précédent se répète. Au tour 1, rien ne se passe ; après Le Portail s’ouvre, le Portail reste ouvert 1 tour de plus.',
  },
};

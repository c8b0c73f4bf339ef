import type { LessonTexts } from '../../lessons/lesson.ts';

export const investigatorFr: LessonTexts = {
  steps: {
    night: {
      title: 'Votre Rôle et la Nuit',
      text: 'Votre Rôle est secret, comme tous les Rôles : dans votre propre panneau, touchez-le pour le voir, et encore pour le cacher. Il fixe votre camp. L’un des quatre autres est un Fanatique caché parmi vous. Pendant la phase nocturne, le Fanatique apprend qui est mort dès le début et le Voyant apprend qui est le Fanatique ; un Enquêteur n’apprend rien. Confirmez la Nuit pour commencer.',
    },
    route: {
      title: 'Votre Parcours',
      text: 'Votre carte Parcours secrète indique les couleurs de Pièce dont vous pouvez utiliser les actions de Pièce à chaque tour. Ce tour-ci : {{colours}}. Vous pouvez aller partout : le Parcours ne limite que les actions de Pièce, et les actions de Personnage comme Consulter un Statut fonctionnent partout.',
    },
    move: {
      title: 'Votre premier Déplacement',
      text: 'C’est à vous de vous déplacer : vous avez {{mp}} points de Déplacement, chaque porte en coûte un. Touchez un Emplacement en surbrillance sur la carte, ou un bouton du panneau des actions, pas à pas, puis terminez votre Déplacement. Un Déplacement ne finit jamais là où il a commencé. Entrer dans un Emplacement où se trouve exactement un autre Personnage vivant déclenche une Rencontre.',
      meet: 'Seuls dans leur Emplacement en ce moment : {{names}}. Allez vers l’un d’eux.',
    },
    encounter: {
      title: 'Une Rencontre',
      text: 'Vous rencontrez {{names}}. Chacun pose une carte de sa main face cachée sur la pile Pouls de l’autre, sans la montrer : une carte Vivant ne fait rien, une carte Mort est un meurtre que personne ne voit encore. En tant qu’Enquêteur, vous n’avez que des cartes Vivant.',
      two: 'À deux, il n’y a personne à choisir : donnez votre carte Vivant à {{name}}.',
      many: 'Plusieurs se rencontrent dans le noir : choisissez d’abord qui reçoit votre carte, puis la carte.',
    },
    event: {
      title: 'Un événement',
      text: 'La phase d’Événement : un jeton sort du sac : {{event}}. Son effet dure jusqu’au prochain événement. L’Horloge garde l’événement de chaque tour.',
    },
    action: {
      title: 'Votre action',
      text: 'La phase d’Action : faites une action ou passez. Consulter un Statut regarde en secret la pile Pouls d’un Personnage dans votre Emplacement : une carte Mort dedans est un meurtre. Les actions de Pièce demandent une Pièce que votre Parcours autorise ce tour-ci.',
      check: 'Dans votre Emplacement avec vous : {{names}}. Consultez un Statut !',
    },
    check: {
      title: 'Ce que vous avez vu',
      text: 'La pile Pouls de {{name}} contient {{alive}} Vivant et {{dead}} Mort. Un Enquêteur doit dire la vérité : si vous avez vu une carte Mort, révélez-la.',
    },
    murder: {
      title: 'Un meurtre révélé',
      text: '{{name}} avait une carte Mort dans sa pile Pouls et devient un Fantôme. Les Fantômes continuent de jouer : ils se téléportent au lieu de marcher, ne font aucune Rencontre et votent encore. Chaque meurtre révélé déclenche un Vote.',
    },
    vote: {
      title: 'Le Vote',
      text: 'D’abord tout le monde discute, puis chacun désigne en secret un Personnage, ou s’abstient. Celui qui a plus de voix que chacun des autres et que les abstentions est éliminé et devient un Fantôme. Éliminez le Fanatique et les Enquêteurs gagnent (sauf si le Fanatique désigne alors le Voyant). Qui a rencontré la victime ? Qui a consulté qui ?',
    },
    end: {
      title: 'La fin',
      text: 'La partie est finie : les {{team}} gagnent. Tous les Rôles et toutes les cartes sont révélés plus bas. C’est tout le jeu : lancez une vraie partie depuis l’accueil, avec des amis ou des bots.',
    },
  },
};

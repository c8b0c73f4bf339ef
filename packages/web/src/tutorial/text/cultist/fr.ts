import type { LessonTexts } from '../../lessons/lesson.ts';

export const cultistFr: LessonTexts = {
  steps: {
    night: {
      title: 'Vous êtes le Fanatique',
      text: 'Regardez votre Rôle dans votre propre panneau : vous êtes le Fanatique, et les quatre autres sont des Enquêteurs. Pendant la phase nocturne, un Fanatique apprend qui est mort dès le début : {{dead}}. Cet Enquêteur compte déjà pour votre victoire. Confirmez la Nuit pour commencer.',
      alone:
        'À cinq joueurs, vous êtes le seul Fanatique : aucun autre Fanatique à connaître, et personne ne vous connaît, sauf le Voyant, caché parmi les Enquêteurs.',
      others: 'Les autres Fanatiques, qui vous connaissent aussi : {{names}}.',
    },
    route: {
      title: 'Votre Parcours, un déguisement',
      text: 'Vous avez une carte Parcours comme tout le monde, mais en tant que Fanatique vous pouvez l’ignorer : toute action de Pièce vous est permise, quoi qu’elle indique. Utiliser des Pièces hors de votre Parcours tour après tour peut vous trahir : jouez comme le ferait un Enquêteur.',
    },
    move: {
      title: 'Trouvez quelqu’un seul',
      text: 'C’est à vous de vous déplacer : {{mp}} points de Déplacement, un par porte. Une Rencontre à deux exactement n’a pas de témoin : allez vers un Personnage seul et terminez-y votre Déplacement.',
      meet: 'Seuls en ce moment : {{names}}.',
    },
    encounter: {
      title: 'Un meurtre sans témoin',
      text: 'Vous rencontrez {{names}}. Chacun pose une carte face cachée sur la pile Pouls de l’autre ; personne ne la voit, pas même celui qui la reçoit.',
      murder: 'Donnez une carte Mort à {{name}} : c’est un meurtre, et personne ne le sait.',
      spare: '{{name}} est déjà mort : une autre carte Mort n’ajoute rien. Donnez une carte Vivant.',
      many: 'Plus de deux se rencontrent dans le noir : choisissez d’abord qui reçoit votre carte, puis la carte. Avec plusieurs personnes autour, un meurtre est plus risqué.',
    },
    murder: {
      title: 'Personne ne l’a vu',
      text: '{{name}} a maintenant votre carte Mort : assassiné. Personne ne le sait, {{name}} non plus, tant que personne ne consulte cette pile Pouls. {{name}} continue de jouer comme s’il était vivant.',
    },
    pass: {
      title: 'Votre action',
      text: 'La phase d’action : faites une action ou passez. Personne près de vous n’est mort à votre connaissance, il n’y a donc rien à cacher pour l’instant : passez, ou faites ce que ferait un Enquêteur.',
    },
    notYet: {
      title: 'Revendiquer la victoire ? Pas encore',
      text: 'Fin du tour. En tant que seul Fanatique, vous pouvez revendiquer la victoire maintenant : vous vous révélez et chaque pile Pouls est vérifiée. Il vous faut {{needed}} Enquêteurs morts et vous en connaissez {{count}} ({{names}}). Une revendication maintenant serait fausse, et une revendication fausse perd aussitôt. Terminez le tour.',
    },
    again: {
      title: 'Un autre meurtre',
      text: 'Vous connaissez {{count}} morts sur les {{needed}} qu’il vous faut ({{names}}). Allez de nouveau vers quelqu’un de seul pour un second meurtre.',
      meet: 'Seuls en ce moment : {{names}}.',
    },
    checkDead: {
      title: 'Consulter un Statut, en menteur',
      text: 'Avec vous se trouve {{names}}, que vous savez mort. Consultez son Statut : vous verrez la carte Mort.',
    },
    conceal: {
      title: 'Cacher la carte Mort',
      text: 'La pile Pouls de {{name}} contient {{alive}} Vivant et {{dead}} Mort. Un Enquêteur doit révéler une carte Mort ; un Fanatique peut la cacher. Terminez la vérification sans révéler : {{name}} compte comme vivant jusqu’à ce que la vérité éclate, et vous passez pour un Enquêteur consciencieux.',
    },
    claim: {
      title: 'Revendiquez la victoire !',
      text: 'Maintenant {{count}} des {{needed}} sont morts ({{names}}) : revendiquez la victoire. C’est vérifié aussitôt : si c’est juste, les Fanatiques gagnent ; sinon, vous perdez. Si un vote vous avait éliminé avant votre revendication, vous auriez perdu quel que soit le nombre de vos victimes : revendiquez dès que c’est juste.',
    },
    end: {
      title: 'La fin',
      text: 'La partie est terminée : les {{team}} gagnent. Chaque Rôle et chaque carte sont révélés ci-dessous : voyez qui vous avez assassiné et quelle carte vous avez cachée.',
    },
  },
};

import type { Messages } from '../types.ts';

/** Mode table : l’écran partagé (/table/<code>) et les téléphones qui le rejoignent par code QR. */
export const tableFr: Messages['table'] = {
  screen: {
    title: 'Partie {{code}} à table',
    intro:
      'Chaque joueur scanne avec son téléphone le code d’une place libre. Les téléphones montrent ce qui est secret ; cet écran ne montre que ce que tout le monde peut voir.',
    hostStarts: 'L’hôte ajoute des bots et lance la partie sur son téléphone.',
    free_one: '{{count}} place est libre.',
    free_other: '{{count}} places sont libres.',
    full: 'Toutes les places sont prises : l’hôte peut lancer la partie.',
    open: 'Scannez pour prendre cette place',
    back: 'Avec le téléphone de ce joueur : scannez pour revenir',
    handover:
      'Vous avez créé la partie dans ce navigateur. Scannez avec votre téléphone pour y jouer votre place ; cet écran la cède alors.',
    handoverQr: 'Code QR qui transmet votre place à votre téléphone',
    handoverWaiting: 'Obtention d’un code pour transmettre votre place à votre téléphone…',
    handoverFailed: 'Pas de code pour transmettre votre place à votre téléphone pour l’instant : {{reason}}',
    qr: 'Code QR qui ouvre {{url}}',
    address: 'Ou ouvrez cette adresse :',
    rejoin: 'Revenir à une place',
    rejoinHint:
      'Un téléphone qui a perdu sa page scanne à nouveau le code de sa place. Seul le téléphone qui a pris une place peut la jouer.',
    rematch: 'Une revanche est proposée : son écran partagé',
  },
  invite: {
    text: 'Vous jouez dans la même pièce ? Ouvrez l’écran partagé sur une télévision ou un ordinateur portable :',
  },
  phone: {
    title: 'Place {{n}} de la partie {{code}}',
    take: 'Prendre la place {{n}}',
    takeAny: 'Prendre une place libre',
    taken: 'La place {{n}} est déjà prise ; vous aurez la première place libre.',
    you: 'Vous jouez {{name}}. La carte, le journal et les votes sont sur l’écran partagé.',
    notYours:
      'La place {{n}} appartient à un autre téléphone : seul le téléphone qui l’a prise peut la jouer. L’écran partagé montre la partie.',
    watch: 'Regarder plutôt sur ce téléphone',
    taking: 'Prise de la place transmise…',
    handoverFailed: 'La place n’a pas pu être transmise à ce téléphone : {{reason}}',
    identity: {
      title: 'Vous sur l’écran partagé',
      character: 'Votre personnage : {{character}}, numéro {{n}}, de sa couleur sur l’écran partagé.',
      rename: 'Changer mon nom',
      save: 'Enregistrer mon nom',
      saved: 'Votre nom est maintenant {{name}}.',
      handedOver:
        'Cette place porte encore le nom donné à la création de la partie ({{name}}). Donnez le vôtre :',
    },
  },
};

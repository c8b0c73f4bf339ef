import type { Messages } from '../types.ts';

export const feelFr: Messages['feel'] = {
  signals: 'Signaux de tour',
  notify: 'Me notifier quand c’est mon tour et que cet onglet est masqué',
  notifyDenied:
    'Ce navigateur bloque les notifications de cette page ; autorisez-les dans les paramètres du site.',
  notifyBody: 'La partie attend votre décision.',
  encounterYou: 'Rencontre : choisissez votre carte (les autres choisissent en secret)',
  encounterWho: 'En attente des Personnages de la Rencontre : {{names}}',
  everyoneYou: 'Tout le monde décide en secret : votre décision est attendue',
  othersDeciding: 'En attente des autres (qui décide encore reste secret)',
  unread_one: '{{count}} message non lu',
  unread_other: '{{count}} messages non lus',
  chatJump: 'Discussion',
  quick: 'Phrases rapides',
  about: 'À propos de',
  phrase: {
    investigator: 'Je suis Enquêteur.',
    checkMe: 'Vérifiez-moi.',
    agree: 'D’accord.',
    trust: 'Je fais confiance à {{name}}.',
    suspect: 'Je soupçonne {{name}}.',
    vote: 'Votons contre {{name}}.',
  },
};

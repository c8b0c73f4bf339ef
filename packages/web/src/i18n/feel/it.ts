import type { Messages } from '../types.ts';

export const feelIt: Messages['feel'] = {
  signals: 'Segnali di turno',
  notify: 'Avvisami quando è il mio turno e questa scheda è nascosta',
  notifyDenied:
    'Questo browser blocca le notifiche di questa pagina; consentile nelle impostazioni del sito.',
  notifyBody: 'La partita aspetta la tua decisione.',
  encounterYou: 'Incontro: scegli la tua carta (gli altri scelgono in segreto)',
  encounterWho: 'In attesa dei Personaggi dell’Incontro: {{names}}',
  everyoneYou: 'Tutti decidono in segreto: si attende la tua decisione',
  othersDeciding: 'In attesa degli altri (chi sta ancora decidendo resta segreto)',
  unread_one: '{{count}} messaggio non letto',
  unread_other: '{{count}} messaggi non letti',
  chatJump: 'Chat',
  quick: 'Frasi rapide',
  about: 'Su',
  phrase: {
    investigator: 'Sono un Investigatore.',
    checkMe: 'Controllatemi.',
    agree: 'D’accordo.',
    trust: 'Mi fido di {{name}}.',
    suspect: 'Sospetto di {{name}}.',
    vote: 'Votiamo {{name}}.',
  },
};

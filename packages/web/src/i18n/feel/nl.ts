import type { Messages } from '../types.ts';

export const feelNl: Messages['feel'] = {
  signals: 'Beurtsignalen',
  notify: 'Melding als ik aan de beurt ben en dit tabblad verborgen is',
  notifyDenied: 'Deze browser blokkeert meldingen van deze pagina; sta ze toe in de site-instellingen.',
  notifyBody: 'Het spel wacht op jouw beslissing.',
  encounterYou: 'Ontmoeting: kies je kaart (de anderen kiezen in het geheim)',
  encounterWho: 'Wachten op de Personages in de Ontmoeting: {{names}}',
  everyoneYou: 'Iedereen beslist in het geheim: jouw beslissing wordt verwacht',
  othersDeciding: 'Wachten op de anderen (wie nog beslist, blijft geheim)',
  unread_one: '{{count}} ongelezen bericht',
  unread_other: '{{count}} ongelezen berichten',
  chatJump: 'Chat',
  quick: 'Snelle zinnen',
  about: 'Over',
  phrase: {
    investigator: 'Ik ben Onderzoeker.',
    checkMe: 'Controleer mij.',
    agree: 'Akkoord.',
    trust: 'Ik vertrouw {{name}}.',
    suspect: 'Ik verdenk {{name}}.',
    vote: 'Laten we op {{name}} stemmen.',
  },
};

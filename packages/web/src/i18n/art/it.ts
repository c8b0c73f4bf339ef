import type { ArtTexts } from './types.ts';

/** The drawn components (src/art/). The same keys as en.ts. */
export const artIt: ArtTexts = {
  card: 'Carta {{card}}',
  back: 'Una carta coperta',
  unsafeBack: 'Una carta Passaggio insicuro coperta',
  route: 'Carta Itinerario',
  routeLine: 'Round {{rounds}}: {{colours}}',
  event: 'Segnalino Evento: {{event}}',
  eventBack: 'Un segnalino Evento coperto',
  knife: 'Il Coltello',
  voteActive: 'Il segnalino Votazione, attivo',
  voteUsed: 'Il segnalino Votazione, usato in questo round',
  cultist: 'Un segnalino Cultista',
  portal: 'Il Portale',
  clock: 'L’Orologio: round {{round}} di {{max}}',
  door: 'La Porta Girevole',
  elevator: 'Un Ascensore',
  profession: 'Segnalino Professione: {{profession}}',
  professionBack: 'Un segnalino Professione coperto',
  gallery: {
    title: 'I componenti',
    intro:
      'Ogni carta e ogni segnalino del gioco come li disegna questa edizione. Ognuno porta un simbolo e una parola: nessuno si riconosce solo dal colore.',
    cards: 'Carte',
    events: 'Segnalini Evento',
    tokens: 'Segnalini e pezzi',
    professions: 'Segnalini Professione (Mountains of Chaos)',
    mountains: 'Pezzi della mappa (Mountains of Chaos)',
  },
};

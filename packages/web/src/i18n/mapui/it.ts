import type { Messages } from '../types.ts';

export const mapuiIt: Messages['mapui'] = {
  frame: 'Vista della mappa',
  keys: 'Con la mappa selezionata: + e − ingrandiscono e riducono, le frecce spostano la vista, 0 la ripristina. Trascina per spostarla, pizzica o scorri per lo zoom.',
  tools: 'Zoom',
  reset: 'Ripristina vista',
  stackCount: '+{{n}}',
  // The Victory Points a full rack scores, printed on its edge.
  rackVp: '{{vp}} PV',
  stack: '{{more}} in più qui: {{names}}',
  short: {
    orange1: 'Arancione 1',
    orange2: 'Arancione 2',
    darkblue1: 'Blu 1',
    darkblue2: 'Blu 2',
    darkblue3: 'Blu 3',
    pink1: 'Rosa 1',
    pink2: 'Rosa 2',
    pink3: 'Rosa 3',
    cafeteria: 'Refettorio',
    library: 'Biblioteca',
    security: 'Sicurezza',
  },
  legend: {
    title: 'Legenda della mappa',
    reachable: { term: 'Bordo giallo tratteggiato', text: 'Puoi andarci adesso: toccalo.' },
    focus: { term: 'Cornice bianca, stanza più chiara', text: 'Dove si trova la tastiera; Invio ci va.' },
    disc: {
      term: 'Disco',
      text: 'Un Personaggio: il suo ritratto nell’anello del suo colore, con il suo numero, come ovunque sia nominato.',
    },
    knife: { term: 'Anello giallo', text: 'Il Coltello: chi lo tiene è il primo giocatore.' },
    ghost: { term: 'Disco sbiadito tratteggiato (†)', text: 'Un Fantasma.' },
    stack: {
      term: 'Disco con «+3»',
      text: 'Ci sono altri tre personaggi; toccalo (o dagli il focus) per elencarli.',
    },
    deck: { term: 'Mazzo Stanza', text: 'Quante carte Stanza coperte ha la Stanza.' },
    books: { term: 'Libri', text: 'Libri ancora nella Stanza.' },
    cultistToken: {
      term: 'Segnalino Cultista',
      text: 'Nessuna azione Stanza è possibile nella sua Stanza finché un Personaggio non lo combatte.',
    },
    setAside: { term: 'Segnalini Cultista messi da parte', text: 'Coperti, fuori dall’Università.' },
    rack: {
      term: 'Ripiano',
      text: 'Libri sopra / posti; un ripiano pieno dà i Punti Vittoria scritti sul bordo (★).',
    },
    explored: { term: '✓ esplorata', text: 'La sua tessera Stanza è stata girata.' },
    unsafe: {
      term: '⚠ Passaggio insicuro',
      text: 'La sua tessera Stanza mostrava l’icona Passaggio insicuro.',
    },
    finished: { term: '★ completata', text: 'Non ha più libri: lì niente riempimento né controllo.' },
    door: { term: 'Porta', text: 'Attraversarla costa 1 punto Movimento.' },
    fishman: { term: 'Uomo Pesce', text: 'Aspetta nel Lago o blocca un corridoio.' },
    portal: { term: 'Portale', text: 'Aperto nella Biblioteca.' },
  },
};

/** Tavoli pubblici e partita rapida (issue 30). The same keys as en.ts. */
export const publicTablesIt = {
  title: 'Tavoli pubblici',
  intro: 'Tavoli aperti a chiunque, in attesa di giocatori.',
  filters: 'Mostra i tavoli',
  any: 'Tutti',
  players: 'Numero di giocatori',
  map: 'Quale mappa',
  language: 'Quale lingua',
  loading: 'Ricerca dei tavoli…',
  none: 'Al momento nessun tavolo pubblico attende giocatori. La partita rapida ne apre uno.',
  loadError: 'I tavoli pubblici non si possono caricare ora; nuovo tentativo a breve.',
  seated: '{{seated}} posti occupati su {{players}}',
  host: 'Ospite: {{name}}',
  timer: '{{seconds}} s per decisione',
  fillsAt: 'I bot occupano i posti liberi alle {{time}}',
  join: 'Unisciti',
  joinLabel: 'Unisciti al tavolo di {{name}}, {{seated}} posti occupati su {{players}}',
  quickPlay: 'Partita rapida',
  quickPlayHint:
    'Ti fa sedere al tavolo aperto più pieno per i giocatori, la mappa e la lingua qui sopra, o ne apre uno nuovo.',
  fillWithBots: 'Se si apre un nuovo tavolo, far occupare i posti liberi ai bot dopo 60 secondi',
  fillTableWithBots: 'Far occupare i posti liberi ai bot 60 secondi dopo l’apertura, se nessuno li prende',
  needName: 'Prima inserisci il tuo nome (Il tuo nome, sotto Crea una partita).',
  publicTable: 'Tavolo pubblico: chiunque può trovarlo e unirsi',
  publicHint:
    'Un tavolo pubblico richiede limiti di tempo, perché gli sconosciuti non restino mai ad aspettare: sono attivati.',
  fillCountdown: 'I bot occupano i posti liberi tra {{time}}',
  fillSpoken: 'I bot occupano i posti liberi tra meno di {{seconds}} secondi',
  fillNow: 'I bot stanno occupando i posti liberi; la partita inizia.',
  botStrength: 'Bot per i posti liberi',
  botsDefault: 'I bot abituali del server',
  botsRandom: 'Principiante (mosse a caso)',
  botsHeuristic: 'Normale',
  botsSearch: 'Forte (pensa in anticipo)',
};

export const publicTablesRejectionIt = {
  'table/timers-required': 'Un tavolo pubblico richiede limiti di tempo.',
  'rate/tables': 'Troppe consultazioni dei tavoli dalla tua rete; aspetta un minuto.',
  'table/bots-need-countdown': 'La forza dei bot si sceglie insieme al conto alla rovescia fino ai bot.',
  'table/fill-public-only':
    'Solo un tavolo pubblico fa occupare i posti liberi ai bot dopo un conto alla rovescia.',
};

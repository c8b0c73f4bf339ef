/** Mesas públicas y partida rápida (issue 30). The same keys as en.ts. */
export const publicTablesEs = {
  title: 'Mesas públicas',
  intro: 'Mesas abiertas a cualquiera, a la espera de jugadores.',
  filters: 'Mostrar mesas',
  any: 'Todas',
  players: 'Número de jugadores',
  map: 'Qué mapa',
  language: 'Qué idioma',
  loading: 'Buscando mesas…',
  none: 'Ahora mismo ninguna mesa pública espera jugadores. La partida rápida abre una.',
  loadError: 'Las mesas públicas no se pueden cargar ahora; se volverá a intentar en breve.',
  seated: '{{seated}} de {{players}} plazas ocupadas',
  host: 'Anfitrión: {{name}}',
  timer: '{{seconds}} s por decisión',
  fillsAt: 'Los bots ocupan las plazas libres a las {{time}}',
  join: 'Unirse',
  joinLabel: 'Unirse a la mesa de {{name}}, {{seated}} de {{players}} plazas ocupadas',
  quickPlay: 'Partida rápida',
  quickPlayHint:
    'Te sienta en la mesa abierta más llena para los jugadores, el mapa y el idioma de arriba, o abre una nueva.',
  fillWithBots: 'Si se abre una mesa nueva, ocupar sus plazas libres con bots tras 60 segundos',
  fillTableWithBots: 'Ocupar sus plazas libres con bots 60 segundos después de abrirla, si nadie las toma',
  needName: 'Escribe primero tu nombre (Tu nombre, en Crear una partida).',
  publicTable: 'Mesa pública: cualquiera puede encontrarla y unirse',
  publicHint:
    'Una mesa pública necesita límites de tiempo, para que nunca se haga esperar a desconocidos: están activados.',
  fillCountdown: 'Los bots ocupan las plazas libres en {{time}}',
  fillSpoken: 'Los bots ocupan las plazas libres en menos de {{seconds}} segundos',
  fillNow: 'Los bots están ocupando las plazas libres; la partida empieza.',
  botStrength: 'Bots para las plazas libres',
  botsDefault: 'Los bots habituales del servidor',
  botsRandom: 'Principiante (jugadas al azar)',
  botsHeuristic: 'Normal',
  botsSearch: 'Fuerte (piensa por adelantado)',
};

export const publicTablesRejectionEs = {
  'table/timers-required': 'Una mesa pública necesita límites de tiempo.',
  'rate/tables': 'Demasiadas consultas de las mesas desde tu red; espera un minuto.',
  'table/bots-need-countdown': 'La fuerza de los bots se elige junto con la cuenta atrás hasta los bots.',
  'table/fill-public-only': 'Solo una mesa pública ocupa sus plazas libres con bots tras una cuenta atrás.',
};

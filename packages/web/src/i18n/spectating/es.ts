/** Ver partidas públicas en curso y el modo streamer (issue 30). The same keys as en.ts. */
export const spectatingEs = {
  delay: 'Los espectadores ven la partida',
  delayNone: 'en directo',
  delaySeconds: 'con {{seconds}} segundos de retraso',
  delayMinutes_one: 'con {{count}} minuto de retraso',
  delayMinutes_other: 'con {{count}} minutos de retraso',
  delayHint:
    'Modo streamer: con retraso, nadie que vea tu emisión puede contar a los jugadores lo que pasa. Vuestra propia pantalla de mesa nunca se retrasa.',
  banner: 'Estás viendo la partida {{seconds}} s por detrás de los jugadores.',
  playingTitle: 'Partidas en curso',
  playingIntro:
    'Partidas públicas que se están jugando ahora. Mira una; los jugadores no sabrán nada por ti.',
  playingNone: 'Ahora mismo no se está jugando ninguna partida pública.',
  startedAt: 'Empezó a las {{time}}',
  delayed: 'Espectadores {{seconds}} s por detrás',
  watch: 'Ver',
  watchLabel: 'Ver la partida de {{name}}, {{players}} jugadores',
};

export const spectatingRejectionEs = {
  'table/delay-public-only': 'Solo una mesa pública puede retrasar a sus espectadores.',
  'table/delay-too-long': 'Este servidor no retrasa tanto a los espectadores; elige un retraso más corto.',
  'record/delayed': 'El registro de esta partida llega cuando sus espectadores hayan visto el final.',
};

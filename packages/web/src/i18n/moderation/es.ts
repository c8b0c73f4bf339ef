/** La moderación en la mesa (issue 30). The same keys as en.ts. */
export const moderationEs = {
  menu: 'Acciones para {{name}}',
  muteForMe: 'Silenciar para mí',
  unmuteForMe: 'Dejar de silenciar para mí',
  muteForTable: 'Silenciar para la mesa',
  unmuteForTable: 'Dejar de silenciar para la mesa',
  remove: 'Quitar de la mesa',
  removeConfirm: '¿Quitar a {{name}} de esta mesa? No podrá volver con este asiento.',
  report: 'Denunciar…',
  reportTitle: 'Denunciar a {{name}}',
  reason: 'Motivo',
  reasons: {
    harassment: 'Acoso o insultos',
    hate: 'Discurso de odio',
    cheating: 'Trampas o revelar secretos',
    spam: 'Spam o saturación',
    name: 'Nombre ofensivo',
    other: 'Otra cosa',
  },
  details: 'Qué ha pasado (opcional)',
  send: 'Enviar denuncia',
  cancel: 'Cancelar',
  reported:
    'Gracias: tu denuncia se ha enviado. Los operadores la leen con las líneas de chat que guarda el servidor.',
  mutedForTable: 'silenciado por el anfitrión',
  mutedForMe: 'silenciado por ti',
};

export const moderationRejectionEs = {
  'moderation/removed': 'El anfitrión te ha quitado de esta mesa.',
  'seat/not-a-person': 'Nadie se sienta ahí para ser quitado.',
  'limit/removals': 'El anfitrión ha quitado de esta partida a tantas personas como se permite.',
  'chat/muted': 'El anfitrión ha silenciado tu chat en esta mesa.',
  'mute/self': 'No puedes silenciarte a ti mismo.',
  'report/spectator': 'Solo los jugadores de la mesa pueden denunciar.',
  'report/self': 'No puedes denunciarte a ti mismo.',
  'report/not-a-person': 'Solo se puede denunciar a una persona.',
  'report/limit': 'Has denunciado a tantos jugadores como permite una partida; los operadores las leerán.',
  'report/rate': 'Demasiadas denuncias por ahora; inténtalo más tarde.',
  'text/profane': 'Las mesas públicas no admiten esas palabras; elige otras.',
  suspended: 'Esta dirección no puede jugar en mesas públicas por ahora.',
  'suspended/account': 'Esta cuenta no puede jugar en mesas públicas por ahora.',
  'report/enough':
    'Este jugador ya ha sido denunciado suficiente por ahora; los operadores leerán esas denuncias.',
  'rate/public-tables': 'Demasiadas mesas públicas nuevas desde tu red o tu cuenta; espera un rato.',
  'rate/quick-play': 'Demasiadas partidas rápidas desde tu red o tu cuenta; espera un rato.',
};

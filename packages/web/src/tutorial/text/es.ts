export const coachEs = {
  title: 'Tutorial',
  intro:
    'Aprende todo el juego en tres lecciones. Cada una es una partida guiada contra bots, con las reglas reales, en menos de diez minutos: un coach explica cada paso cuando llega y espera a que lo juegues.',
  start: 'Empezar la lección',
  starting: 'Preparando la mesa…',
  notFair: 'Tutorial: el reparto es siempre el mismo, así que es una lección, no una partida justa.',
  coach: 'Entrenador',
  gotIt: 'Entendido',
  botsWait: 'Los bots esperan a que lo hayas leído.',
  progress: 'Paso {{n}} de {{total}}',
  choose: 'Elige una lección',
  completed: 'completada',
  soon: 'próximamente',
  next: 'Siguiente lección: {{title}}',
  allLessons: 'Todas las lecciones',
  allDone:
    'Has completado todas las lecciones. Empieza una partida de verdad desde la página de inicio, con amigos o con bots.',
  lessons: {
    investigator: {
      title: 'Lección 1: Investigador',
      summary:
        'Moverse, encontrarse con otros, comprobar un estado, revelar un asesinato y expulsar al Cultista con la votación.',
    },
    cultist: {
      title: 'Lección 2: Cultista',
      summary:
        'Asesinar sin testigos, ocultar una carta de Muerto, saber qué saben los demás Cultistas y reclamar la victoria en el momento justo.',
    },
    mountains: {
      title: 'Lección 3: Montañas del Caos',
      summary: 'La puerta giratoria, subir a un ascensor, viajar en él y llamarlo, y una Profesión.',
    },
  },
};

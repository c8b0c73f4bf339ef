import type { ProfessionsTexts } from './types.ts';

export const professionsEs: ProfessionsTexts = {
  title: 'Profesión',
  helpPhase: {
    mayorDecision:
      'La Votación acabó en empate. El Alcalde vivo decide: eliminar a uno de los Personajes empatados, o a nadie.',
    detectiveNight:
      'Una breve Fase de noche: todos cierran los ojos, solo el Detective ve quién tiene la ficha de Informante y luego todos abren los ojos. Todas las pantallas muestran los mismos pasos.',
  },
  name: {
    mayor: 'Alcalde',
    detective: 'Detective',
    exorcist: 'Exorcista',
    profiler: 'Criminólogo',
    saboteur: 'Saboteador',
  },
  power: {
    mayor:
      'Cada vez que una Votación acaba en empate, el Alcalde decide: eliminar a uno de los Personajes empatados, o a nadie.',
    detective:
      'Cuando se revela el Detective, sigue una breve Fase de noche en la que solo él ve quién es el Informante. Puede decir la verdad o mentir.',
    exorcist:
      'Una vez por partida, como acción extra gratuita en su turno: devolver la vida a un fantasma (su carta Muerto boca arriba sale del juego) y luego asesinar a otro Personaje vivo.',
    profiler:
      'Al comprobar un estado (con la acción o la Cámara), el Criminólogo no baraja el Mazo de Pulso y ve sus cartas en orden, la de arriba primero.',
    saboteur:
      'Una vez por partida, como acción extra gratuita en su turno: intercambiar sin mirarlos los mazos de Habitación de dos Habitaciones sin terminar con al menos 1 carta cada uno.',
  },
  token: {
    faceDown:
      'La ficha de Profesión está boca abajo junto al tablero: la primera lucha con éxito contra un Cultista la gana.',
    held: '{{seat}} es {{profession}}.',
    used: 'El poder (una vez por partida) ya se ha usado.',
    lost: 'La Profesión {{profession}} se perdió con la muerte de {{seat}}; la ficha ha salido del juego.',
    badge: 'Profesión: {{profession}}',
    badgeLost: 'Profesión perdida: {{profession}}',
    seenAtEnd: 'La ficha de Profesión era: {{profession}}.',
  },
  mine: {
    show: 'Toca para ver tu ficha',
    hide: 'Ocultar tu ficha',
    title: 'Tu ficha de apoyo de detective',
    informant: 'Informante: eres el Informante.',
    notInformant: 'No informante.',
    knownInformant: 'Lo viste como Detective: {{seat}} es el Informante.',
    pulseOrder: 'El Mazo de Pulso de {{seat}}, la carta de arriba primero:',
    position: '{{n}}. {{card}}',
  },
  mayor: {
    title: 'El Alcalde decide el empate',
    you: 'La Votación está empatada entre {{tied}}. Como Alcalde decides: eliminar a uno de ellos, o a nadie.',
    other: 'La Votación está empatada entre {{tied}}. Decide {{mayor}}, el Alcalde.',
  },
  night: {
    title: 'La breve noche del Detective',
    intro:
      'El Detective ha sido revelado. Todas las pantallas muestran los mismos pasos; solo el Detective ve algo.',
    close: 'Todos toman su ficha de apoyo de detective en la mano y cierran los ojos.',
    turn: 'Todos ponen su ficha boca arriba.',
    detective: 'El Detective abre los ojos y ve quién es el Informante.',
    cover: 'Todos vuelven a tapar su ficha.',
    open: 'Todos abren los ojos.',
    sawInformant: 'Eres el Detective: {{seat}} es el Informante.',
    sawNothing: 'Tus ojos siguieron cerrados: no viste nada.',
  },
  actions: {
    mayorDecides: 'Eliminar a {{seat}}',
    mayorNobody: 'No eliminar a nadie',
    exorcise: 'Devolver la vida a {{ghost}} y asesinar a {{victim}}',
    swapRoomDecks: 'Intercambiar los mazos de Habitación de {{room}} y {{other}}',
    exorciseTitle: 'Exorcista (una vez por partida, gratis)',
    exorciseGhost: 'Elige primero el fantasma que vuelve a la vida.',
    exorciseVictim: 'Ahora elige a quién asesinar. {{ghost}} volverá a vivir.',
    revive: 'Devolver la vida a {{seat}}',
    murder: 'Asesinar a {{seat}}',
    saboteurTitle: 'Saboteador (una vez por partida, gratis)',
    saboteurFirst: 'Elige la primera Habitación.',
    saboteurSecond: 'Elige la Habitación cuyo mazo cambia de sitio con el de {{room}}.',
    back: 'Atrás',
    afterAction: 'Tu acción está hecha. Aún puedes usar tu Profesión en este turno, o renunciar a ello.',
  },
  explain: {
    mayorDecides: 'Alcalde: decides la Votación empatada; el Personaje que elijas queda eliminado.',
    exorcise:
      'Exorcista: el fantasma vuelve a vivir (su carta Muerto boca arriba sale del juego) y luego la víctima es asesinada sin Votación. Gratis; después haces tu acción.',
    swapRoomDecks:
      'Saboteador: los dos mazos cambian de Habitación sin que nadie los vea; las fichas se quedan. Gratis; después haces tu acción.',
  },
  ev: {
    professionEarned: '{{seat}} gana la Profesión: {{profession}}.',
    professionLost: '{{seat}} muere y pierde la Profesión {{profession}}.',
    informantSeen: 'Como Detective, {{seat}} ve que {{informant}} es el Informante.',
    mayorDecided: 'El Alcalde {{seat}} decide el empate entre {{tied}}: {{eliminated}} queda eliminado.',
    mayorDecidedNobody: 'El Alcalde {{seat}} decide el empate entre {{tied}}: nadie queda eliminado.',
    exorcised: 'El Exorcista {{seat}} devuelve la vida a {{revived}} y asesina a {{victim}}.',
    exorcisedCard:
      'El Exorcista {{seat}} devuelve la vida a {{revived}} (la carta Muerto boca arriba sale del juego) y asesina a {{victim}}.',
    roomDecksSwapped: 'El Saboteador {{seat}} intercambia los mazos de Habitación de {{room}} y {{other}}.',
    pulseOrderSeen:
      'Como Criminólogo, {{seat}} ve el Mazo de Pulso de {{target}} en orden, de arriba abajo: {{cards}}.',
  },
  reveal: {
    informant: 'El Informante era {{seat}}.',
  },
};

import type { Messages } from '../types.ts';

export const rulesEs: Messages['rules'] = {
  ui: {
    rolesInPlay: 'Roles en juego',
    roleCount: '{{role}} × {{n}}',
    roundEvent: 'Evento de esta Ronda',
    repeats: 'Repite: {{event}}',
    ability: 'Habilidad',
    learn: 'Aprende a jugar',
  },
  role: {
    investigator:
      'Sin habilidad especial. Sigue tu Ruta para las acciones de habitación y di la verdad si encuentras una carta Muerto.',
    cultist:
      'Asesina Investigadores dándoles cartas Muerto en los Encuentros. Puedes ignorar tu Ruta y mentir sobre lo que compruebas. En la Fase de noche conoces a los demás Cultistas y quién empieza muerto.',
    seer: 'En la Fase de noche sabes quiénes son los Cultistas. Mantente oculto: si los Cultistas te señalan al final de la partida, ganan pase lo que pase.',
    radiantBeauty:
      'Donde estés, vivo o como fantasma, siempre hay luz y electricidad. Cuando mueras, se revela tu Rol.',
    infected:
      'Cuando mueras, se revela tu Rol y nadie da cartas en los Encuentros hasta el final de la Ronda siguiente.',
    superGhost:
      'Como fantasma puedes hacer todas las acciones de habitación como un personaje vivo, pero sigues sin participar en los Encuentros. Cuando mueras, se revela tu Rol.',
    mechanic: 'Mientras vivas, puedes ignorar tu Ruta: todas las acciones de habitación están a tu alcance.',
    greenhorn:
      'Mueres y te conviertes en fantasma en cuanto usas la Cámara o inicias una votación (entonces votas como fantasma).',
    butterfingers:
      'Mueres después de usar el Cuchillo, para lo que sea, aunque un evento te obligue a usarlo.',
    crybaby:
      'Mueres después de haber tenido que revelar un personaje muerto al comprobar un estado o con el evento Ojos falsos te miran.',
    firestarter:
      'Tu mazo tiene una carta Sabotaje y una Fracaso en lugar de 2 cartas Éxito. Si al final de la Ronda 5 aún tienes en la mano alguna de esas cartas rojas, mueres.',
    assassin:
      'Una vez por partida, estando vivo, puedes revelar tu Rol y asesinar a un personaje de tu ubicación. No hay votación; si era el último Cultista vivo, la partida termina.',
  },
  event: {
    lightningStrike:
      'La electricidad cambia: se corta si estaba encendida y vuelve si estaba cortada. Sin electricidad la Cámara no funciona y 2 o más personajes vivos en un mismo lugar tienen un Encuentro. Vuelve con otro Rayo o al reiniciar la fuente de energía.',
    secretDoors:
      'Hasta el siguiente evento, todas las habitaciones del mismo color cuentan como conectadas: puedes pasar de una a otra y actuar sobre una habitación gemela. Puede provocar Encuentros al instante.',
    noConnection:
      'Hasta el siguiente evento nadie puede hablar (el chat está cerrado). Se permiten comentarios sobre el desarrollo del juego y las votaciones siguen celebrándose.',
    falseEyes:
      'Quien tiene el Cuchillo, si está vivo, puede comprobar en secreto el mazo de Pulso de otro personaje vivo y decide si revela un asesinato, lo que inicia una votación. Si está muerto, no pasa nada.',
    lifelines:
      'El Cuchillo, aunque sea fantasma, señala a 2 personajes vivos (3 con 7–8 jugadores), él incluido. Cada uno baraja su mazo de Pulso y revela la carta superior: una carta Muerto queda boca arriba y lo vuelve fantasma; una Vivo vuelve boca abajo. Si alguien fue asesinado, hay una Votación.',
    boostedMorale: 'Cada personaje tiene 1 punto de movimiento más en la siguiente Fase de movimiento.',
    inControl:
      'Quien tiene el Cuchillo, si está vivo, puede sacar una ficha de evento de la bolsa, mirarla en secreto y luego retirarla de la partida o devolverla. Puede decir qué era, o mentir.',
    portalOpens:
      'El Portal se abre en la habitación verde. Si dos personajes vivos lo cierran allí juntos en 3 Rondas (2 con 7–8 jugadores), los Investigadores necesitan 1 PV menos; si no, 1 PV más.',
    brokenPanes:
      'Las 2 cartas superiores del mazo de robo se barajan en el mazo de Paso Inseguro. Luego se revela 1 carta de Paso Inseguro, se resuelve y se vuelve a barajar.',
    lostMorale:
      'Cada personaje vivo tiene 1 punto de movimiento menos en la siguiente Fase de movimiento. No afecta a los fantasmas.',
    mirror:
      'El evento de la Ronda anterior se repite. En la Ronda 1 no pasa nada; tras El Portal se abre, el Portal sigue abierto 1 Ronda más.',
  },
};

import type { LessonTexts } from '../../lessons/lesson.ts';

export const cultistEs: LessonTexts = {
  steps: {
    night: {
      title: 'Eres el Cultista',
      text: 'Mira tu Rol en tu propio panel: eres el Cultista y los otros cuatro son Investigadores. En la fase nocturna un Cultista descubre quién empieza muerto: {{dead}}. Ese Investigador ya cuenta para tu victoria. Confirma la Noche para empezar.',
      alone:
        'A cinco jugadores eres el único Cultista: no hay otro Cultista que conocer y nadie te conoce, salvo el Vidente, escondido entre los Investigadores.',
      others: 'Tus compañeros Cultistas, que también te conocen: {{names}}.',
    },
    route: {
      title: 'Tu Ruta, un disfraz',
      text: 'Tienes una carta de Ruta como todos, pero como Cultista puedes ignorarla: cualquier acción de habitación es tuya, diga lo que diga. Usar habitaciones fuera de tu Ruta ronda tras ronda puede delatarte, así que juega como lo haría un Investigador.',
    },
    move: {
      title: 'Busca a alguien solo',
      text: 'Te toca moverte: {{mp}} puntos de movimiento, uno por puerta. Un Encuentro de exactamente dos no tiene testigos: ve hacia un personaje que esté solo y termina allí tu movimiento.',
      meet: 'Solos ahora: {{names}}.',
    },
    encounter: {
      title: 'Un asesinato sin testigos',
      text: 'Te encuentras con {{names}}. Cada uno pone una carta boca abajo en el mazo de Pulso del otro; nadie la ve, ni siquiera quien la recibe.',
      murder: 'Dale a {{name}} una carta Muerto: es un asesinato y nadie lo sabe.',
      spare: '{{name}} ya está muerto: otra carta Muerto no añade nada. Da una carta Vivo.',
      many: 'Más de dos se encuentran a oscuras: elige primero quién recibe tu carta y después la carta. Con varios alrededor, un asesinato es más arriesgado.',
    },
    murder: {
      title: 'Nadie lo vio',
      text: '{{name}} tiene ahora tu carta Muerto: asesinado. Nadie lo sabe, tampoco {{name}}, hasta que alguien compruebe ese mazo de Pulso. {{name}} sigue jugando como si estuviera vivo.',
    },
    pass: {
      title: 'Tu acción',
      text: 'La fase de acción: haz una acción o pasa. Nadie a tu lado está muerto que tú sepas, así que aún no hay nada que ocultar: pasa, o haz lo que haría un Investigador.',
    },
    notYet: {
      title: '¿Reclamar la victoria? Todavía no',
      text: 'Fin de la ronda. Como único Cultista puedes reclamar la victoria ahora: te revelas y se comprueban todos los mazos de Pulso. Necesitas {{needed}} Investigadores muertos y conoces {{count}} ({{names}}). Reclamar ahora sería un error, y una reclamación errónea pierde al instante. Termina la ronda.',
    },
    again: {
      title: 'Otro asesinato',
      text: 'Conoces {{count}} muertos de los {{needed}} que necesitas ({{names}}). Ve otra vez hacia alguien solo para un segundo asesinato.',
      meet: 'Solos ahora: {{names}}.',
    },
    checkDead: {
      title: 'Comprobar un estado, mintiendo',
      text: 'Contigo está {{names}}, y sabes que está muerto. Comprueba su estado: verás la carta Muerto.',
    },
    conceal: {
      title: 'Oculta la carta Muerto',
      text: 'El mazo de Pulso de {{name}} tiene {{alive}} Vivo y {{dead}} Muerto. Un Investigador debe revelar una carta Muerto; un Cultista puede ocultarla. Termina la comprobación sin revelar: {{name}} cuenta como vivo hasta que salga la verdad, y pareces un Investigador cuidadoso.',
    },
    claim: {
      title: '¡Reclama la victoria!',
      text: 'Ahora {{count}} de los {{needed}} están muertos ({{names}}): reclama la victoria. Se comprueba al instante: si es cierto, ganan los Cultistas; si no, pierdes. Si una votación te hubiera eliminado antes de reclamar, habrías perdido fueran cuantos fueran tus muertos: reclama en cuanto sea cierto.',
    },
    end: {
      title: 'El final',
      text: 'La partida ha terminado: ganan los {{team}}. Abajo se revelan todos los Roles y todas las cartas: mira a quién asesinaste y qué carta ocultaste.',
    },
  },
};

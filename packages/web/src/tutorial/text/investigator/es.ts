import type { LessonTexts } from '../../lessons/lesson.ts';

export const investigatorEs: LessonTexts = {
  steps: {
    night: {
      title: 'Tu Rol y la noche',
      text: 'Tu Rol es secreto, como todos: en tu propio panel, tócalo para verlo y otra vez para ocultarlo. Decide tu equipo. Uno de los otros cuatro es un Cultista escondido entre vosotros. En la Fase de noche el Cultista sabe quién empieza muerto y la Vidente sabe quién es el Cultista; un Investigador no sabe nada. Confirma la noche para empezar.',
    },
    route: {
      title: 'Tu Ruta',
      text: 'Tu carta de ruta secreta indica los colores de habitación cuyas acciones de habitación puedes usar en cada Ronda. En esta Ronda: {{colours}}. Puedes ir a cualquier parte: la Ruta solo limita las acciones de habitación, y las acciones de personaje como Comprobar un estado sirven en todas partes.',
    },
    move: {
      title: 'Tu primer movimiento',
      text: 'Te toca moverte: tienes {{mp}} puntos de movimiento y cada puerta cuesta uno. Toca una ubicación resaltada en el mapa, o un botón del panel de acciones, paso a paso, y termina tu movimiento. Un movimiento nunca acaba donde empezó. Entrar en una ubicación con exactamente otro personaje vivo provoca un Encuentro.',
      meet: 'Solos en su ubicación ahora mismo: {{names}}. Ve hacia uno de ellos.',
    },
    encounter: {
      title: 'Un Encuentro',
      text: 'Te encuentras con {{names}}. Cada uno pone una carta de su mano boca abajo en el mazo de Pulso del otro, sin que nadie la vea: una carta Vivo no hace nada, una carta Muerto es un asesinato que nadie ve todavía. Como Investigador solo tienes cartas Vivo.',
      two: 'Entre dos no hay a quién elegir: dale tu carta Vivo a {{name}}.',
      many: 'Varios se encuentran a oscuras: elige primero quién recibe tu carta y después la carta.',
    },
    event: {
      title: 'Un evento',
      text: 'La Fase de eventos: sale una ficha de evento de la bolsa: {{event}}. Su efecto dura hasta el siguiente evento. El reloj guarda el evento de cada Ronda.',
    },
    action: {
      title: 'Tu acción',
      text: 'La Fase de acciones: haz una acción o pasa. Comprobar un estado mira en secreto el mazo de Pulso de un personaje de tu ubicación: una carta Muerto en él es un asesinato. Las acciones de habitación necesitan una habitación que tu Ruta permita en esta Ronda.',
      check: 'En tu ubicación contigo: {{names}}. ¡Comprueba un estado!',
    },
    check: {
      title: 'Lo que has visto',
      text: 'El mazo de Pulso de {{name}} tiene {{alive}} Vivo y {{dead}} Muerto. Un Investigador debe decir la verdad: si has visto una carta Muerto, revélala.',
    },
    murder: {
      title: 'Un asesinato revelado',
      text: '{{name}} tenía una carta Muerto en su mazo de Pulso y ahora es un fantasma. Los fantasmas siguen jugando: se teletransportan en vez de caminar, no tienen Encuentros y siguen votando. Cada asesinato revelado inicia una votación.',
    },
    vote: {
      title: 'La votación',
      text: 'Primero todos hablan y luego cada uno señala en secreto a un personaje, o se abstiene. Quien tiene más votos que cualquier otro y que las abstenciones queda eliminado y se convierte en fantasma. Elimina al Cultista y los Investigadores ganan (salvo que el Cultista señale entonces a la Vidente). ¿Quién se encontró con la víctima? ¿Quién comprobó a quién?',
    },
    end: {
      title: 'El final',
      text: 'La partida ha terminado: ganan los {{team}}. Abajo se revelan todos los Roles y todas las cartas. Ese es todo el juego: empieza una partida de verdad desde la página de inicio, con amigos o con bots.',
    },
  },
};

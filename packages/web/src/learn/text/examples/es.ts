import type { LearnText } from '../en.ts';

export const examplesLearnEs: LearnText['examples'] = {
  label: 'Ejemplo: {{title}}',
  play: 'Reproducir',
  pause: 'Pausa',
  previous: 'Paso anterior',
  next: 'Paso siguiente',
  position: 'Paso {{n}} de {{total}}',
  loading: 'Preparando el ejemplo…',
  points: 'Puntos de movimiento restantes: {{mp}}',
  pointsOver: 'Movimiento terminado',
  movement: {
    title: 'un movimiento, punto a punto',
    start:
      '{{seat}} empieza su movimiento en {{loc}} con {{mp}} puntos de movimiento. Los lugares resaltados están a una sola puerta.',
    first:
      '{{seat}} cruza una puerta hacia {{loc}}: le quedan {{mp}} puntos de movimiento. Los lugares resaltados vuelven a estar a una puerta.',
    second: '{{seat}} cruza otra puerta, hacia {{loc}}: le queda {{mp}} punto de movimiento.',
    last: '{{seat}} gasta el último punto en una tercera puerta y se detiene en {{loc}}. Su movimiento ha terminado y se mueve el siguiente personaje en el turno.',
  },
  blackout: {
    title: 'un Encuentro en un apagón',
    dark: 'Un Rayo ha cortado la energía. {{seat}} está en {{loc}}; en el pasillo de al lado hay dos personajes juntos.',
    meet: '{{seat}} entra en {{loc}}. A oscuras, los tres se encuentran en un mismo Encuentro.',
    recipients: 'Uno tras otro, cada uno de los tres nombra quién recibe su carta.',
    cards:
      'Los tres dan una carta boca abajo. Nadie más sabe qué se dio: aquí el Cultista dio una carta Muerto, y solo una comprobación de ese mazo de Pulso lo mostrará.',
  },
  knife: {
    title: 'una Votación con el Cuchillo',
    called: 'Se ha convocado una Votación en el Comedor. Primero todos debaten; {{seat}} tiene el Cuchillo.',
    ballots: 'Todos han emitido un voto secreto. Nadie ve el de otro hasta que todos se revelan a la vez.',
    reveal:
      'Se revelan los votos: empate. {{seat}}, que tiene el Cuchillo y sigue vivo, puede ahora cambiar su voto.',
    knife: '{{seat}} cambia su voto, y eso decide la Votación.',
  },
  map: {
    title: 'Leer el mapa',
    intro:
      'El mapa muestra todo lo que hay en la mesa a la vista de todos. Cada marca se dibuja como en el juego:',
    badges:
      'Las marcas en la parte superior de una habitación son sus insignias: su icono, cuántas cartas tiene su mazo de Habitación, cuántos Libros quedan en ella y, una vez explorada, ✓ (⚠ para una habitación de Paso Inseguro, ★ cuando está terminada).',
    racks:
      'La Estantería tiene un estante por color. Cada uno muestra en su placa de latón los puntos de victoria que da y, debajo, sus Libros frente a los que lo llenan: un estante lleno da sus puntos.',
    cultistSpaces:
      'Junto al mapa están los espacios de las fichas de Cultista: las fichas esperan allí boca abajo hasta que un Fracaso sacado del mazo de Paso Inseguro envía una a la habitación que muestra su cara.',
    lake: 'El Lago, arriba a la derecha, es donde empieza el Hombre Pez. El mazo de Paso Inseguro puede traerlo a su pasillo; ahuyentado, vuelve al Lago.',
  },
};

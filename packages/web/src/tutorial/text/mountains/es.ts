import type { LessonTextsOf } from './types.ts';

export const mountainsEs: LessonTextsOf = {
  steps: {
    night: {
      title: 'Siete a la mesa',
      text: 'Vuelves a ser Investigador, ahora en el mapa de Mountains of Chaos con siete jugadores. Dos Cultistas se esconden entre vosotros, y se conocen. Esta partida usa también el módulo de Profesiones: una ficha de Profesión está boca abajo junto al mapa, y un Investigador tiene en secreto la ficha de Informante. Confirma la noche para empezar.',
    },
    map: {
      title: 'El mapa de Mountains of Chaos',
      text: 'Aquí los pasillos se juntan en un cruce central: entrar en un pasillo de otro color cuesta 1 punto de movimiento, como una puerta. La puerta giratoria está en el cruce y separa un pasillo de los demás: ahora {{hallway}}. Sus puertas a las habitaciones siguen abiertas. Después de cada Fase de movimiento la puerta giratoria gira un cuarto en el sentido de las agujas del reloj y bloquea el siguiente pasillo.',
    },
    board: {
      title: 'Subir a un ascensor',
      text: 'Cada uno de los dos ascensores une dos habitaciones y es una ubicación propia. Ve a una habitación donde haya un ascensor (el mapa lo muestra) y entra en el ascensor: subir cuesta siempre 1 punto de movimiento.',
    },
    ride: {
      title: 'Viajar en el ascensor',
      text: 'Estás en el ascensor. Viajar es gratis: todos los que están dentro bajan en la otra habitación, y llegar allí puede provocar un Encuentro. Viaja ahora y termina tu movimiento en esa habitación. Un ascensor necesita electricidad: sin corriente no se mueve.',
    },
    door: {
      title: 'La puerta giratoria ha girado',
      text: 'La Fase de movimiento ha terminado y la puerta giratoria ha girado un cuarto: ahora bloquea {{hallway}}. Un ascensor con alguien dentro viaja solo en este momento, si hay corriente.',
    },
    token: {
      title: 'Una ficha de Cultista',
      text: 'El Paso Inseguro ha dado un Fracaso: una ficha de Cultista ocupa ahora {{room}}. Nadie puede hacer allí una acción de habitación hasta que alguien luche contra ella. En esta partida, el primer personaje que luche contra una ficha de Cultista gana la Profesión que está junto al mapa.',
    },
    fight: {
      title: 'Lucha contra el Cultista',
      text: 'Hay una ficha de Cultista en tu habitación. Luchar contra un Cultista es una acción de personaje: tu Ruta no importa. Lucha: la ficha sale del juego y la Profesión es tuya.',
    },
    detective: {
      title: 'Una Profesión: el Detective',
      text: '{{name}} luchó primero y ganó la Profesión: el Detective. Sigue una noche corta en la que solo el Detective ve quién tiene la ficha de Informante, un Investigador seguro. El Detective puede decir la verdad a la mesa, o mentir. Confirma para seguir.',
      seen: 'Lo has visto: {{name}} es el Informante, un Investigador de quien puedes fiarte.',
    },
    encounter: {
      title: 'Un Encuentro',
      text: 'Te encuentras con {{names}}. Como en la primera lección, cada uno pone una carta boca abajo en el mazo de Pulso del otro: una carta Vivo no hace nada, una carta Muerto es un asesinato que nadie ve todavía. Como Investigador solo tienes cartas Vivo. Elige quién recibe tu carta y después la carta.',
    },
    call: {
      title: 'Llamar a un ascensor',
      text: 'Un ascensor también se puede llamar, gratis, durante tu movimiento: ponte en una habitación donde para mientras está en su otra parada. En esta Ronda tu Ruta debe permitir el color de la habitación (los Cultistas no lo necesitan). El ascensor viene a ti; quien estaba dentro baja en tu habitación.',
      where: 'Podrías llamar a uno desde: {{rooms}}.',
    },
    action: {
      title: 'Tu acción',
      text: 'La Fase de acción: haz una acción o pasa. Las acciones de personaje, como Comprobar un estado o Luchar contra un Cultista, sirven en todas partes; una acción de habitación necesita el color de la habitación en tu Ruta en esta Ronda, y ninguna ficha de Cultista en la habitación. La Profesión se gana una sola vez: una lucha posterior solo libera su habitación.',
    },
    plan: {
      title: 'Planea alrededor de la puerta giratoria',
      text: 'En esta Ronda la puerta giratoria bloquea {{hallway}}; después de esta Fase de movimiento gira y bloquea {{next}}. Elige tu camino, y tu ascensor, teniéndolo en cuenta: el pasillo bloqueado conserva sus puertas a las habitaciones.',
    },
    murder: {
      title: 'Un asesinato revelado',
      text: '{{name}} tenía una carta Muerto en su mazo de Pulso y ahora es un fantasma. Cada asesinato revelado inicia una votación.',
      lost: 'Solo los vivos tienen una Profesión: la ficha del Detective sale del juego.',
    },
    vote: {
      title: 'La votación',
      text: 'Hablad y después señalad en secreto a un personaje, o absteneos. Con dos Cultistas en la mesa, eliminar a uno no acaba la partida: los Investigadores ganan cuando los dos están fuera, por votación o de otro modo. ¿Quién se encontró con la víctima?',
    },
    check: {
      title: 'Lo que has visto',
      text: 'El mazo de Pulso de {{name}} tiene {{alive}} Vivo y {{dead}} Muerto. Un Investigador debe decir la verdad: si has visto una carta Muerto, revélala.',
    },
    end: {
      title: 'El final',
      text: 'La partida ha terminado: ganan los {{team}}. Ya conoces Mountains of Chaos: la puerta giratoria, los ascensores y una Profesión. Empieza una partida de verdad desde la página de inicio: elige el mapa de Mountains y, con siete u ocho plazas, el módulo de Profesiones.',
    },
  },
};

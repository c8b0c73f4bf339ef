import type { LearnText } from './en.ts';
import { examplesLearnEs } from './examples/es.ts';
import { mountainsLearnEs } from './mountains/es.ts';
import { professionsLearnEs } from './professions/es.ts';

export const learnEs: LearnText = {
  title: 'Aprende a jugar',
  intro:
    'Among Cultists es un juego de roles ocultos para {{min}} a {{max}} jugadores. La mayoría sois Investigadores de una sociedad secreta, encerrados en una universidad encantada; uno o dos de vosotros sois Cultistas que los quieren muertos. Nadie sabe quién es quién.',
  contents: 'Contenido',
  goal: {
    title: 'El objetivo',
    investigators:
      'Los Investigadores ganan en cuanto alcanzan su objetivo de puntos de victoria llevando Libros a la Estantería, o cuando todos los Cultistas han sido eliminados en una votación o asesinados.',
    cultists:
      'Los Cultistas ganan cuando hay suficientes Investigadores muertos, o si los Investigadores no han alcanzado su objetivo al final de la Ronda {{rounds}}. Con un Vidente en juego, los Cultistas también pueden ganar señalándolo al final.',
  },
  round: {
    title: 'Una Ronda',
    text: 'La partida dura como máximo {{rounds}} Rondas. Antes de la primera, la Fase de noche muestra a cada uno su Rol. Después, cada Ronda tiene cuatro fases:',
    event:
      'Quien tiene el Cuchillo saca una ficha de evento de la bolsa: cambia las reglas hasta que se saque la siguiente.',
  },
  movement: {
    title: 'Movimiento',
    mapCaption:
      'La universidad al comienzo de una partida real de {{players}} jugadores: habitaciones de seis colores, pasillos entre ellas y las puertas, que cuestan 1 punto de movimiento cada una.',
    text: 'Cada puerta que cruzas cuesta 1 punto de movimiento. Puedes parar antes de gastar todos tus puntos, pero un movimiento nunca debe terminar donde empezó, y entrar donde hay otro personaje vivo puede provocar un Encuentro.',
    fishman:
      'El Hombre Pez empieza en el Lago, arriba a la derecha del mapa. Cuando entra en la universidad se queda en un pasillo, y solo un personaje vivo que tenga el Cuchillo puede entrar en él.',
  },
  encounters: {
    title: 'Encuentros y el mazo de Pulso',
    cards:
      'En la mano tienes cartas de Encuentro (Vivo y Muerto) para dar en los Encuentros, y cartas de habitación (Éxito, Fracaso, Sabotaje) para las habitaciones. Solo los Cultistas empiezan con cartas Muerto en la mano.',
    cardsCaption: 'Las cartas del juego',
  },
  events: {
    title: 'Eventos',
    text: 'La bolsa contiene {{tokens}} fichas de evento; en cada Fase de eventos se saca una, que queda en el reloj para esa Ronda.',
    count: '× {{n}}',
    lifelines:
      'De la expansión Mountains of Chaos, opcional: una partida que usa Líneas de vida la pone en la bolsa en lugar de {{replaced}}.',
  },
  actions: {
    title: 'Acciones',
    text: 'En la Fase de acciones cada personaje hace una acción o pasa. Los vivos pueden hacer una acción de personaje en cualquier lugar. Una acción de habitación exige estar en esa habitación, y los Investigadores solo pueden usar las habitaciones que su carta de ruta permite en esa Ronda.',
    routeCaption:
      'Una carta de ruta de una partida real: cada línea indica los colores de habitación que su dueño puede usar en esas Rondas.',
    character: 'Acciones de personaje',
    room: 'Acciones de habitación',
    books:
      'Comprobar una habitación es como los Libros llegan a la Estantería: cada estante lleno de Libros da sus puntos de victoria.',
    drawPileState:
      'Después, la carta superior del mazo de robo va boca abajo al mazo de Habitación de la habitación donde está el personaje comprobado, o al mazo de Paso Inseguro si está en un pasillo.',
    drawPileCamera:
      'Cuando la cámara comprueba el estado de un personaje, la carta superior del mazo de robo va igualmente boca abajo al mazo de Habitación de su habitación, o al mazo de Paso Inseguro si está en un pasillo.',
  },
  action: {
    checkState: 'Comprobar un estado',
    secureHallway: 'Asegurar un pasillo',
    fightCultist: 'Luchar contra un Cultista',
    scareFishman: 'Ahuyentar al Hombre Pez',
    assassinate: 'Asesinar a un personaje',
    fillRoom: 'Llenar el mazo de Habitación',
    checkRoom: 'Comprobar una habitación',
    initiateVote: 'Iniciar una votación',
    useCamera: 'Usar la Cámara',
    restartPower: 'Reiniciar la fuente de energía',
    closePortal: 'Cerrar el Portal',
  },
  votes: {
    title: 'Votaciones',
    when: 'Hay que votar cada vez que se revela un asesinato; además, un personaje vivo puede iniciar una votación en el Comedor, una vez por Ronda. El personaje eliminado se convierte en fantasma, y un Cultista solo lo dice si era el último vivo.',
  },
  ghosts: {
    title: 'Fantasmas',
    text: 'Los muertos no quedan fuera de la partida. Incluso puedes estar muerto sin saberlo: una carta Muerto en tu mazo de Pulso cuenta en cuanto alguien la encuentra, y al final de la partida.',
    mapCaption:
      'Una posición real en la Ronda {{round}}: el Hombre Pez ha salido del lago y bloquea un pasillo, una ficha de Cultista cierra una habitación, un fantasma está en la habitación {{ghost}} y dos personajes vivos comparten la habitación {{meeting}}.',
    rules:
      'En cuanto se conoce la muerte de un personaje, se convierte en Fantasma. Los Fantasmas nunca participan en Encuentros, pueden votar pero no convocar una Votación, y solo pueden llenar mazos de Habitación o comprobar habitaciones.',
  },
  winning: {
    title: 'Cómo gana cada equipo, según el número de jugadores',
    text: 'Con {{four}} jugadores, el AUTOMA se une como personaje Investigador adicional y se juega la columna de {{five}}; con {{six}} jugadores se puede añadir y se juega la columna de {{seven}}.',
    caption: 'Objetivos y cartas iniciales según el número de jugadores',
    players: 'Jugadores',
    cultists: 'Cultistas',
    vpTarget: 'Puntos de victoria que necesitan los Investigadores',
    killTarget: 'Investigadores muertos que necesitan los Cultistas',
    investigatorDeck: 'Mazo de cada Investigador',
    cultistDeck: 'Mazo de cada Cultista',
    pulseStart: 'Mazo inicial de cartas de Pulso',
    portal: 'Rondas para cerrar el Portal',
    knife: 'Cuchillo vivo en las votaciones',
    knifeChange: 'puede cambiar su voto',
    knifeDouble: 'vale doble',
    none: 'ninguno',
    scoreCaption:
      'El contador de puntos de victoria: los puntos logrados (círculo) y el objetivo (triángulo), que el Portal puede mover 1 casilla.',
    edition:
      'Los mazos de esta tabla siguen la 2.ª edición del reglamento, como toda partida salvo que se pida otra cosa. Los mazos de la 1.ª edición difieren con {{counts}} jugadores; una partida los obtiene con la opción de regla deckEdition=first (en las herramientas de línea de comandos: --rule deckEdition=first).',
  },
  roles: {
    title: 'Roles',
    text: 'Los roles especiales sustituyen a Investigadores normales. Todos salvo el Cultista son del equipo de los Investigadores, pero algunos son desventajas que ayudan a los Cultistas. La Lealtad indica cuánto ayuda un rol al bando que apoya.',
    team: 'Equipo',
    helps: 'Ayuda a',
    loyalty: 'Lealtad',
  },
  automa: {
    title: 'El AUTOMA',
    who: 'El AUTOMA es un personaje que el juego mueve con reglas fijas. Su carta de ruta está boca arriba, sus cartas siguen ocultas y su Rol se reparte como el de cualquiera: puede ser en secreto un Cultista.',
    moves:
      'Se dirige a la primera habitación no terminada de su línea de ruta actual y se detiene allí. En los Encuentros da la carta superior de su pila de Encuentro. En una habitación lucha contra una ficha de Cultista, llena un mazo de Habitación sin explorar o comprueba una habitación explorada; en un pasillo, asegura el pasillo. Nunca usa el Cuchillo.',
    votes:
      'En las votaciones se abstiene, y cuenta doble mientras tiene el Cuchillo. Si es el único Cultista y lo eliminan, se cuentan al momento los Investigadores muertos: si son suficientes, ganan los Cultistas.',
  },
  examples: examplesLearnEs,
  mountains: mountainsLearnEs,
  professions: professionsLearnEs,
  glossary: {
    title: 'Palabras del juego',
  },
};

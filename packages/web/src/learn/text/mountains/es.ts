import type { LearnText } from '../en.ts';

export const mountainsLearnEs: LearnText['mountains'] = {
  title: 'Los mapas de Montañas del Caos',
  intro:
    'La expansión Montañas del Caos trae sus propios mapas, para 4-6, 7 y 8 jugadores; quien crea la partida elige el mapa. Las habitaciones son las que ya conoces; los pasillos, la puerta giratoria y dos ascensores son nuevos.',
  mapCaption:
    'Un mapa de Montañas del Caos al comienzo de una partida real de {{players}} jugadores: cuatro pasillos de colores se unen en el cruce central, donde la puerta giratoria bloquea el {{hallway}}.',
  hallways:
    'Pasillos conectados: los pasillos A, B, C y D se unen en un cruce en el centro, cada uno de su color. Pagas 1 punto de movimiento por cada puerta que cruzas y por cada cambio de color de pasillo. De la Sala de Seguridad a la Biblioteca hacen falta 3: al pasillo A, al pasillo D y por la puerta a la Biblioteca.',
  door: 'La puerta giratoria está en el cruce y bloquea un pasillo: no se puede entrar ni salir de él por el cruce, aunque sus puertas a las habitaciones siguen abiertas. Empieza en C y gira un cuarto de vuelta en el sentido de las agujas del reloj tras cada Fase de movimiento: C, D, A, B y de nuevo C.',
  doorCaption: 'El pasillo que bloquea la puerta giratoria en cada ronda',
  round: 'Ronda',
  blocked: 'Bloqueado',
  elevators:
    'Cada ascensor une dos habitaciones y es una ubicación propia: {{first}}; {{second}}. Siempre está en una de sus dos habitaciones.',
  link: '{{elevator}} entre {{a}} y {{b}} (empieza en {{start}})',
  board:
    'Subir cuesta 1 punto de movimiento, desde la habitación donde está el ascensor. Viajar durante tu propio movimiento es gratis: va a su otra habitación y todos los que están dentro bajan allí, lo que puede provocar un Encuentro.',
  auto: 'Tras la Fase de movimiento, cada ascensor con alguien dentro va solo, siempre que haya electricidad.',
  call: 'Si estás en una de sus habitaciones mientras está en la otra, puedes llamarlo gratis, si tu ruta permite esa habitación en esta ronda. Los Cultistas no tienen que seguir su ruta.',
  power: 'Con un corte de energía, el ascensor no se mueve, pero aún puedes subir y bajar.',
  ghosts: 'Los fantasmas se teletransportan como siempre y no pueden subir a un ascensor.',
  victory:
    'En estos mapas los Investigadores necesitan más puntos de victoria; los objetivos de los Cultistas no cambian.',
  victoryCaption: 'Puntos de victoria que necesitan los Investigadores en los mapas de Montañas del Caos',
  players: 'Jugadores',
  vpTarget: 'Puntos de victoria',
};

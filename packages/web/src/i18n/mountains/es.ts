import type { Messages } from '../types.ts';

export const mountainsEs: Messages['mountains'] = {
  boards: {
    university: 'La universidad',
    mountains: 'Montañas del Caos',
  },
  landing: {
    board: 'Mapa',
    boardHint:
      'Montañas del Caos: pasillos conectados, una puerta giratoria y dos ascensores; los Investigadores necesitan más puntos de victoria.',
  },
  hallway: 'Pasillo {{letter}}',
  elevator: 'Ascensor {{n}}',
  colour: {
    amber: 'ámbar',
    teal: 'verde azulado',
    violet: 'violeta',
    slate: 'pizarra',
    rose: 'granate',
    olive: 'oliva',
  },
  board: {
    hallway: '{{name}}: pasillo {{colour}}',
    blocked: 'bloqueado por la puerta giratoria en esta ronda',
    door: 'Puerta giratoria: bloquea {{hallway}} en esta ronda; en la próxima bloqueará {{next}}',
    elevator: '{{name}}: está en {{room}}, {{riders}}',
    empty: 'vacío',
    riders: 'con {{names}} dentro',
    shaft: '{{name}}: su puerta en {{room}}; el ascensor está en {{other}}',
  },
  status: {
    title: 'Puerta giratoria y ascensores',
    door: 'La puerta giratoria bloquea {{hallway}}; en la próxima ronda: {{next}}.',
    elevator: '{{name}} está en {{room}}, {{riders}}.',
  },
  actions: {
    rideElevator: 'Subir en el ascensor hasta la otra habitación',
    callElevator: 'Llamar al {{elevator}} a esta habitación',
  },
  explain: {
    rideElevator:
      'Gratis: el ascensor va a su otra habitación y todos los que están dentro bajan allí. Solo funciona si hay electricidad.',
    callElevator:
      'Gratis: el ascensor viene de la otra habitación a la tuya; quien esté dentro baja aquí. Tu ruta debe permitir esta habitación (los Cultistas no lo necesitan).',
  },
  ev: {
    revolvingDoorTurned: 'La puerta giratoria gira: ahora bloquea {{blocks}}.',
    elevatorRidden_one: '{{by}} sube en el {{elevator}} de {{from}} a {{to}}; {{riders}} baja allí.',
    elevatorRidden_other: '{{by}} sube en el {{elevator}} de {{from}} a {{to}}; {{riders}} bajan allí.',
    elevatorCalled: '{{by}} llama al {{elevator}} de {{from}} a {{to}}.',
    elevatorCalledRiders_one: '{{by}} llama al {{elevator}} de {{from}} a {{to}}; {{riders}} baja allí.',
    elevatorCalledRiders_other: '{{by}} llama al {{elevator}} de {{from}} a {{to}}; {{riders}} bajan allí.',
    elevatorAuto_one: 'El {{elevator}} va solo de {{from}} a {{to}}; {{riders}} baja allí.',
    elevatorAuto_other: 'El {{elevator}} va solo de {{from}} a {{to}}; {{riders}} bajan allí.',
  },
  rejection: {
    'move/revolving-door': 'La puerta giratoria bloquea ese camino en esta ronda.',
    'move/elevator-away': 'El ascensor no está aquí: sube en la habitación donde está, o llámalo.',
  },
  legend: {
    title: 'Montañas del Caos',
    hallwayColour: {
      term: 'Pasillo de color',
      text: 'Los pasillos se unen sin puertas; pasar a un pasillo de otro color cuesta 1 punto de movimiento.',
    },
    letter: {
      term: 'Letra A–D',
      text: 'Nombra cada pasillo en el cruce central, para que el color nunca sea la única pista; un pasillo estrecho cuyo nombre no cabe en su letrero lleva solo su letra.',
    },
    revolvingDoor: {
      term: 'Puerta giratoria (✕)',
      text: 'En el centro: el pasillo tras la barra roja y la ✕ no se puede cruzar por el cruce en esta ronda. Gira tras cada Fase de movimiento: C, D, A, B.',
    },
    elevator: {
      term: 'Ascensor',
      text: 'Una ubicación propia, dibujada junto a la habitación donde está; subir cuesta 1 punto de movimiento, el viaje es gratis.',
    },
    shaft: {
      term: 'Puerta del hueco',
      text: 'La otra parada del ascensor, donde no está ahora.',
    },
  },
  help: {
    title: 'Mapa de Montañas del Caos',
    hallways:
      'Pasillos conectados: pagas 1 punto de movimiento por cada puerta y por cada cambio de color de pasillo.',
    door: 'La puerta giratoria bloquea un pasillo en el cruce central: C en la ronda 1, luego D, A, B y de nuevo C. Gira tras cada Fase de movimiento.',
    elevators:
      'Ascensores: subir cuesta 1 punto de movimiento; viajar durante tu movimiento es gratis. Tras la Fase de movimiento, un ascensor con alguien dentro va solo si hay electricidad. Desde una de sus habitaciones puedes llamarlo si tu ruta permite esa habitación. Sin electricidad no se mueve. Los fantasmas no pueden subir.',
    victory:
      'Los Investigadores necesitan {{four}} puntos de victoria con 4-5 jugadores, {{six}} con 6, {{seven}} con 7 y {{eight}} con 8.',
  },
};

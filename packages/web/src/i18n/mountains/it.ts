import type { Messages } from '../types.ts';

export const mountainsIt: Messages['mountains'] = {
  boards: {
    university: 'L’università',
    mountains: 'Montagne del Caos',
  },
  landing: {
    board: 'Mappa',
    boardHint:
      'Montagne del Caos: Corridoi collegati, una Porta Girevole e due Ascensori; gli Investigatori hanno bisogno di più Punti Vittoria.',
  },
  hallway: 'Corridoio {{letter}}',
  elevator: 'Ascensore {{n}}',
  colour: {
    amber: 'ambra',
    teal: 'verde petrolio',
    violet: 'viola',
    slate: 'ardesia',
    rose: 'bordeaux',
    olive: 'oliva',
  },
  board: {
    hallway: '{{name}}: Corridoio {{colour}}',
    blocked: 'bloccato dalla Porta Girevole in questo round',
    door: 'Porta Girevole: blocca {{hallway}} in questo round; nel prossimo bloccherà {{next}}',
    elevator: '{{name}}: si trova a {{room}}, {{riders}}',
    empty: 'vuoto',
    riders: 'con dentro {{names}}',
    shaft: '{{name}}: la sua porta a {{room}}; l’Ascensore si trova a {{other}}',
  },
  status: {
    title: 'Porta Girevole e Ascensori',
    door: 'La Porta Girevole blocca {{hallway}}; nel prossimo round: {{next}}.',
    elevator: '{{name}} si trova a {{room}}, {{riders}}.',
  },
  actions: {
    rideElevator: 'Prendi l’Ascensore fino all’altra Stanza',
    callElevator: 'Chiama {{elevator}} in questa Stanza',
  },
  explain: {
    rideElevator:
      'Gratis: l’Ascensore va alla sua altra Stanza e chi è dentro scende lì. Funziona solo con la corrente elettrica.',
    callElevator:
      'Gratis: l’Ascensore arriva dall’altra Stanza alla tua; chi è dentro scende qui. Il tuo Itinerario deve permettere questa Stanza (ai Cultisti non serve).',
  },
  ev: {
    revolvingDoorTurned: 'La Porta Girevole gira: ora blocca {{blocks}}.',
    elevatorRidden_one: '{{by}} prende {{elevator}} da {{from}} a {{to}}; {{riders}} scende lì.',
    elevatorRidden_other: '{{by}} prende {{elevator}} da {{from}} a {{to}}; {{riders}} scendono lì.',
    elevatorCalled: '{{by}} chiama {{elevator}} da {{from}} a {{to}}.',
    elevatorCalledRiders_one: '{{by}} chiama {{elevator}} da {{from}} a {{to}}; {{riders}} scende lì.',
    elevatorCalledRiders_other: '{{by}} chiama {{elevator}} da {{from}} a {{to}}; {{riders}} scendono lì.',
    elevatorAuto_one: '{{elevator}} va da solo da {{from}} a {{to}}; {{riders}} scende lì.',
    elevatorAuto_other: '{{elevator}} va da solo da {{from}} a {{to}}; {{riders}} scendono lì.',
  },
  rejection: {
    'move/revolving-door': 'La Porta Girevole blocca quel passaggio in questo round.',
    'move/elevator-away': 'L’Ascensore non è qui: sali nella Stanza dove si trova, oppure chiamalo.',
  },
  legend: {
    title: 'Montagne del Caos',
    hallwayColour: {
      term: 'Corridoio colorato',
      text: 'I Corridoi si uniscono senza porte; passare in un Corridoio di un altro colore costa 1 punto Movimento.',
    },
    letter: {
      term: 'Lettera A–D',
      text: 'Indica ogni Corridoio all’incrocio centrale, così il colore non è mai l’unico indizio; un Corridoio stretto il cui nome non entra nel cartello porta solo la sua lettera.',
    },
    revolvingDoor: {
      term: 'Porta Girevole (✕)',
      text: 'Al centro: il Corridoio dietro la barra rossa e la ✕ non si può attraversare dall’incrocio in questo round. Gira dopo ogni Fase Movimento: C, D, A, B.',
    },
    elevator: {
      term: 'Ascensore',
      text: 'Una Posizione a sé, disegnata presso la Stanza dove si trova; salire costa 1 punto Movimento, il viaggio è gratis.',
    },
    shaft: {
      term: 'Porta del vano',
      text: 'L’altra fermata dell’Ascensore, dove ora non si trova.',
    },
  },
  help: {
    title: 'Mappa Montagne del Caos',
    hallways:
      'Corridoi collegati: paghi 1 punto Movimento per ogni porta e per ogni cambio di colore del Corridoio.',
    door: 'La Porta Girevole blocca un Corridoio all’incrocio centrale: C nel round 1, poi D, A, B e di nuovo C. Gira dopo ogni Fase Movimento.',
    elevators:
      'Ascensori: salire costa 1 punto Movimento; viaggiare durante il tuo Movimento è gratis. Dopo la Fase Movimento un Ascensore con qualcuno dentro parte da solo se c’è corrente. Da una delle sue Stanze puoi chiamarlo se il tuo Itinerario permette quella Stanza. Senza corrente non si muove. I Fantasmi non possono salire.',
    victory:
      'Gli Investigatori hanno bisogno di {{four}} Punti Vittoria con 4-5 giocatori, {{six}} con 6, {{seven}} con 7 e {{eight}} con 8.',
  },
};

import type { Messages } from '../types.ts';

export const mountainsDe: Messages['mountains'] = {
  boards: {
    university: 'Die Universität',
    mountains: 'Mountains of Chaos',
  },
  landing: {
    board: 'Spielplan',
    boardHint:
      'Mountains of Chaos: zusammenhängende Gänge, eine Drehtür und zwei Fahrstühle; die Ermittler brauchen mehr Siegpunkte.',
  },
  hallway: 'Gang {{letter}}',
  elevator: 'Fahrstuhl {{n}}',
  colour: {
    amber: 'bernsteinfarbener',
    teal: 'petrolfarbener',
    violet: 'violetter',
    slate: 'schiefergrauer',
    rose: 'weinroter',
    olive: 'olivgrüner',
  },
  board: {
    hallway: '{{name}}: {{colour}} Gang',
    blocked: 'in dieser Runde von der Drehtür gesperrt',
    door: 'Drehtür: Sie sperrt in dieser Runde {{hallway}}; in der nächsten Runde sperrt sie {{next}}',
    elevator: '{{name}}: steht bei {{room}}, {{riders}}',
    empty: 'leer',
    riders: 'darin: {{names}}',
    shaft: '{{name}}: seine Tür bei {{room}}; der Fahrstuhl steht bei {{other}}',
  },
  status: {
    title: 'Drehtür und Fahrstühle',
    door: 'Die Drehtür sperrt {{hallway}}; nächste Runde: {{next}}.',
    elevator: '{{name}} steht bei {{room}}, {{riders}}.',
  },
  actions: {
    rideElevator: 'Mit dem Fahrstuhl in den anderen Raum fahren',
    callElevator: '{{elevator}} in diesen Raum rufen',
  },
  explain: {
    rideElevator:
      'Kostenlos: Der Fahrstuhl fährt in seinen anderen Raum, und alle darin steigen dort aus. Er fährt nur, wenn der Strom an ist.',
    callElevator:
      'Kostenlos: Der Fahrstuhl kommt aus dem anderen Raum zu deinem; wer darin ist, steigt hier aus. Deine Route muss diesen Raum erlauben (Kultisten nicht).',
  },
  ev: {
    revolvingDoorTurned: 'Die Drehtür dreht sich: Jetzt sperrt sie {{blocks}}.',
    elevatorRidden_one: '{{by}} fährt mit {{elevator}} von {{from}} nach {{to}}; {{riders}} steigt dort aus.',
    elevatorRidden_other:
      '{{by}} fährt mit {{elevator}} von {{from}} nach {{to}}; {{riders}} steigen dort aus.',
    elevatorCalled: '{{by}} ruft {{elevator}} von {{from}} nach {{to}}.',
    elevatorCalledRiders_one:
      '{{by}} ruft {{elevator}} von {{from}} nach {{to}}; {{riders}} steigt dort aus.',
    elevatorCalledRiders_other:
      '{{by}} ruft {{elevator}} von {{from}} nach {{to}}; {{riders}} steigen dort aus.',
    elevatorAuto_one: '{{elevator}} fährt von selbst von {{from}} nach {{to}}; {{riders}} steigt dort aus.',
    elevatorAuto_other:
      '{{elevator}} fährt von selbst von {{from}} nach {{to}}; {{riders}} steigen dort aus.',
  },
  rejection: {
    'move/revolving-door': 'Die Drehtür sperrt diesen Weg in dieser Runde.',
    'move/elevator-away':
      'Der Fahrstuhl ist nicht hier: Steig in dem Raum ein, in dem er steht, oder ruf ihn.',
  },
  legend: {
    title: 'Mountains of Chaos',
    hallwayColour: {
      term: 'Farbiger Gang',
      text: 'Gänge treffen ohne Türen aufeinander; der Wechsel in einen Gang anderer Farbe kostet 1 Bewegungspunkt.',
    },
    letter: {
      term: 'Buchstabe A–D',
      text: 'Benennt jeden Gang an der Kreuzung in der Mitte, damit die Farbe nie der einzige Hinweis ist; ein schmaler Gang, dessen Name nicht auf sein Schild passt, trägt nur seinen Buchstaben.',
    },
    revolvingDoor: {
      term: 'Drehtür (✕)',
      text: 'In der Mitte: Der Gang hinter dem roten Balken und dem ✕ ist in dieser Runde über die Kreuzung nicht erreichbar. Sie dreht sich nach jeder Bewegungsphase: C, D, A, B.',
    },
    elevator: {
      term: 'Fahrstuhl',
      text: 'Ein eigener Ort, gezeichnet bei dem Raum, an dem er steht; Einsteigen kostet 1 Bewegungspunkt, Fahren ist kostenlos.',
    },
    shaft: {
      term: 'Schachttür',
      text: 'Der andere Halt des Fahrstuhls, an dem er gerade nicht steht.',
    },
  },
  help: {
    title: 'Spielplan Mountains of Chaos',
    hallways: 'Zusammenhängende Gänge: 1 Bewegungspunkt kostet jede Tür und jeder Wechsel der Gangfarbe.',
    door: 'Die Drehtür sperrt an der Kreuzung in der Mitte einen Gang: C in Runde 1, dann D, A, B und wieder C. Sie dreht sich nach jeder Bewegungsphase.',
    elevators:
      'Fahrstühle: Einsteigen kostet 1 Bewegungspunkt; in deiner Bewegung ist das Fahren kostenlos. Nach der Bewegungsphase fährt ein Fahrstuhl mit jemandem darin von selbst, wenn der Strom an ist. Aus einem seiner Räume kannst du ihn rufen, wenn deine Route diesen Raum erlaubt. Ohne Strom fährt er nicht. Geister können nicht einsteigen.',
    victory:
      'Die Ermittler brauchen {{four}} Siegpunkte bei 4–5 Personen, {{six}} bei 6, {{seven}} bei 7 und {{eight}} bei 8.',
  },
};

import type { Messages } from '../types.ts';

export const mountainsNl: Messages['mountains'] = {
  boards: {
    university: 'De universiteit',
    mountains: 'Mountains of Chaos',
  },
  landing: {
    board: 'Kaart',
    boardHint:
      'Mountains of Chaos: verbonden Gangen, een Draaideur en twee Liften; de Onderzoekers hebben meer Overwinningspunten nodig.',
  },
  hallway: 'Gang {{letter}}',
  elevator: 'Lift {{n}}',
  colour: {
    amber: 'amberkleurige',
    teal: 'petrolblauwe',
    violet: 'violette',
    slate: 'leisteengrijze',
    rose: 'wijnrode',
    olive: 'olijfgroene',
  },
  board: {
    hallway: '{{name}}: {{colour}} Gang',
    blocked: 'deze Ronde geblokkeerd door de Draaideur',
    door: 'Draaideur: blokkeert deze Ronde {{hallway}}; volgende Ronde blokkeert ze {{next}}',
    elevator: '{{name}}: staat bij {{room}}, {{riders}}',
    empty: 'leeg',
    riders: 'met {{names}} erin',
    shaft: '{{name}}: de liftdeur bij {{room}}; de Lift staat bij {{other}}',
  },
  status: {
    title: 'Draaideur en Liften',
    door: 'De Draaideur blokkeert {{hallway}}; volgende Ronde: {{next}}.',
    elevator: '{{name}} staat bij {{room}}, {{riders}}.',
  },
  actions: {
    rideElevator: 'Met de Lift naar de andere Kamer',
    callElevator: '{{elevator}} naar deze Kamer roepen',
  },
  explain: {
    rideElevator:
      'Gratis: de Lift gaat naar zijn andere Kamer en iedereen erin stapt daar uit. Hij werkt alleen als de stroom aan is.',
    callElevator:
      'Gratis: de Lift komt uit de andere Kamer naar de jouwe; wie erin staat, stapt hier uit. Je Route moet deze Kamer toestaan (Cultisten hoeven dat niet).',
  },
  ev: {
    revolvingDoorTurned: 'De Draaideur draait: nu blokkeert ze {{blocks}}.',
    elevatorRidden_one: '{{by}} gaat met {{elevator}} van {{from}} naar {{to}}; {{riders}} stapt daar uit.',
    elevatorRidden_other:
      '{{by}} gaat met {{elevator}} van {{from}} naar {{to}}; {{riders}} stappen daar uit.',
    elevatorCalled: '{{by}} roept {{elevator}} van {{from}} naar {{to}}.',
    elevatorCalledRiders_one:
      '{{by}} roept {{elevator}} van {{from}} naar {{to}}; {{riders}} stapt daar uit.',
    elevatorCalledRiders_other:
      '{{by}} roept {{elevator}} van {{from}} naar {{to}}; {{riders}} stappen daar uit.',
    elevatorAuto_one: '{{elevator}} gaat vanzelf van {{from}} naar {{to}}; {{riders}} stapt daar uit.',
    elevatorAuto_other: '{{elevator}} gaat vanzelf van {{from}} naar {{to}}; {{riders}} stappen daar uit.',
  },
  rejection: {
    'move/revolving-door': 'De Draaideur blokkeert die weg deze Ronde.',
    'move/elevator-away': 'De Lift is niet hier: stap in in de Kamer waar hij staat, of roep hem.',
  },
  legend: {
    title: 'Mountains of Chaos',
    hallwayColour: {
      term: 'Gekleurde Gang',
      text: 'Gangen komen zonder deuren samen; overstappen naar een Gang van een andere kleur kost 1 Bewegingspunt.',
    },
    letter: {
      term: 'Letter A–D',
      text: 'Noemt elke Gang bij de kruising in het midden, zodat kleur nooit de enige aanwijzing is; een smalle Gang waarvan de naam niet op zijn bord past, draagt alleen zijn letter.',
    },
    revolvingDoor: {
      term: 'Draaideur (✕)',
      text: 'In het midden: de Gang achter de rode balk en het ✕ kan deze Ronde niet via de kruising worden bereikt of verlaten. Ze draait na elke Bewegingsfase: C, D, A, B.',
    },
    elevator: {
      term: 'Lift',
      text: 'Een eigen Locatie, getekend bij de Kamer waar hij staat; instappen kost 1 Bewegingspunt, de rit is gratis.',
    },
    shaft: {
      term: 'Liftdeur',
      text: 'De andere halte van de Lift, waar hij nu niet staat.',
    },
  },
  help: {
    title: 'Kaart Mountains of Chaos',
    hallways: 'Verbonden Gangen: je betaalt 1 Bewegingspunt per deur en per wissel van Gangkleur.',
    door: 'De Draaideur blokkeert bij de kruising in het midden één Gang: C in Ronde 1, daarna D, A, B en weer C. Ze draait na elke Bewegingsfase.',
    elevators:
      'Liften: instappen kost 1 Bewegingspunt; rijden tijdens je eigen Beweging is gratis. Na de Bewegingsfase rijdt een Lift met iemand erin vanzelf als de stroom aan is. Vanuit een van zijn Kamers mag je hem roepen als je Route die Kamer toestaat. Zonder stroom rijdt hij niet. Spoken kunnen niet instappen.',
    victory:
      'De Onderzoekers hebben {{four}} Overwinningspunten nodig bij 4-5 spelers, {{six}} bij 6, {{seven}} bij 7 en {{eight}} bij 8.',
  },
};

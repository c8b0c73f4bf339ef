/**
 * The Mountains of Chaos maps (MOC-*): the map choice, connected Hallways, the Revolving Door and the
 * Elevators on the map, their actions, log entries and refusals, the legend and the in-game rules. English
 * is the reference: every language has exactly these keys.
 */
export const mountainsEn = {
  boards: {
    university: 'The University',
    mountains: 'Mountains of Chaos',
  },
  landing: {
    board: 'Map',
    boardHint:
      'Mountains of Chaos: connected Hallways, a Revolving Door and two Elevators; the Investigators need more Victory Points.',
  },
  hallway: 'Hallway {{letter}}',
  elevator: 'Elevator {{n}}',
  colour: {
    amber: 'amber',
    teal: 'teal',
    violet: 'violet',
    slate: 'slate',
    rose: 'rose',
    olive: 'olive',
  },
  board: {
    hallway: '{{name}}: {{colour}} Hallway',
    blocked: 'blocked by the Revolving Door this Round',
    door: 'Revolving Door: it blocks {{hallway}} this Round; next Round it blocks {{next}}',
    elevator: '{{name}}: stands at {{room}}, {{riders}}',
    empty: 'empty',
    riders: 'with {{names}} inside',
    shaft: '{{name}}: its door at {{room}}; the Elevator is at {{other}}',
  },
  status: {
    title: 'Revolving Door and Elevators',
    door: 'The Revolving Door blocks {{hallway}}; next Round: {{next}}.',
    elevator: '{{name}} stands at {{room}}, {{riders}}.',
  },
  actions: {
    rideElevator: 'Ride the Elevator to the other Room',
    callElevator: 'Call {{elevator}} to this Room',
  },
  explain: {
    rideElevator:
      'Free: the Elevator goes to its other Room and everyone in it gets off there. It only runs with the power on.',
    callElevator:
      'Free: the Elevator comes to your Room from the other one; whoever is in it gets off here. Your Route must allow this Room (Cultists need not).',
  },
  ev: {
    revolvingDoorTurned: 'The Revolving Door turns: it now blocks {{blocks}}.',
    elevatorRidden_one: '{{by}} rides {{elevator}} from {{from}} to {{to}}; {{riders}} gets off there.',
    elevatorRidden_other: '{{by}} rides {{elevator}} from {{from}} to {{to}}; {{riders}} get off there.',
    elevatorCalled: '{{by}} calls {{elevator}} from {{from}} to {{to}}.',
    elevatorCalledRiders_one: '{{by}} calls {{elevator}} from {{from}} to {{to}}; {{riders}} gets off there.',
    elevatorCalledRiders_other:
      '{{by}} calls {{elevator}} from {{from}} to {{to}}; {{riders}} get off there.',
    elevatorAuto_one: '{{elevator}} rides by itself from {{from}} to {{to}}; {{riders}} gets off there.',
    elevatorAuto_other: '{{elevator}} rides by itself from {{from}} to {{to}}; {{riders}} get off there.',
  },
  rejection: {
    'move/revolving-door': 'The Revolving Door blocks that way this Round.',
    'move/elevator-away': 'The Elevator is not here: board it in the Room where it stands, or call it.',
  },
  legend: {
    title: 'Mountains of Chaos',
    hallwayColour: {
      term: 'Coloured Hallway',
      text: 'Hallways meet without Doors; passing into a Hallway of another colour costs 1 Movement point.',
    },
    letter: {
      term: 'Letter A-D',
      text: 'Names each Hallway at the central crossing, so colour is never the only cue; a narrow Hallway whose name does not fit its sign carries its letter alone.',
    },
    revolvingDoor: {
      term: 'Revolving Door (✕)',
      text: 'In the middle: the Hallway behind the red bar and ✕ cannot be passed through the crossing this Round. It turns after every Movement Phase: C, D, A, B.',
    },
    elevator: {
      term: 'Elevator',
      text: 'A Location of its own, drawn at the Room it stands at; boarding costs 1 Movement point, riding is free.',
    },
    shaft: {
      term: 'Shaft door',
      text: 'The Elevator’s other stop, where it is not standing now.',
    },
  },
  help: {
    title: 'Mountains of Chaos map',
    hallways: 'Connected Hallways: you pay 1 Movement point per Door and per change of Hallway colour.',
    door: 'The Revolving Door blocks one Hallway at the central crossing: C in Round 1, then D, A, B and again C. It turns after each Movement Phase.',
    elevators:
      'Elevators: boarding costs 1 Movement point; riding is free during your Movement. After the Movement Phase an Elevator with someone in it rides by itself if the power is on. From a Room it stops at, you may call it if your Route allows that Room. Without power it does not move. Ghosts cannot board.',
    victory:
      'The Investigators need {{four}} Victory Points at 4-5 players, {{six}} at 6, {{seven}} at 7 and {{eight}} at 8.',
  },
} as const;

/**
 * The /learn section on the Mountains of Chaos maps (MOC-MOVE-01, MOC-DOOR-01, MOC-ELEV-*, MOC-WIN-01) in
 * English, the reference: every language has exactly these keys and placeholders. Loaded with the page.
 */
export const mountainsLearnEn = {
  title: 'The Mountains of Chaos maps',
  intro:
    'The expansion Mountains of Chaos brings its own maps, for 4-6, 7 and 8 players; the host chooses the map when creating a game. The Rooms are the ones you know; the Hallways, the Revolving Door and two Elevators are new.',
  mapCaption:
    'A Mountains of Chaos map at the start of a real {{players}}-player game: four coloured Hallways meet at the crossing in the middle, where the Revolving Door blocks {{hallway}}.',
  hallways:
    'Connected Hallways: the Hallways A, B, C and D meet at a crossing in the middle, each in its own colour. You pay 1 Movement point for each Door you cross and for each change of Hallway colour. From the Security Room to the Library takes 3: into Hallway A, into Hallway D, through the Door into the Library.',
  door: 'The Revolving Door stands on the crossing and blocks one Hallway: the crossing cannot be passed into or out of it, though its Doors to the Rooms stay open. It starts on C and turns a quarter clockwise after each Movement Phase: C, D, A, B, then C again.',
  doorCaption: 'The Hallway the Revolving Door blocks in each Round',
  round: 'Round',
  blocked: 'Blocked',
  elevators:
    'Each Elevator links two Rooms and is a Location of its own: {{first}}; {{second}}. It stands at one of its two Rooms.',
  link: '{{elevator}} between {{a}} and {{b}} (starts at {{start}})',
  board:
    'Getting in costs 1 Movement point, from the Room where the Elevator stands. Riding it during your own Movement is free: it goes to its other Room and everyone inside gets off there, which can start an Encounter.',
  auto: 'After the Movement Phase, every Elevator with someone inside rides by itself, as long as the power is on.',
  call: 'Standing in one of its Rooms while it stands at the other, you may call it to you for free, if your Route allows that Room this Round. Cultists need not follow their Route.',
  power: 'With the power out an Elevator does not move, but you can still get in and out.',
  ghosts: 'Ghosts teleport as usual and cannot enter an Elevator.',
  victory: 'On these maps the Investigators need more Victory Points; the Cultists’ targets do not change.',
  victoryCaption: 'Victory Points the Investigators need on the Mountains of Chaos maps',
  players: 'Players',
  vpTarget: 'Victory Points',
} as const;

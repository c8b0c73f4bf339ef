import type { Colour } from '../types.ts';

/** An axis-aligned rectangle in map units (x grows to the right, y grows downwards). */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface RoomData {
  readonly kind: 'room';
  /** Stable identifier, e.g. `darkblue1`. */
  readonly id: string;
  readonly name: string;
  readonly colour: Colour;
  /** Symbol printed in the room, so colour is never the only cue. */
  readonly icon: string;
  /** Book spaces printed in the room (SETUP-19). */
  readonly books: number;
  /** The rack its books go to (BOOK-04). */
  readonly rack: string;
  readonly shape: Rect;
}

/** The colours a connected Hallway is painted in (Mountains of Chaos, MOC-MOVE-01; M-U03: reconstructed). */
export const HALLWAY_COLOURS = ['amber', 'teal', 'violet', 'slate', 'rose', 'olive'] as const;
export type HallwayColour = (typeof HALLWAY_COLOURS)[number];

export interface HallwayData {
  readonly kind: 'hallway';
  readonly id: string;
  readonly name: string;
  readonly shape: Rect;
  /** Mountains of Chaos: the Hallway's letter (A-D) at the central crossing (M-14). */
  readonly letter?: string;
  /**
   * Mountains of Chaos: the Hallway's colour. Hallways of different colours may join directly;
   * passing from one into another costs 1 Movement point, like a Door (MOC-MOVE-01).
   */
  readonly hallwayColour?: HallwayColour;
}

/**
 * Mountains of Chaos: an Elevator, a Location of its own (MOC-ELEV-02) that links two Rooms
 * (MOC-ELEV-06) and stands at one of them. Its cabin is drawn beside the Room it stands at.
 */
export interface ElevatorData {
  readonly kind: 'elevator';
  readonly id: string;
  readonly name: string;
  /** The two Rooms it links, by id. */
  readonly stops: readonly [string, string];
  /** The Room it stands at when the game starts (MOC-SETUP-03). */
  readonly start: string;
  /** Where the cabin is drawn at each stop; each touches its Room. */
  readonly cabins: readonly [Rect, Rect];
  /** The cabin at the first stop (what tools that draw every Location by one shape use). */
  readonly shape: Rect;
}

export type LocationData = RoomData | HallwayData | ElevatorData;

/**
 * Mountains of Chaos: the central crossing where the lettered Hallways meet (M-14) and the
 * Revolving Door turns (MOC-DOOR-01). It is not a Location of its own (M-U09): every two Hallways
 * that meet there are joined through it, except the one the Revolving Door blocks (AMB-50).
 */
export interface CrossingData {
  /** Where the Revolving Door is drawn. */
  readonly shape: Rect;
  /**
   * The Hallway ids meeting at the crossing in clockwise order, starting with the one the Door
   * blocks in Round 1 (MOC-SETUP-02: C, then D, A, B, M-C12).
   */
  readonly hallways: readonly string[];
}

export interface RackData {
  readonly id: string;
  readonly colour: Colour;
  /** VP printed on the rack's edge: 2, 3 or 4 (BOOK-03). */
  readonly vp: number;
  readonly shape: Rect;
}

/** One map layout, as assembled for a range of player counts (SETUP-08). */
export interface LayoutData {
  readonly id: string;
  readonly name: string;
  /** Player counts (at setup) that use this layout. */
  readonly players: readonly number[];
  /** Drawing bounds of the whole map, building and surroundings. */
  readonly bounds: Rect;
  /** The centre used for "clockwise" (M-C15). */
  readonly centre: Point;
  readonly locations: readonly LocationData[];
  /** Each door joins two locations; crossing it costs 1 Movement point (MOVE-03). */
  readonly doors: readonly (readonly [string, string])[];
  /** Where every disc starts (SETUP-12). */
  readonly centralHallway: string;
  /** Where the Fishman enters (PC-15, the eye icon). */
  readonly fishmanEntry: string;
  readonly lake: Point;
  /** The three face-down Cultist token spaces outside the University (SETUP-13). */
  readonly cultistSpaces: readonly Point[];
  readonly racks: readonly RackData[];
  /** Mountains of Chaos: the central crossing with the Revolving Door. */
  readonly crossing?: CrossingData;
}

/** A route card: which room colours an Investigator may use, per group of rounds (ROUTE-02). */
export interface RouteCardData {
  readonly id: number;
  /** Lines for rounds 1/5/9, 2/6/10, 3/7 and 4/8; colours read left to right. */
  readonly lines: readonly [readonly Colour[], readonly Colour[], readonly Colour[], readonly Colour[]];
}

export interface BoardData {
  /** Names the board in records (with the SHA-256 of its content): e.g. `university`. */
  readonly id: string;
  readonly name: string;
  readonly layouts: readonly LayoutData[];
  readonly routes: readonly RouteCardData[];
  /** The room each Cultist token shows (CTOK-02), by room id. */
  readonly cultistTokens: readonly string[];
  /**
   * The Victory Points the Investigators need, by player count ("4" … "8"), where the map has its
   * own table (MOC-WIN-01 on the Mountains of Chaos maps, AMB-53); otherwise the base table (PC-09).
   */
  readonly vpTargets?: Readonly<Record<string, number>>;
}

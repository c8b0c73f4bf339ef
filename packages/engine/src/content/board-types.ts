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

export interface HallwayData {
  readonly kind: 'hallway';
  readonly id: string;
  readonly name: string;
  readonly shape: Rect;
}

export type LocationData = RoomData | HallwayData;

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
}

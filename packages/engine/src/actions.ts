import type { EncounterCard, LocationId, RoomCard, Seat } from './types.ts';

/**
 * Everything a seat can do. `legalActions` lists the ones allowed right now; `apply` accepts
 * exactly those. Rooms are named by their location id.
 */
export type Action =
  // Simultaneous acknowledgements: end of the Night Phase, end of a Vote discussion.
  | { readonly type: 'ready' }
  // Movement Phase (MOVE-*): one Door at a time, or a Ghost's teleport.
  | { readonly type: 'step'; readonly to: LocationId }
  | { readonly type: 'endMovement' }
  | { readonly type: 'teleport'; readonly to: LocationId }
  // Mountains of Chaos Elevators (MOC-ELEV-04/05): free, during one's own Movement.
  | { readonly type: 'rideElevator' }
  | { readonly type: 'callElevator'; readonly elevator: LocationId }
  // Encounters (ENC-04, AMB-02): recipients in turn when 3 or more meet, then cards at once.
  | { readonly type: 'chooseRecipient'; readonly to: Seat }
  | { readonly type: 'giveCard'; readonly card: EncounterCard }
  // Event decisions of the Knife holder.
  | { readonly type: 'falseEyes'; readonly target: Seat }
  | { readonly type: 'drawEventToken' }
  | { readonly type: 'discardEventToken' }
  | { readonly type: 'returnEventToken' }
  | { readonly type: 'skipEvent' }
  | { readonly type: 'lifelinesTarget'; readonly target: Seat }
  // Character actions (ACT-*).
  | { readonly type: 'checkState'; readonly target: Seat }
  | { readonly type: 'secureHallway'; readonly card: RoomCard }
  | { readonly type: 'fightCultist'; readonly room: LocationId }
  | { readonly type: 'scareFishman' }
  | { readonly type: 'assassinate'; readonly target: Seat }
  // Room actions.
  | { readonly type: 'fillRoom'; readonly room: LocationId; readonly card: RoomCard }
  | { readonly type: 'checkRoom'; readonly room: LocationId }
  | { readonly type: 'initiateVote' }
  | { readonly type: 'cameraRoom'; readonly room: LocationId }
  | { readonly type: 'cameraState'; readonly target: Seat }
  | { readonly type: 'restartPower' }
  | { readonly type: 'closePortal'; readonly partner: Seat }
  | { readonly type: 'pass' }
  // Professions (PROF-*): free extra Character actions on one's own Action turn, once per game.
  | { readonly type: 'exorcise'; readonly ghost: Seat; readonly victim: Seat }
  | { readonly type: 'swapRoomDecks'; readonly room: LocationId; readonly other: LocationId }
  // Follow-ups.
  | { readonly type: 'answerPortal'; readonly accept: boolean }
  | { readonly type: 'endCheck'; readonly reveal: boolean }
  | { readonly type: 'ballot'; readonly target: Seat | null }
  | { readonly type: 'keepBallot' }
  // PROF-MAYOR-01: the Mayor decides a tied Vote (null: nobody is eliminated).
  | { readonly type: 'mayorDecides'; readonly target: Seat | null }
  | { readonly type: 'endRound' }
  | { readonly type: 'claimVictory' }
  | { readonly type: 'guessSeer'; readonly target: Seat };

export type ActionType = Action['type'];
/** An action of one of the types `T` (a phase's rule generators return those their phase accepts). */
export type ActionOf<T extends ActionType> = Extract<Action, { readonly type: T }>;

/**
 * What a field of an action holds. The engine checks the exact range against the game (a seat of
 * this table, a location of this layout); the protocol derives its wire schema from the same table.
 */
export interface FieldKinds {
  readonly location: LocationId;
  readonly seat: Seat;
  readonly seatOrNull: Seat | null;
  readonly bool: boolean;
  readonly encounterCard: EncounterCard;
  readonly roomCard: RoomCard;
}
export type FieldKind = keyof FieldKinds;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The kinds whose values are exactly `V` (a location and a seat are both numbers). */
type KindOf<V> = { [K in FieldKind]: Same<FieldKinds[K], V> extends true ? K : never }[FieldKind];
/** The field table entry an action type must have: each field but `type`, with a kind of its value type. */
type FieldsOf<A> = { readonly [K in Exclude<keyof A, 'type'>]: KindOf<A[K]> };

/**
 * The one field table of every action: the engine's shape check (`reject.ts`), the list of types
 * (`ACTION_TYPES`) and the protocol's zod schema are derived from it. `satisfies` ties it to the
 * `Action` union field by field, and `ActionTableMatches` checks that the union it describes is
 * `Action` exactly, both ways.
 */
export const ACTION_FIELDS = Object.freeze({
  ready: {},
  step: { to: 'location' },
  endMovement: {},
  teleport: { to: 'location' },
  rideElevator: {},
  callElevator: { elevator: 'location' },
  chooseRecipient: { to: 'seat' },
  giveCard: { card: 'encounterCard' },
  falseEyes: { target: 'seat' },
  drawEventToken: {},
  discardEventToken: {},
  returnEventToken: {},
  skipEvent: {},
  lifelinesTarget: { target: 'seat' },
  checkState: { target: 'seat' },
  secureHallway: { card: 'roomCard' },
  fightCultist: { room: 'location' },
  scareFishman: {},
  assassinate: { target: 'seat' },
  fillRoom: { room: 'location', card: 'roomCard' },
  checkRoom: { room: 'location' },
  initiateVote: {},
  cameraRoom: { room: 'location' },
  cameraState: { target: 'seat' },
  restartPower: {},
  closePortal: { partner: 'seat' },
  pass: {},
  exorcise: { ghost: 'seat', victim: 'seat' },
  swapRoomDecks: { room: 'location', other: 'location' },
  answerPortal: { accept: 'bool' },
  endCheck: { reveal: 'bool' },
  ballot: { target: 'seatOrNull' },
  keepBallot: {},
  mayorDecides: { target: 'seatOrNull' },
  endRound: {},
  claimVictory: {},
  guessSeer: { target: 'seat' },
} as const satisfies { readonly [T in ActionType]: FieldsOf<Extract<Action, { type: T }>> });

type Table = typeof ACTION_FIELDS;
/** The action union the table describes. */
type TableAction = {
  [T in keyof Table]: { readonly type: T } & {
    readonly [K in keyof Table[T]]: FieldKinds[Table[T][K] & FieldKind];
  };
}[keyof Table];
type Assert<T extends true> = T;
/** Compiles only while the table and the `Action` union describe the same actions, both ways. */
export type ActionTableMatches = Assert<Same<TableAction, Action>>;

/** The field names of each action type, `type` first (the table's keys, listed once). */
const FIELD_NAMES = Object.freeze(
  Object.fromEntries(
    Object.entries(ACTION_FIELDS).map(([type, fields]) => [
      type,
      Object.freeze(['type', ...Object.keys(fields)]),
    ]),
  ),
) as Readonly<Record<ActionType, readonly string[]>>;

/** Every action type, in the table's order. */
export const ACTION_TYPES: readonly ActionType[] = Object.freeze(Object.keys(ACTION_FIELDS) as ActionType[]);

/** The fields of an action type and their kinds. */
export function actionFields(type: ActionType): Readonly<Record<string, FieldKind>> {
  return ACTION_FIELDS[type];
}

/** The names of an action type's fields, `type` included. */
export function actionFieldNames(type: ActionType): readonly string[] {
  return FIELD_NAMES[type];
}

/**
 * Whether `a` and `b` agree on `fields` (from index `from` on: 1 skips `type`, when the caller has
 * compared it): with `fields` those of `b`'s type and both of exactly that shape (a legal action,
 * and one `malformed` accepted), the same action as `sameAction` says.
 */
export function sameFields(a: Action, b: Action, fields: readonly string[], from = 0): boolean {
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as unknown as Record<string, unknown>;
  for (let i = from; i < fields.length; i++) if (ra[fields[i]!] !== rb[fields[i]!]) return false;
  return true;
}

/**
 * Whether every key of `action` (its own or inherited, as `for...in` sees them) is one of `fields`:
 * with `fields` of its type and their values a legal action's, it is that action exactly.
 */
export function hasOnlyFields(action: object, fields: readonly string[]): boolean {
  for (const key in action) if (!isField(fields, key)) return false;
  return true;
}

/** Whether `key` is one of `fields` (a type's one to three names: a plain loop). */
function isField(fields: readonly string[], key: string): boolean {
  for (let i = 0; i < fields.length; i++) if (fields[i] === key) return true;
  return false;
}

/** Structural equality of two actions (same type, same fields, same values). */
export function sameAction(a: Action, b: unknown): boolean {
  if (typeof b !== 'object' || b === null) return false;
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const ka = Object.keys(ra);
  if (ka.length !== Object.keys(rb).length) return false;
  for (const k of ka) if (ra[k] !== rb[k]) return false;
  return true;
}

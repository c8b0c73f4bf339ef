import type { RouteCardData } from './content/board-types.ts';
import type { GameBoard } from './content/board.ts';
import type { CheckVia, DeathCause } from './log.ts';
import type { SeatView, ViewConfig, ViewedEvent } from './view.ts';
import type { Colour, EncounterCard, LocationId, Role, RoomCard, Seat, Viewer } from './types.ts';

/**
 * The encounter ledger's facts (issue 16): what one seat (or the spectator) was shown of a game, read from
 * the log entries it received, ordered and joined up. ledger.ts adds the claims posted at the table, with
 * the checker's verdicts (claims-check.ts, which reads these facts), and each seat's summary.
 */

/** What the ledger takes from a view: its public, fixed parts. A `PlayerView` is one. */
export interface LedgerSetup {
  readonly viewer: Viewer;
  readonly board: GameBoard;
  readonly config: Pick<ViewConfig, 'players' | 'cultists' | 'specialRoles' | 'automa'>;
  /** Only the AUTOMA's face-up Route is read (ROUTE-07). */
  readonly seats: readonly Pick<SeatView, 'publicRoute'>[];
}

/** The table as the ledger and the claims checker need it: small, serialisable, public. */
export interface LedgerTable {
  readonly viewer: Viewer;
  /** Seats at the table (the AUTOMA included). */
  readonly seats: number;
  readonly cultists: number;
  readonly specialRoles: readonly Role[];
  /** The colour of each Location by index (null for Hallways and Elevators). */
  readonly colours: readonly (Colour | null)[];
  /** The Route cards a player may hold: the board's, less the AUTOMA's face-up one (ROUTE-07). */
  readonly routes: readonly RouteCardData[];
  readonly security: LocationId;
  readonly cafeteria: LocationId;
  readonly library: LocationId;
}

interface FactBase {
  /** The log entry the fact starts at. */
  readonly seq: number;
  readonly round: number;
}

/** ENC-01..04: who met whom, where. `infected`: no cards changed hands (ROLE-INFECTED). */
export interface EncounterFact extends FactBase {
  readonly kind: 'encounter';
  readonly location: LocationId;
  readonly participants: readonly Seat[];
  readonly infected: boolean;
}

/**
 * What a gift's card is, as far as this viewer knows: its face where shown (the giver's own, or after
 * the end), `faceDown` when a card went unseen, `none` when the giver had none to give (AMB-01), and
 * `pending` while the Encounter is still choosing.
 */
export type GiftCard = EncounterCard | 'faceDown' | 'none' | 'pending';

/** ENC-04 / AMB-03: in an Encounter, `from` chose `to` as the recipient of its card. */
export interface GiftFact extends FactBase {
  readonly kind: 'gift';
  readonly from: Seat;
  readonly to: Seat;
  /** The `seq` of the Encounter. */
  readonly encounter: number;
  readonly location: LocationId;
  readonly card: GiftCard;
}

/** ACT-CHECKSTATE-*, ACT-CAMERA-*, EVT-FALSEEYES: `seat` checked `target`'s State. */
export interface CheckFact extends FactBase {
  readonly kind: 'check';
  readonly seat: Seat;
  readonly target: Seat;
  readonly via: CheckVia;
  /** What the check saw, only where this viewer was shown it (its own check, or after the end). */
  readonly seen: { readonly alive: number; readonly dead: number } | null;
  /** Whether the checker revealed a Dead card; null while the check is being finished. */
  readonly revealed: boolean | null;
  /** Where the target stood, when the log shows it. */
  readonly targetAt: LocationId | null;
}

/**
 * Things done in or to a room (and the Hallway action Secure a Hallway): `room` is where the
 * action took effect (the checked room of the Camera, the Security Room for Restart the Power Supply).
 */
export type RoomAction =
  'fill' | 'checkRoom' | 'camera' | 'fight' | 'secure' | 'restartPower' | 'closePortal' | 'callElevator';

export interface RoomFact extends FactBase {
  readonly kind: 'room';
  readonly seat: Seat;
  readonly action: RoomAction;
  readonly room: LocationId;
  /** The card filled, secured or drawn, only where this viewer was shown it. */
  readonly card: RoomCard | null;
  /** A Check's public outcome (ACT-CHECKROOM-03, AMB-21): a book shelved, a book returned, or neither. */
  readonly outcome: 'book' | 'bookReturned' | 'noBook' | null;
  /** Who stood in `room` at that moment, as far as the log shows positions. */
  readonly present: readonly Seat[];
  /** EVT-SECRETDOORS-03: through a Secret Door from the twin room. */
  readonly secretDoor: boolean;
  /** Close the Portal: the partner (ACT-PORTAL-02). */
  readonly partner: Seat | null;
}

/** UNSAFE-02/03: a card drawn from the Unsafe Passage deck, face up; `room`: the exploration that caused it. */
export interface UnsafeFact extends FactBase {
  readonly kind: 'unsafe';
  readonly card: RoomCard;
  readonly room: LocationId | null;
}

/** VOTE-*: a Vote, its ballots (INFO-06), the Knife holder's change and the result. */
export interface VoteFact extends FactBase {
  readonly kind: 'vote';
  readonly reason: 'cafeteria' | 'murder';
  readonly initiator: Seat;
  /** Everyone's ballot once revealed, by seat (null: abstained). */
  readonly ballots: readonly (Seat | null)[] | null;
  readonly changes: readonly { readonly seat: Seat; readonly from: Seat | null; readonly to: Seat | null }[];
  readonly result: {
    readonly eliminated: Seat | null;
    readonly votes: readonly number[];
    readonly abstentions: number;
  } | null;
  /** PROF-MAYOR-01: the Mayor's decision of a tie. */
  readonly mayor: { readonly seat: Seat; readonly eliminated: Seat | null } | null;
}

/** A Character became a Ghost; `by`: who revealed the Dead card or assassinated, when public. */
export interface DeathFact extends FactBase {
  readonly kind: 'death';
  readonly seat: Seat;
  readonly cause: DeathCause;
  readonly by: Seat | null;
}

export interface RoleFact extends FactBase {
  readonly kind: 'role';
  readonly seat: Seat;
  readonly role: Role;
}

/** EVT-LIFELINES-02: the top card of `seat`'s shuffled Pulse deck, shown to everyone. */
export interface LifelineFact extends FactBase {
  readonly kind: 'lifeline';
  readonly seat: Seat;
  readonly card: EncounterCard;
}

/** PROF-EXORCIST-01/02: `seat` brought `revived` back to life; `victim` is murdered next. */
export interface RevivalFact extends FactBase {
  readonly kind: 'revival';
  readonly seat: Seat;
  readonly revived: Seat;
  readonly deadCardRemoved: boolean;
  readonly victim: Seat;
}

export type LedgerFact =
  | EncounterFact
  | GiftFact
  | CheckFact
  | RoomFact
  | UnsafeFact
  | VoteFact
  | DeathFact
  | RoleFact
  | LifelineFact
  | RevivalFact;

/** The ledger's table from a view (or anything shaped like its public, fixed parts). */
export function ledgerTable(setup: LedgerSetup): LedgerTable {
  const layout = setup.board.layout;
  const automa = setup.config.automa;
  const automaRoute = automa === null ? null : (setup.seats[automa]?.publicRoute ?? null);
  return {
    viewer: setup.viewer,
    seats: setup.config.players,
    cultists: setup.config.cultists,
    specialRoles: [...setup.config.specialRoles],
    colours: [...layout.colour],
    routes: setup.board.routes.filter((r) => r.id !== automaRoute?.id),
    security: layout.security,
    cafeteria: layout.cafeteria,
    library: layout.library,
  };
}

/** In `seq` order, each entry once. */
export function normalised(log: readonly ViewedEvent[]): ViewedEvent[] {
  const bySeq = new Map<number, ViewedEvent>();
  for (const e of log) bySeq.set(e.seq, e);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Reads the log once, joining follow-up entries to the fact they complete. */
class FactCollector {
  readonly facts: LedgerFact[] = [];
  /** Where each seat stands, once the log has shown it (SETUP-12: everyone starts in the Central Hallway). */
  private readonly at: (LocationId | null)[];
  private encounter: { fact: EncounterFact; noCard: Set<Seat>; gifts: Mutable<GiftFact>[] } | null = null;
  private check: Mutable<CheckFact> | null = null;
  private roomCheck: Mutable<RoomFact> | null = null;
  private vote: Mutable<VoteFact> | null = null;
  private explored: LocationId | null = null;
  /** Who is bringing about a seat's death just logged: the revealer, the Assassin, the Exorcist. */
  private readonly killers = new Map<Seat, Seat>();

  constructor(
    private readonly table: LedgerTable,
    private readonly central: LocationId,
  ) {
    this.at = Array.from({ length: table.seats }, () => null);
  }

  add(e: ViewedEvent): void {
    this.closeCheck(e);
    if (e.t !== 'bookShelved' && e.t !== 'bookReturned' && e.t !== 'roomCardSeen' && e.t !== 'rackScored')
      this.roomCheck = null;
    if (e.t !== 'unsafePassage' && e.t !== 'explored') this.explored = null;
    this.track(e);
    this.record(e);
  }

  /** A check's outcome is the entry after it: a revealed Dead card, or anything else. */
  private closeCheck(e: ViewedEvent): void {
    const c = this.check;
    if (!c) return;
    if ((e.t === 'stateSeen' || e.t === 'pulseOrderSeen') && e.seat === c.seat) return;
    c.revealed = e.t === 'deathRevealed' && e.by === c.seat && e.seat === c.target;
    this.check = null;
  }

  /** Positions are public (INFO-04); the log says every move. */
  private track(e: ViewedEvent): void {
    const at = this.at;
    switch (e.t) {
      case 'gameStarted':
        at.fill(this.central);
        return;
      case 'moved':
      case 'teleported':
        at[e.seat] = e.to;
        return;
      case 'elevatorMoved':
        for (const seat of e.riders) at[seat] = e.to;
        return;
      case 'hallwaySecured':
        at[e.seat] = e.location;
        return;
      case 'roomFilled':
      case 'cultistFought':
        if (e.secretDoor !== true) at[e.seat] = e.room;
        return;
      case 'roomChecked':
        if (!e.camera && e.secretDoor !== true) at[e.seat] = e.room;
        return;
      default:
        return;
    }
  }

  private present(room: LocationId): Seat[] {
    return this.at.flatMap((l, seat) => (l === room ? [seat] : []));
  }

  private push<F extends LedgerFact>(fact: F): F {
    this.facts.push(fact);
    return fact;
  }

  private room(
    e: ViewedEvent,
    seat: Seat,
    action: RoomAction,
    room: LocationId,
    extra: Partial<Pick<RoomFact, 'secretDoor' | 'partner' | 'outcome'>> = {},
  ): Mutable<RoomFact> {
    return this.push<Mutable<RoomFact>>({
      kind: 'room',
      seq: e.seq,
      round: e.round,
      seat,
      action,
      room,
      card: null,
      outcome: extra.outcome ?? null,
      present: this.present(room),
      secretDoor: extra.secretDoor ?? false,
      partner: extra.partner ?? null,
    });
  }

  private lastRoomFact(seat: Seat, action: RoomAction): Mutable<RoomFact> | null {
    const f = this.facts.at(-1);
    return f?.kind === 'room' && f.seat === seat && f.action === action ? f : null;
  }

  private record(e: ViewedEvent): void {
    const base = { seq: e.seq, round: e.round };
    switch (e.t) {
      case 'encounter': {
        const fact = this.push<EncounterFact>({
          kind: 'encounter',
          ...base,
          location: e.location,
          participants: [...e.participants],
          infected: false,
        });
        this.encounter = { fact, noCard: new Set(), gifts: [] };
        return;
      }
      case 'noCardsInfected':
        if (this.encounter) (this.encounter.fact as Mutable<EncounterFact>).infected = true;
        return;
      case 'noCardToGive': {
        const enc = this.encounter;
        if (!enc) return;
        enc.noCard.add(e.seat);
        // Two meet: the recipient needs no choosing (and the log names none).
        const other =
          enc.fact.participants.length === 2 ? enc.fact.participants.find((p) => p !== e.seat) : undefined;
        if (other !== undefined) this.gift(e, e.seat, other, 'none');
        return;
      }
      case 'recipientChosen':
        this.gift(e, e.from, e.to, this.encounter?.noCard.has(e.from) === true ? 'none' : 'pending');
        return;
      case 'cardGiven':
      case 'cardGivenFace': {
        const card = e.t === 'cardGivenFace' ? e.card : 'faceDown';
        const gift = this.encounter?.gifts.find(
          (g) => g.from === e.from && g.to === e.to && (g.card === 'pending' || g.card === 'faceDown'),
        );
        if (gift) gift.card = card;
        else this.gift(e, e.from, e.to, card);
        return;
      }
      case 'stateChecked':
        this.check = this.push<Mutable<CheckFact>>({
          kind: 'check',
          ...base,
          seat: e.seat,
          target: e.target,
          via: e.via,
          seen: null,
          revealed: null,
          targetAt: this.at[e.target] ?? null,
        });
        return;
      case 'stateSeen': {
        const c = this.findCheck(e.seat, e.target);
        if (c) c.seen = { alive: e.alive, dead: e.dead };
        return;
      }
      case 'deathRevealed':
        this.killers.set(e.seat, e.by);
        return;
      case 'assassinated':
        this.killers.set(e.target, e.seat);
        return;
      case 'becameGhost':
        this.push<DeathFact>({
          kind: 'death',
          ...base,
          seat: e.seat,
          cause: e.cause,
          by: this.killers.get(e.seat) ?? null,
        });
        this.killers.delete(e.seat);
        return;
      case 'roleRevealed':
        this.push<RoleFact>({ kind: 'role', ...base, seat: e.seat, role: e.role });
        return;
      case 'lifelineRevealed':
        this.push<LifelineFact>({ kind: 'lifeline', ...base, seat: e.seat, card: e.card });
        return;
      case 'exorcised':
        this.killers.set(e.victim, e.seat);
        this.push<RevivalFact>({
          kind: 'revival',
          ...base,
          seat: e.seat,
          revived: e.revived,
          deadCardRemoved: e.deadCardRemoved,
          victim: e.victim,
        });
        return;
      default:
        if (!this.recordRoom(e)) this.recordVote(e);
    }
  }

  /** ENC-04 / AMB-03: `from`'s card goes to `to` in the Encounter under way. */
  private gift(e: ViewedEvent, from: Seat, to: Seat, card: GiftCard): void {
    const enc = this.encounter;
    if (!enc) return;
    const fact = this.push<Mutable<GiftFact>>({
      kind: 'gift',
      seq: e.seq,
      round: e.round,
      from,
      to,
      encounter: enc.fact.seq,
      location: enc.fact.location,
      card,
    });
    enc.gifts.push(fact);
  }

  /** The check a `stateSeen` belongs to: the open one, or the last one of that pair. */
  private findCheck(seat: Seat, target: Seat): Mutable<CheckFact> | null {
    for (let i = this.facts.length - 1; i >= 0; i--) {
      const f = this.facts[i]!;
      if (f.kind === 'check' && f.seat === seat && f.target === target) return f;
    }
    return null;
  }

  private recordRoom(e: ViewedEvent): boolean {
    switch (e.t) {
      case 'roomFilled':
        this.room(e, e.seat, 'fill', e.room, { secretDoor: e.secretDoor === true });
        return true;
      case 'hallwaySecured':
        this.room(e, e.seat, 'secure', e.location);
        return true;
      case 'roomFilledFace':
      case 'hallwaySecuredFace': {
        // The face of the card just filled or secured, where this viewer is shown it.
        const f = this.lastRoomFact(e.seat, e.t === 'roomFilledFace' ? 'fill' : 'secure');
        if (f) f.card = e.card;
        return true;
      }
      case 'roomChecked':
        this.roomCheck = this.room(e, e.seat, e.camera ? 'camera' : 'checkRoom', e.room, {
          secretDoor: e.secretDoor === true,
          outcome: 'noBook',
        });
        return true;
      case 'roomCardSeen':
        if (this.roomCheck) this.roomCheck.card = e.card;
        return true;
      case 'bookShelved':
      case 'bookReturned':
        if (this.roomCheck?.room === e.room)
          this.roomCheck.outcome = e.t === 'bookShelved' ? 'book' : 'bookReturned';
        return true;
      case 'cultistFought':
        this.room(e, e.seat, 'fight', e.room, { secretDoor: e.secretDoor === true });
        return true;
      case 'powerRestarted':
        this.room(e, e.seat, 'restartPower', this.table.security);
        return true;
      case 'portalClosed':
        this.room(e, e.seats[0], 'closePortal', this.table.library, { partner: e.seats[1] });
        return true;
      case 'elevatorMoved':
        if (e.by !== null && !e.riders.includes(e.by)) this.room(e, e.by, 'callElevator', e.to);
        return true;
      case 'explored':
        this.explored = e.unsafe ? e.room : null;
        return true;
      case 'unsafePassage':
        this.push<UnsafeFact>({
          kind: 'unsafe',
          seq: e.seq,
          round: e.round,
          card: e.card,
          room: this.explored,
        });
        this.explored = null;
        return true;
      default:
        return false;
    }
  }

  private recordVote(e: ViewedEvent): void {
    switch (e.t) {
      case 'voteStarted':
        this.vote = this.push<Mutable<VoteFact>>({
          kind: 'vote',
          seq: e.seq,
          round: e.round,
          reason: e.reason,
          initiator: e.initiator,
          ballots: null,
          changes: [],
          result: null,
          mayor: null,
        });
        return;
      case 'ballotsRevealed':
        if (this.vote) this.vote.ballots = [...e.ballots];
        return;
      case 'ballotChanged':
        if (this.vote) this.vote.changes = [...this.vote.changes, { seat: e.seat, from: e.from, to: e.to }];
        return;
      case 'voteResult':
        if (this.vote)
          this.vote.result = { eliminated: e.eliminated, votes: [...e.votes], abstentions: e.abstentions };
        return;
      case 'mayorDecided':
        if (this.vote) this.vote.mayor = { seat: e.seat, eliminated: e.eliminated };
        return;
      default:
        return;
    }
  }
}

export function collectFacts(
  table: LedgerTable,
  central: LocationId,
  log: readonly ViewedEvent[],
): LedgerFact[] {
  const collector = new FactCollector(table, central);
  for (const e of log) collector.add(e);
  return collector.facts;
}

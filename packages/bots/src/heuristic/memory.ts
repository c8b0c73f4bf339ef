import {
  roomActsOf,
  type DeathCause,
  type LocationId,
  type RoomAct,
  type RoomCard,
  type Seat,
  type ViewedEvent,
} from '@among-cultists/engine';

export type { RoomAct };

/** A card passed in an Encounter: who gave to whom is public, the card only to the giver. */
export interface Gift {
  readonly seq: number;
  readonly round: number;
  readonly from: Seat;
  readonly to: Seat;
}

export interface StateCheck {
  readonly seq: number;
  readonly round: number;
  readonly checker: Seat;
  readonly target: Seat;
  revealed: boolean;
}

export interface VoteRecord {
  readonly round: number;
  readonly ballots: readonly (Seat | null)[];
  readonly eliminated: Seat | null;
}

/**
 * What a seat remembers from the log it was shown. Fed incrementally: entries at or below the last
 * `seq` read are skipped, so a caller may pass the whole log or only the new part.
 */
export class Memory {
  lastSeq = -1;
  /** Every entry read, in order: the ledger and the claims checker read them (issue 16). */
  readonly entries: ViewedEvent[] = [];
  readonly gifts: Gift[] = [];
  /** Cards this seat gave, with their faces (its own private entries). */
  readonly myGifts: {
    readonly seq: number;
    readonly round: number;
    readonly to: Seat;
    readonly card: 'alive' | 'dead';
  }[] = [];
  readonly checks: StateCheck[] = [];
  readonly deaths = new Map<Seat, { readonly seq: number; readonly cause: DeathCause }>();
  readonly revealedDeaths: {
    readonly seq: number;
    readonly round: number;
    readonly seat: Seat;
    readonly by: Seat;
  }[] = [];
  readonly fills: { readonly seq: number; readonly seat: Seat; readonly room: LocationId }[] = [];
  readonly roomActs: RoomAct[] = [];
  /** Books that went back to a room (a Sabotage was drawn there). */
  readonly sabotaged: { readonly seq: number; readonly room: LocationId }[] = [];
  /** Room cards this seat saw drawn (its own Check a Room). */
  readonly roomCardsSeen: { readonly seq: number; readonly room: LocationId; readonly card: RoomCard }[] = [];
  /** What this seat saw in its own State checks. */
  readonly seen: {
    readonly seq: number;
    readonly round: number;
    /** The checker: this seat, until the end of the game shows everyone's. */
    readonly seat: Seat;
    readonly target: Seat;
    readonly dead: number;
  }[] = [];
  readonly votes: VoteRecord[] = [];
  readonly voteInitiators: { readonly round: number; readonly seat: Seat }[] = [];
  /** Encounters a mover started by walking in on others (Investigators try not to). */
  readonly triggered: { readonly seq: number; readonly seat: Seat; readonly met: readonly Seat[] }[] = [];
  #lastMover: Seat | null = null;
  /** Who is naming Lifelines targets (the First Player), for the deaths the reveal shows. */
  #lifelinesBy: Seat | null = null;
  #ballots: (Seat | null)[] | null = null;

  update(
    log: readonly ViewedEvent[] | undefined,
    security: LocationId,
    cafeteria: LocationId,
    library: LocationId,
  ): void {
    if (!log) return;
    for (const e of log) {
      if (e.seq <= this.lastSeq) continue;
      this.lastSeq = e.seq;
      this.entries.push(e);
      this.#read(e);
      // The Room actions the Routes bind: the engine says which entries are ones (ACTPH-03).
      for (const act of roomActsOf(e, { security, cafeteria, library })) this.roomActs.push(act);
    }
  }

  #read(e: ViewedEvent): void {
    const { seq, round } = e;
    const mover = this.#lastMover;
    this.#lastMover = null;
    switch (e.t) {
      case 'moved':
        this.#lastMover = e.seat;
        break;
      case 'encounter':
        if (mover !== null && e.participants[0] === mover) {
          this.triggered.push({ seq, seat: mover, met: e.participants.slice(1) });
        }
        break;
      case 'cardGiven':
        this.gifts.push({ seq, round, from: e.from, to: e.to });
        break;
      case 'cardGivenFace':
        this.myGifts.push({ seq, round, to: e.to, card: e.card });
        break;
      case 'stateChecked':
        this.checks.push({ seq, round, checker: e.seat, target: e.target, revealed: false });
        break;
      case 'stateSeen':
        this.seen.push({ seq, round, seat: e.seat, target: e.target, dead: e.dead });
        break;
      case 'deathRevealed': {
        this.revealedDeaths.push({ seq, round, seat: e.seat, by: e.by });
        const check = this.checks.findLast((c) => c.checker === e.by && c.target === e.seat);
        if (check) check.revealed = true;
        break;
      }
      case 'lifelinesTargeted':
        this.#lifelinesBy = e.seat;
        break;
      case 'lifelineRevealed':
        // EVT-LIFELINES-02: a Dead card shown is a revealed murder like a checked one. An Alive card
        // is only the top card: it does not clear the deck, so it is no clean check.
        if (e.card === 'dead')
          this.revealedDeaths.push({ seq, round, seat: e.seat, by: this.#lifelinesBy ?? e.seat });
        break;
      case 'becameGhost':
        if (!this.deaths.has(e.seat)) this.deaths.set(e.seat, { seq, cause: e.cause });
        break;
      case 'roomFilled':
        this.fills.push({ seq, seat: e.seat, room: e.room });
        break;
      case 'roomCardSeen':
        this.roomCardsSeen.push({ seq, room: e.room, card: e.card });
        break;
      case 'bookReturned':
        this.sabotaged.push({ seq, room: e.room });
        break;
      case 'voteStarted':
        if (e.reason === 'cafeteria') this.voteInitiators.push({ round, seat: e.initiator });
        break;
      case 'ballotsRevealed':
        this.#ballots = [...e.ballots];
        break;
      case 'ballotChanged':
        if (this.#ballots) this.#ballots[e.seat] = e.to;
        break;
      case 'voteResult':
        this.votes.push({ round, ballots: this.#ballots ?? [], eliminated: e.eliminated });
        this.#ballots = null;
        break;
      default:
        break;
    }
  }

  /** Seats that gave `target` a card before `beforeSeq` (and after `afterSeq`). */
  giversTo(target: Seat, beforeSeq = Infinity, afterSeq = -1): Seat[] {
    const out: Seat[] = [];
    for (const g of this.gifts) {
      if (g.to === target && g.seq < beforeSeq && g.seq > afterSeq && !out.includes(g.from)) out.push(g.from);
    }
    return out;
  }

  /** Seats that filled `room` before `beforeSeq`. */
  fillersOf(room: LocationId, beforeSeq = Infinity): Seat[] {
    const out: Seat[] = [];
    for (const f of this.fills)
      if (f.room === room && f.seq < beforeSeq && !out.includes(f.seat)) out.push(f.seat);
    return out;
  }
}

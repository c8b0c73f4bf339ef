import type { EncounterCard, Seat } from '../types.ts';
import type { ViewedEvent } from '../view.ts';

/** A card passed in an Encounter; `face` is known only to the giver. */
export interface SeenGift {
  readonly seq: number;
  readonly round: number;
  readonly from: Seat;
  readonly to: Seat;
  face: EncounterCard | null;
}

/**
 * What sampling a world needs from the log a seat was shown (`determinize`): every card
 * passed (with the faces of its own), the rounds of deaths, its own State checks and the Portal
 * partners who acted out of turn. Fed incrementally: entries at or below the last `seq` read are skipped.
 */
export class Knowledge {
  lastSeq = -1;
  /** Whether the log was seen from its first entry (the Encounter record is then complete). */
  complete = false;
  readonly gifts: SeenGift[] = [];
  readonly ghostRound = new Map<Seat, number>();
  /** Own State checks: what the target's Pulse deck held at `seq`. */
  readonly seen: { readonly seq: number; readonly target: Seat; readonly dead: number }[] = [];
  /** Revealed deaths: the target held a Dead card at `seq`. */
  readonly revealed: { readonly seq: number; readonly seat: Seat }[] = [];
  /** Seats that closed the Portal, by round (a partner acts out of turn). */
  readonly portalClosers: { readonly round: number; readonly seats: readonly Seat[] }[] = [];
  /** Room ids of Cultist tokens flipped and set aside. */
  readonly tokensSetAside: string[] = [];
  /** The last State check anyone made (public): how a murder Vote came about. */
  lastCheck: Extract<ViewedEvent, { t: 'stateChecked' }> | null = null;
  /** The last Lifelines target named (public): a murder Vote in the Event Phase may follow. */
  lastLifelines: Extract<ViewedEvent, { t: 'lifelinesTargeted' }> | null = null;

  constructor(readonly me: Seat) {}

  update(log: readonly ViewedEvent[] | undefined): void {
    if (!log) return;
    for (const e of log) {
      if (e.seq <= this.lastSeq) continue;
      if (this.lastSeq < 0 && e.seq === 0) this.complete = true;
      this.lastSeq = e.seq;
      this.#read(e);
    }
  }

  #read(e: ViewedEvent): void {
    switch (e.t) {
      case 'cardGiven':
        this.gifts.push({ seq: e.seq, round: e.round, from: e.from, to: e.to, face: null });
        break;
      case 'cardGivenFace': {
        const gift = this.gifts.findLast((g) => g.from === e.from && g.to === e.to && g.face === null);
        if (gift) gift.face = e.card;
        break;
      }
      case 'becameGhost':
        if (!this.ghostRound.has(e.seat)) this.ghostRound.set(e.seat, e.round);
        break;
      case 'stateSeen':
        if (e.seat === this.me) this.seen.push({ seq: e.seq, target: e.target, dead: e.dead });
        break;
      case 'stateChecked':
        this.lastCheck = e;
        break;
      case 'deathRevealed':
        this.revealed.push({ seq: e.seq, seat: e.seat });
        break;
      case 'lifelinesTargeted':
        this.lastLifelines = e;
        break;
      case 'lifelineRevealed':
        if (e.card === 'dead') this.revealed.push({ seq: e.seq, seat: e.seat });
        break;
      case 'portalClosed':
        this.portalClosers.push({ round: e.round, seats: [...e.seats] });
        break;
      case 'cultistTokenSetAside':
        this.tokensSetAside.push(e.room);
        break;
      default:
        break;
    }
  }
}

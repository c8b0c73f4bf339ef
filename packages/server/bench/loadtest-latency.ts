// How the load test times an action to every seat's updated view. The server sends a seat an update only when
// its view changed: in a hidden step (a secret choice made at the same time by every seat) the others get
// nothing, so "every seat has had an update since" would wait for the step's end, seconds later, and count the
// other seats' thinking as the server's latency. Instead, once the actor has its own update, each seat that had
// nothing yet is pinged on its own socket: the server writes a connection's frames in order, and the actor's
// update came after the action's whole broadcast was written, so a seat's pong says that no update of that
// action is still on its way to it. The action is done at the latest update any seat had by then.
// On several nodes with a game's seats spread over them (--urls without --game-per-node), a seat on another
// node hears of the action through Redis: its pong may come before that node's update, which then goes
// uncounted. Its latency is exact on one server and with each game on one node.

/** One measured action of a game: at most one at a time per game, so that every pong answers it alone. */
interface Probe {
  readonly seat: number;
  readonly at: number;
  /** Whether it was sent inside the measured window. */
  readonly measured: boolean;
  /** When each seat last had an update since the action was sent. */
  readonly seen: Map<number, number>;
  /** When the actor had its own update (null: not yet). */
  actorAt: number | null;
  /** Whether the other seats were pinged (the seats seen by then are settled). */
  barrier: boolean;
  /** The seats pinged and not answered yet: an update before the pong may be this action's. */
  readonly pinged: Set<number>;
}

/** The latency probe of one game's seats: `ping(seat)` asks the server for a pong on that seat's socket. */
export class ActionProbe {
  #probe: Probe | null = null;
  /** Pings sent, for the report: they are load the run adds. */
  pings = 0;

  constructor(
    private readonly seats: number,
    private readonly ping: (seat: number) => void,
    private readonly done: (latency: number, measured: boolean) => void,
    /** Runs `check` once the frames already received have been read (setImmediate in the load test). */
    private readonly later: (check: () => void) => void,
  ) {}

  /** An action sent: measured if no other is (false: it plays on unmeasured). */
  sent(seat: number, at: number, measured: boolean): boolean {
    if (this.#probe !== null) return false;
    this.#probe = { seat, at, measured, seen: new Map(), actorAt: null, barrier: false, pinged: new Set() };
    return true;
  }

  /** An update reached `seat` at `now`. */
  update(seat: number, now: number): void {
    const p = this.#probe;
    if (p === null || now < p.at) return;
    // The latest, not the first: an earlier action's update may still arrive after this one was sent. A later
    // action's may be counted too (the figure errs high, never low).
    if (!p.barrier || p.pinged.has(seat)) p.seen.set(seat, now);
    if (seat === p.seat && p.actorAt === null) {
      p.actorAt = now;
      // Frames the same broadcast wrote to the other seats' sockets are often read in the same turn.
      this.later(() => {
        this.#barrier(p);
      });
    }
  }

  /** The server refused the measured action (or an earlier one of the same seat): nothing to wait for. */
  rejected(seat: number): void {
    if (this.#probe?.seat === seat && this.#probe.actorAt === null) this.#probe = null;
  }

  pong(seat: number): void {
    const p = this.#probe;
    if (p === null || !p.pinged.delete(seat)) return;
    if (p.pinged.size === 0) this.#finish(p);
  }

  #barrier(p: Probe): void {
    if (this.#probe !== p) return;
    p.barrier = true;
    for (let seat = 0; seat < this.seats; seat++) {
      if (p.seen.has(seat)) continue;
      p.pinged.add(seat);
      this.pings += 1;
      this.ping(seat);
    }
    if (p.pinged.size === 0) this.#finish(p);
  }

  #finish(p: Probe): void {
    this.#probe = null;
    let last = p.actorAt ?? p.at;
    for (const t of p.seen.values()) last = Math.max(last, t);
    this.done(last - p.at, p.measured);
  }
}

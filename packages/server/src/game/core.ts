import type { Action } from '@among-cultists/engine';
import { LostRaceError, StorageError, type GameAuthority, type Rejection } from './authority.ts';
import { retryDelay } from '../backoff.ts';
import type { Bus } from '../bus.ts';
import type { Clock } from '../clock.ts';
import { errorText, type Log } from '../log.ts';
import type { Metrics, Operation } from '../metrics.ts';
import type { Client } from '../session/session.ts';
import { ConflictError } from '../store.ts';
import type { GameEvents } from './events.ts';
import { ok, toFrame, unavailable, UNAVAILABLE, type Outcome } from './outcome.ts';

export interface GameCoreDeps {
  readonly clock: Clock;
  readonly log: Log;
  readonly metrics: Metrics;
  /** Several nodes: the game's timers and bots run only where its lease is held (`setLeader`). */
  readonly leased?: boolean;
}

/**
 * One game's authority with what every subscriber shares: its events, whether this node leads it (runs
 * its timers and bots) and since when, whether it closed here, and the three ways a command is run and
 * its failure handled (a player's over HTTP: `attempt`; over a socket: `stored`; the server's own work:
 * `persist`, tried again with backoff until it is stored).
 */
export class GameCore {
  readonly authority: GameAuthority;
  readonly bus: Bus;
  readonly clock: Clock;
  readonly log: Log;
  readonly metrics: Metrics;
  /** Several nodes: timers and bots run where the lease is held, and copies may fall behind storage. */
  readonly leased: boolean;
  #closed = false;
  #leader: boolean;
  #leaderSince: number;

  constructor(deps: GameCoreDeps, authority: GameAuthority, bus: Bus) {
    this.authority = authority;
    this.bus = bus;
    this.clock = deps.clock;
    this.log = deps.log;
    this.metrics = deps.metrics;
    this.leased = deps.leased === true;
    this.#leader = !this.leased;
    this.#leaderSince = deps.clock.now();
  }

  get id(): string {
    return this.authority.id;
  }

  get events(): GameEvents {
    return this.authority.events;
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Whether this node runs the game's timers and bots. */
  get leader(): boolean {
    return this.#leader;
  }

  /** Since when this node leads or follows the game (a node that takes it over gives players a grace). */
  get leaderSince(): number {
    return this.#leaderSince;
  }

  /** This node gained or lost the game's lease; false when nothing changed. */
  setLeader(leader: boolean): boolean {
    if (leader === this.#leader || this.#closed) return false;
    this.#leader = leader;
    this.#leaderSince = this.clock.now();
    this.events.emit({ type: 'leadership', leader });
    return true;
  }

  /** Stops everything that runs for the game here ('closed'), then waits for the command in progress (never long). */
  async close(): Promise<void> {
    this.#closed = true;
    this.events.emit({ type: 'closed' });
    await new Promise<void>((resolve) => {
      const cancel = this.clock.after(5000, resolve);
      const done = (): void => {
        cancel();
        resolve();
      };
      // A game waiting to be read again reads storage first: storage away, that fails (logged, not thrown).
      this.run(() => Promise.resolve()).then(done, (e: unknown) => {
        this.failed('load', e, { closing: true });
        done();
      });
    });
  }

  /** Runs a command on the authority, one at a time (a reload it needed first is shown first). */
  run<T>(work: (retry: boolean) => Promise<T>): Promise<T> {
    return this.authority.run(work);
  }

  /** The game moved on: the deadline of the new step, the views, the bots follow (told its decision). */
  changed(): void {
    if (!this.authority.state || this.#closed) return;
    this.events.emit({ type: 'changed', decision: this.authority.decision });
  }

  /** What the lobby shows changed. */
  seatsChanged(): void {
    this.events.emit({ type: 'seatsChanged' });
  }

  /** Stores an action made now (the peers hear of it). Throws ConflictError if another node's came first. */
  commit(seat: number, action: Action): Promise<Rejection | null> {
    return this.authority.commit(seat, action, this.clock.now());
  }

  failed(operation: Operation, error: unknown, details: object = {}): void {
    this.metrics.failures.inc({ operation });
    this.log.error({ game: this.id, operation, ...details, error: errorText(error) }, `${operation} failed`);
  }

  /** A command over HTTP: a write that failed is unavailable (the client may send it again). */
  async attempt<T>(operation: string, work: (retry: boolean) => Promise<Outcome<T>>): Promise<Outcome<T>> {
    try {
      // The request was brought up to date on arrival (app.ts: `sync`); a change made through another node
      // since then is caught by the write's version check, and the command runs again on the new state.
      return await this.run(work);
    } catch (e) {
      // Nothing was stored either way: the same request may be sent again.
      if (!(e instanceof StorageError) && !(e instanceof LostRaceError)) throw e;
      this.failed('write', e, { command: operation });
      return unavailable();
    }
  }

  /**
   * A write a client asked for over its socket: its result, or null when it could not be stored, in which
   * case the failure is logged and counted and the client is told that nothing changed and it may try again.
   */
  async stored<T>(
    client: Client,
    operation: Operation,
    details: object,
    write: () => Promise<T>,
    message = UNAVAILABLE,
  ): Promise<{ value: T } | null> {
    try {
      return ok(await write());
    } catch (e) {
      // A lost race is the command's to retry (authority.run), after catching up.
      if (e instanceof ConflictError || !(e instanceof StorageError)) throw e;
      this.failed(operation, e, details);
      client.send(toFrame(unavailable(message)));
      return null;
    }
  }

  /**
   * Work the server does on its own (a bot's move, a deadline's default): run now and, if it fails, again
   * after a growing delay until it succeeds or the game closes. `work` decides afresh each time.
   */
  persist(operation: Operation, work: (retry: boolean) => Promise<void>, attempt = 0): void {
    if (this.#closed) return;
    this.run(work).then(
      () => undefined,
      (e: unknown) => {
        this.failed(operation, e, { attempt });
        if (this.#closed) return;
        this.metrics.retries.inc({ operation });
        this.clock.after(retryDelay(attempt), () => {
          this.persist(operation, work, attempt + 1);
        });
      },
    );
  }

  /** A command that reached a game after it closed: refused, never stored. */
  refusedClosed(client: Client): boolean {
    if (!this.#closed) return false;
    client.send({ t: 'error', code: 'game/unknown', message: 'This game is no longer here.' });
    return true;
  }

  /** Whether the game is being played with bots (it needs their CPU). */
  get hasBots(): boolean {
    return this.authority.seats.some((s) => s.kind === 'bot' || s.kind === 'standin');
  }

  /** The hash of the host's token (the table screen's key is derived from it: table-screen.ts). */
  get hostTokenHash(): string | null {
    return this.authority.seats[this.authority.hostSeat]?.tokenHash ?? null;
  }

  /** The name a seat token of this game plays under (null: not a seat of this game). */
  nameOf(token: string): string | null {
    const seat = this.authority.seatOf(token);
    return seat === null ? null : (this.authority.seats[seat]?.name ?? null);
  }

  /** The name a seat plays under. */
  seatName(seat: number): string {
    return this.authority.seats[seat]?.name ?? `Seat ${seat + 1}`;
  }
}

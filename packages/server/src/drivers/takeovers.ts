import { MISSES_FOR_TAKEOVER } from '@among-cultists/protocol';
import type { GameCore } from '../game/core.ts';
import type { GameView } from '../session/game-view.ts';
import type { Client } from '../session/session.ts';
import { Standins } from './standins.ts';
import { ConflictError } from '../store.ts';

export interface TakeoversDeps {
  readonly core: GameCore;
  /** Seats with a connection here or, as the other nodes last said, to them. */
  readonly view: Pick<GameView, 'connectedSeats'>;
  /** The bots (a stand-in starts playing at once). */
  readonly bots: { schedule(): void };
}

/**
 * Missed deadlines and the votes to let a stand-in bot play a seat whose player keeps missing them
 * (standins.ts counts them): the node running the game's timers counts the votes (it knows every missed
 * deadline) and tells the other nodes the missed counts; a majority of the other players at the table
 * lets a bot play the seat, until its player
 * acts on its own turn or takes it back.
 */
export class Takeovers {
  readonly #core: GameCore;
  readonly #view: Pick<GameView, 'connectedSeats'>;
  readonly #bots: { schedule(): void };
  readonly #standins = new Standins();

  constructor(deps: TakeoversDeps) {
    this.#core = deps.core;
    this.#view = deps.view;
    this.#bots = deps.bots;
    deps.core.events.on('acted', ({ seat, ownTurn }) => {
      this.#acted(seat, ownTurn);
    });
    deps.core.events.on('deadlineMissed', ({ seat }) => {
      this.#missedTurn(seat);
    });
  }

  /** Deadlines the seat missed in a row (shown in the lobby). */
  missed(seat: number): number {
    return this.#standins.missed(seat);
  }

  /** A voter left the table: its votes no longer count. */
  left(voter: number): void {
    this.#standins.left(voter);
  }

  /** A vote to let a bot play `seat`, from a player at the table (counted where the timers run). */
  request(client: Client, seat: number): Promise<void> {
    const core = this.#core;
    return core.run(async () => {
      if (core.refusedClosed(client)) return;
      const seats = core.authority.seats;
      const target = seats[seat];
      if (client.seat === null || client.seat === seat || seats[client.seat]?.kind !== 'human') {
        client.send({
          t: 'error',
          code: 'takeover/not-allowed',
          message: 'Only another player at the table can ask for a stand-in.',
        });
        return;
      }
      if (target?.kind !== 'human' || this.#standins.missed(seat) < MISSES_FOR_TAKEOVER) {
        client.send({
          t: 'error',
          code: 'takeover/not-yet',
          message: `A bot can stand in only for a player who missed ${MISSES_FOR_TAKEOVER} deadlines in a row.`,
        });
        return;
      }
      // The node running the game's timers counts the votes (it knows every missed deadline).
      if (!core.leader) {
        core.bus.publish(core.id, { t: 'vote', voter: client.seat, target: seat });
        return;
      }
      await this.countVote(client.seat, seat, client);
    });
  }

  /** A vote for a stand-in (in `run`), counted where the game's timers run; a majority lets a bot play. */
  async countVote(voter: number, seat: number, client: Client | null): Promise<void> {
    const core = this.#core;
    const seats = core.authority.seats;
    if (seats[seat]?.kind !== 'human' || this.#standins.missed(seat) < MISSES_FOR_TAKEOVER) return;
    const connected = this.#view.connectedSeats();
    const voters = seats.filter((s) => s.kind === 'human' && s.seat !== seat && connected.has(s.seat)).length;
    if (!this.#standins.vote(voter, seat, voters)) return;
    const write = () => core.authority.setKind(seat, 'standin');
    if (client) {
      if (!(await core.stored(client, 'write', { command: 'takeover', seat }, write))) return;
    } else {
      try {
        await write();
      } catch (e) {
        if (e instanceof ConflictError) throw e;
        core.failed('write', e, { command: 'takeover', seat });
        return;
      }
    }
    this.#standins.back(seat);
    this.missedChanged();
    core.seatsChanged();
    this.#bots.schedule();
  }

  /** The player takes the seat back from its stand-in bot. */
  takeBack(client: Client): Promise<void> {
    const core = this.#core;
    return core.run(async () => {
      if (core.refusedClosed(client)) return;
      const seat = client.seat;
      if (seat === null || core.authority.seats[seat]?.kind !== 'standin') return;
      const done = await core.stored(client, 'write', { command: 'takeback', seat }, () =>
        core.authority.setKind(seat, 'human'),
      );
      if (!done) return;
      this.#standins.back(seat);
      this.missedChanged();
      core.seatsChanged();
    });
  }

  /** A deadline passed on `seat`'s own turn (counted once its defaults are stored). */
  #missedTurn(seat: number): void {
    this.#standins.missedTurn(seat);
    this.missedChanged();
    this.#core.seatsChanged();
  }

  /** The node running the timers said the missed counts: adopted here, where they are only shown. */
  adoptMissed(missed: readonly (readonly [number, number])[]): void {
    if (!this.#core.leader && this.#standins.adoptMissed(missed)) this.#core.seatsChanged();
  }

  /** The node running the timers tells the others the missed counts (shown in every lobby). */
  missedChanged(): void {
    const core = this.#core;
    if (core.leader) core.bus.publish(core.id, { t: 'missed', missed: this.#standins.missedCounts() });
  }

  /** A seat's action was stored (here or on another node): votes against it lapse; on its own turn it is back. */
  #acted(seat: number, ownTurn: boolean): void {
    this.#standins.acted(seat);
    if (ownTurn && this.#standins.back(seat)) {
      this.missedChanged();
      this.#core.seatsChanged();
    }
  }
}

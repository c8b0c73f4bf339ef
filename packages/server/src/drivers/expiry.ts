import { actors, turnSeat, type Action, type Decision } from '@among-cultists/engine';
import type { AutoEnd } from '../auto-end.ts';
import { Deadline } from './deadlines.ts';
import type { GameCore } from '../game/core.ts';
import type { Session } from '../session/session.ts';
import { drawFor } from './defaults.ts';

/** A node that takes a game over gives players this long to reconnect before a passed deadline fires. */
const TAKEOVER_GRACE_MS = 3000;

export interface ExpiryDeps {
  readonly core: GameCore;
  /** The seats' "end my Rounds automatically" (armed with the deadline, after every change). */
  readonly autoEnd: Pick<AutoEnd, 'arm' | 'clear'>;
  readonly session: Pick<Session, 'sendToSeat'>;
}

/**
 * The deadline of each decision step (deadlines.ts), armed after every change and acted on where the
 * game's timers run: time up, every seat still deciding in the step gets the safe default (timers.ts),
 * hears what was played for it, and a seat that let its own turn pass has missed a deadline
 * ('deadlineMissed': drivers/takeovers.ts counts it).
 */
export class Expiry {
  readonly #core: GameCore;
  readonly #deadline: Deadline;
  readonly #autoEnd: ExpiryDeps['autoEnd'];
  readonly #session: ExpiryDeps['session'];

  constructor(deps: ExpiryDeps) {
    const core = deps.core;
    this.#core = core;
    this.#autoEnd = deps.autoEnd;
    this.#session = deps.session;
    this.#deadline = new Deadline(core.clock, core.authority.timers, (key) => {
      core.persist('deadline', () => this.#expire(key));
    });
    core.events.on('changed', ({ decision }) => {
      this.#arm(decision);
    });
    core.events.on('closed', () => {
      this.#deadline.clear();
      this.#autoEnd.clear();
    });
  }

  /** When the current step times out (epoch ms), or null. */
  get at(): number | null {
    return this.#deadline.at;
  }

  #arm(decision: Decision | null): void {
    const core = this.#core;
    const authority = core.authority;
    const state = authority.state!;
    const since = authority.stepSince;
    const notBefore = core.leaderSince + (core.leased ? TAKEOVER_GRACE_MS : 0);
    // A game that ended abandoned (idle.ts) is over without the engine's end: no deadline either.
    if (state.phase.kind === 'over' || authority.status === 'finished') this.#deadline.clear();
    else this.#deadline.arm(decision, since, core.leader, notBefore);
    this.#autoEnd.arm(state, decision, since, core.leader, notBefore);
  }

  /** Time is up: every seat still deciding in this step gets the safe default (server/timers.ts). */
  async #expire(key: string): Promise<void> {
    const core = this.#core;
    const authority = core.authority;
    let state = authority.state;
    const step = authority.decision?.key;
    // Not in a game that ended abandoned meanwhile (idle.ts): nothing more is played there.
    if (!state || core.closed || !core.leader || authority.status !== 'playing' || step !== key) return;
    const pending = actors(state).filter((seat) => authority.seats[seat]?.kind === 'human');
    // Only a seat's own turn counts as missed (the engine's turnSeat: the one seat every view names);
    // in a simultaneous step, who was late stays unknown.
    const turn = turnSeat(state);
    const seq = authority.seq;
    const taken = new Map<number, Action[]>();
    try {
      for (const seat of pending) {
        // A Movement may need several steps before it can end: keep choosing for the same turn.
        for (let i = 0; i < 8; i++) {
          state = authority.state!;
          // The engine's safe default (decisionOf), or nothing once the seat has nothing to decide.
          const action = authority.decision?.timedOut(seat, drawFor(authority, seat)) ?? null;
          if (action === null) break;
          const moving = state.phase.kind === 'movement' && state.phase.seat === seat;
          const rejection = await core.commit(seat, action);
          if (rejection) throw new Error(`the safe default was refused: ${rejection.message}`);
          taken.set(seat, [...(taken.get(seat) ?? []), action]);
          // Only the same Movement goes on: a step that ends another decision (the Night's "ready") must
          // not also play this seat's next turn, which gets a deadline of its own.
          const after = authority.state!.phase;
          if (!moving || after.kind !== 'movement' || after.seat !== seat) break;
        }
      }
    } finally {
      // Some defaults stored before a failure: show them; the step that follows gets its own deadline.
      if (authority.seq !== seq) core.changed();
      // Each late seat hears what was played for it, after the update that shows it; only that seat.
      const logSeq = (authority.state?.log.length ?? 0) - 1;
      for (const [seat, actions] of taken) {
        this.#session.sendToSeat(seat, { t: 'timedOut', actions, logSeq });
        core.bus.publish(core.id, { t: 'timedOut', seat, actions, logSeq });
      }
    }
    // Counted once the defaults are stored, so that a retry does not count the same deadline twice.
    if (turn !== null && pending.length === 1 && pending[0] === turn)
      core.events.emit({ type: 'deadlineMissed', seat: turn });
  }
}

import { SERVER_HOST, type HostToken } from './host.ts';
import { type RematchPlan } from './authority.ts';
import { hashToken } from './secrets.ts';
import type { GameView } from '../session/game-view.ts';
import type { GameCore } from './core.ts';
import { ok, refused, type Outcome } from './outcome.ts';
import { rematchPlan } from './seats.ts';

type Seated = { seat: number; token: string };
type Rematch = { id: string; token: string | null };

/**
 * The lobby's commands, sent over HTTP: joining, the host's seats and start, and the rematch of a finished
 * game. Each runs on the authority in turn and comes to an outcome (outcome.ts); one that stored a change
 * shows it ('seatsChanged'), and a write that failed is unavailable (nothing changed; it may be sent again).
 */
export class LobbyCommands {
  readonly #core: GameCore;
  readonly #view: Pick<GameView, 'rebind'>;

  constructor(core: GameCore, view: Pick<GameView, 'rebind'>) {
    this.#core = core;
    this.#view = view;
  }

  /** Runs `work` in turn (`done` follows it there when it is done), then shows the lobby (`show`) if it was. */
  async #command<T>(
    operation: string,
    work: () => Promise<Outcome<T>>,
    done?: () => void,
    show = true,
  ): Promise<Outcome<T>> {
    const outcome = await this.#core.attempt(operation, async () => {
      const result = await work();
      if (result.kind === 'ok') done?.();
      return result;
    });
    if (outcome.kind === 'ok' && show) this.#core.seatsChanged();
    return outcome;
  }

  /**
   * A player of this finished game asks for a rematch: the first one creates it (`create`, given the plan)
   * and every client here is told; later ones hear which game it is (`token` null: join it with `claim`).
   */
  rematch(
    token: string,
    create: (plan: RematchPlan) => Promise<{ id: string; token: string }>,
  ): Promise<Outcome<Rematch>> {
    const a = this.#core.authority;
    return this.#command('rematch', async (): Promise<Outcome<Rematch>> => {
      if (a.status !== 'finished')
        return refused('game/not-finished', 'A rematch can be proposed once the game is over.');
      const seat = a.seatOf(token);
      if (seat === null) return refused('auth/bad-token', 'That is not a seat of this game.');
      if (a.rematch) return ok({ id: a.rematch.id, token: null });
      const plan = rematchPlan(a, seat);
      if (plan.kind !== 'ok') return plan;
      const created = await create(plan.value);
      await a.linkRematch({ id: created.id, by: seat });
      return ok(created);
    });
  }

  /** A player of the previous game takes the seat kept for them (by their old token); null: none is. */
  async claim(oldToken: string): Promise<Outcome<Seated | null>> {
    const outcome = await this.#core.attempt('join', () => this.#core.authority.claim(hashToken(oldToken)));
    if (outcome.kind === 'ok' && outcome.value) this.#core.seatsChanged();
    return outcome;
  }

  /** Takes the seat asked for if it is free, else the first open seat. */
  join(name: string, wanted?: number, seatWanted?: number): Promise<Outcome<Seated>> {
    return this.#command('join', () => this.#core.authority.join(name, wanted, seatWanted));
  }

  /** The host fills an open seat with a bot, or opens a seat again (a bot's, or a player's before the start). */
  setSeat(hostToken: HostToken, seat: number, kind: 'bot' | 'open'): Promise<Outcome> {
    return this.#command(
      'seat',
      () => this.#core.authority.setSeat(hostToken, seat, kind),
      () => {
        this.#view.rebind();
      },
    );
  }

  /**
   * A public table's countdown ended (issue 30): bots take the seats still open. Decided on the seats as
   * stored: a player who joined through another node meanwhile keeps their seat (the work runs again).
   */
  fillWithBots(): Promise<Outcome> {
    const a = this.#core.authority;
    const fill = async (): Promise<Outcome> => {
      const open = a.seats.filter((s) => s.kind === 'open' && !s.reservedHash).map((s) => s.seat);
      for (const seat of open) {
        const outcome = await a.setSeat(SERVER_HOST, seat, 'bot');
        if (outcome.kind !== 'ok') return outcome;
      }
      return ok();
    };
    return this.#command('seat', fill, () => {
      this.#view.rebind();
    });
  }

  /** The host starts the game once every seat is taken: shown at once, in turn. */
  start(hostToken: HostToken): Promise<Outcome> {
    const core = this.#core;
    const shown = (): void => {
      this.#view.rebind();
      core.seatsChanged();
      core.changed();
    };
    return this.#command('start', () => core.authority.start(hostToken, core.clock.now()), shown, false);
  }
}

import { turnSeat, type Action } from '@among-cultists/engine';
import { LostRaceError } from './authority.ts';
import type { Client } from '../session/session.ts';
import type { GameView } from '../session/game-view.ts';
import type { Said, TableChat } from '../table-chat.ts';
import type { GameCore } from './core.ts';
import { toFrame } from './outcome.ts';

const NOT_STORED = 'Your message could not be stored; try again.';

export interface PlayerCommandsDeps {
  readonly core: GameCore;
  readonly view: Pick<GameView, 'resend'>;
  readonly chat: Pick<TableChat, 'refusal' | 'post'>;
}

/**
 * What a seated client asks of the game over its socket: an action made on the view of a version, and
 * a chat line or claim. Each runs on the authority in turn; what cannot be done is answered with the
 * frame of its outcome (outcome.ts), and a write that could not be stored leaves the game as it was.
 */
export class PlayerCommands {
  readonly #core: GameCore;
  readonly #view: PlayerCommandsDeps['view'];
  readonly #chat: PlayerCommandsDeps['chat'];

  constructor(deps: PlayerCommandsDeps) {
    this.#core = deps.core;
    this.#view = deps.view;
    this.#chat = deps.chat;
  }

  /**
   * A client's action, made on the view of `version`. Losing every race to other nodes' writes is
   * answered as a stale view would be (the game moved on; here is where it is now): the client may act again.
   */
  async act(client: Client, version: number, action: Action): Promise<void> {
    const core = this.#core;
    try {
      await core.run((retry) => this.#act(client, version, action, retry));
    } catch (e) {
      if (!(e instanceof LostRaceError)) throw e;
      core.metrics.commands.inc({ result: 'rejected' });
      core.log.warn({ game: core.id, seat: client.seat, error: e.message }, 'an action lost every race');
      client.send(toFrame({ kind: 'stale', version: client.version }));
      this.#view.resend(client);
    }
  }

  async #act(client: Client, version: number, action: Action, retry: boolean): Promise<void> {
    const core = this.#core;
    const authority = core.authority;
    // Another node's write came first: counted (a retry on the new state follows).
    if (retry) core.metrics.retries.inc({ operation: 'write' });
    if (core.refusedClosed(client)) return;
    const seat = client.seat;
    const state = authority.state;
    if (seat === null) {
      client.send({ t: 'error', code: 'act/spectator', message: 'Spectators watch; they cannot act.' });
      return;
    }
    if (!state) {
      client.send({
        t: 'rejected',
        code: 'game/not-started',
        message: 'The game has not started yet.',
        version: client.version,
      });
      return;
    }
    if (version !== client.version) {
      client.send(toFrame({ kind: 'stale', version: client.version }));
      this.#view.resend(client);
      return;
    }
    const started = performance.now();
    // Whether this is the seat's own public turn: only then may anything public follow from it.
    const ownTurn = turnSeat(state) === seat;
    const stored = await core.stored(client, 'write', { seat, action: action.type }, async () => {
      if (authority.seats[seat]?.kind === 'standin') {
        // Back from a stand-in. Acting in a hidden step must not show when: the lobby waits for the step's end
        // (the authority says so before it stores the seat: session.ts keeps showing the lobby as it was).
        await authority.setKind(seat, 'human', !ownTurn);
      }
      return core.commit(seat, action);
    });
    if (!stored) {
      core.metrics.commands.inc({ result: 'failed' });
      return;
    }
    const rejection = stored.value;
    if (!rejection) {
      core.events.emit({ type: 'acted', seat, ownTurn });
      core.changed();
    }
    core.metrics.commands.inc({ result: rejection ? 'rejected' : 'accepted' });
    core.metrics.latency.observe((performance.now() - started) / 1000);
    if (rejection) client.send({ t: 'rejected', ...rejection, version: client.version });
  }

  /** A chat line or a structured claim (issue 16); silent while No Connection is in force (EVT-NOCONNECTION-01). */
  speak(client: Client, said: Said): Promise<void> {
    return this.#core.run(() => this.#speak(client, said));
  }

  async #speak(client: Client, said: Said): Promise<void> {
    const core = this.#core;
    if (core.refusedClosed(client)) return;
    // Without the bus this copy may not have heard of an action stored through another node that closed
    // the chat (No Connection): it reads storage first, so that the check below sees it.
    if (client.seat !== null && core.leased && !core.bus.healthy) {
      const details = { seat: client.seat, catchUp: true };
      const read = await core.stored(client, 'chat', details, () => core.authority.refresh(), NOT_STORED);
      if (!read) return;
    }
    const refusal = this.#chat.refusal(client.seat, said);
    if (refusal !== null) {
      client.send({ t: 'error', ...refusal });
      return;
    }
    const seat = client.seat!;
    await core.stored(client, 'chat', { seat }, () => this.#chat.post(seat, said), NOT_STORED);
  }
}

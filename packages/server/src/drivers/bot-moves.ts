import type { Claim, Decision, GameState } from '@among-cultists/engine';
import { ClaimSchema, describeIssues } from '@among-cultists/protocol';
import { StorageError } from '../game/authority.ts';
import type { BotDriver } from './bot-driver.ts';
import type { CoachHold } from '../coach-hold.ts';
import type { GameCore } from '../game/core.ts';
import type { GameView } from '../session/game-view.ts';
import type { TableChat } from '../table-chat.ts';
import { drawFor } from './defaults.ts';

export interface BotMovesDeps {
  readonly core: GameCore;
  readonly bots: BotDriver;
  readonly chat: TableChat;
  readonly coachHold: Pick<CoachHold, 'held' | 'read'>;
  /** Whether a player is at the table, here or through another node (or that is unknown). */
  readonly view: Pick<GameView, 'attended'>;
}

/**
 * The bots' moves and table talk, played where the game's timers run: every bot with something to decide
 * answers after its delay (bot-driver.ts times and decides), its move is stored with the server's own
 * persistence, a move the rules refuse is replaced by the timer's safe default, and in a Vote's discussion a
 * bot says its claims first, one line a turn, on the chat's terms.
 */
export class BotMoves {
  readonly #core: GameCore;
  readonly #bots: BotDriver;
  readonly #chat: TableChat;
  readonly #coachHold: Pick<CoachHold, 'held' | 'read'>;
  readonly #view: Pick<GameView, 'attended'>;

  constructor(deps: BotMovesDeps) {
    this.#core = deps.core;
    this.#bots = deps.bots;
    this.#chat = deps.chat;
    this.#coachHold = deps.coachHold;
    this.#view = deps.view;
    const events = deps.core.events;
    events.on('changed', ({ decision }) => {
      this.schedule(decision);
    });
    events.on('reloaded', () => {
      this.#bots.forget();
    });
    events.on('leadership', ({ leader }) => {
      if (leader) this.#bots.forget();
      else this.#bots.cancel();
    });
    events.on('closed', () => {
      this.#bots.cancel();
    });
    events.on('chatShown', ({ lines }) => {
      this.#bots.heard(lines);
      // A bot named by a line may answer it (issue 27).
      this.schedule();
    });
    events.on('presence', () => {
      this.schedule();
    });
  }

  /** Whether the game's bots play here now (rooms.ts counts these against the bot games' cap). */
  get playing(): boolean {
    const core = this.#core;
    return (
      !core.closed &&
      core.leader &&
      core.authority.status === 'playing' &&
      core.hasBots &&
      this.#view.attended
    );
  }

  /**
   * Every bot with something to decide answers after a short, random delay, while at least one player is
   * connected: a game nobody is at waits for its players instead of spending the server's time. `decision`:
   * what the state awaits (told with the change; otherwise the authority's, asked once per state).
   */
  schedule(decision: Decision | null = this.#core.authority.decision): void {
    const state = this.#core.authority.state;
    // Without the bus, who is connected through other nodes is unknown: the bots play on (`attended`).
    if (!state || !this.playing || this.#coachHold.held) return;
    this.#bots.schedule(state, decision, this.#core.authority.seats, (seat) => {
      this.#core.persist('bot', (retry) => this.#move(seat, retry));
    });
  }

  async #move(seat: number, retry: boolean): Promise<void> {
    const core = this.#core;
    const authority = core.authority;
    const state = authority.state;
    const kind = authority.seats[seat]?.kind;
    // After a lost race the game moved on: the bots are scheduled afresh for the new state.
    if (retry || !state || core.closed || !core.leader || (kind !== 'bot' && kind !== 'standin')) return;
    // Not in a game that ended abandoned meanwhile (idle.ts): nothing more is played there.
    // Not while the tutorial's coach holds the bots (as stored: asked through any node); released, they go on.
    if (authority.status !== 'playing' || (await this.#coachHold.read())) return;
    // In `run`: nothing else changes the game while the bot thinks (another node's actions wait their turn).
    // A line still to type: the seat comes back once it is typed (issue 27), and decides after its last.
    // The decision `state` awaits: `state` is the authority's (nothing else changes the game meanwhile).
    const decision = authority.decision;
    if (await this.#talk(state, decision, seat)) {
      this.schedule();
      return;
    }
    const action = await this.#bots.decide(state, seat);
    if (action === null) return;
    let rejection = await core.commit(seat, action);
    if (rejection) {
      // A bot that errs must not leave its seat mute: the timer's safe default plays instead.
      core.failed('bot', new Error(`${rejection.code}: ${rejection.message}`), {
        seat,
        action: action.type,
      });
      const fallback = decision?.timedOut(seat, drawFor(authority, seat)) ?? null;
      if (fallback === null) return;
      rejection = await core.commit(seat, fallback);
      if (rejection) throw new Error(`the safe default was refused too: ${rejection.message}`);
    }
    core.changed();
  }

  /**
   * A bot about to decide in a Vote's discussion says its claims first (VOTE-03), as its seat's chat lines:
   * everyone, bots included, hears them before anyone's next decision. A claim that a player could not
   * post is not posted for a bot either; a bot whose talk fails still decides. One line a turn (issue 27):
   * true while the seat has more to say (the bot driver times the next).
   */
  async #talk(state: GameState, decision: Decision | null, seat: number): Promise<boolean> {
    const core = this.#core;
    // EVT-NOCONNECTION-01: nobody talks until the next event is revealed.
    if (state.effects.noConnection) return false;
    let claims: readonly Claim[];
    try {
      claims = await this.#bots.talk(state, decision, seat);
    } catch (e) {
      if (e instanceof StorageError) throw e;
      core.failed('bot', e, { seat, talk: true });
      return false;
    }
    if (claims.length === 0) return this.#bots.typing(decision, seat);
    // This may be a retry after a failed write that stored some of the claims after all: read what storage
    // holds first (shown, so the bots hear it), and post no claim this seat has already said this round.
    await this.#chat.settle();
    for (const said of claims) {
      if (await this.#chat.alreadySaid(seat, state.round, said)) {
        core.log.info(
          { game: core.id, seat, claim: said.kind },
          'a bot claim already posted was not posted again',
        );
        continue;
      }
      // Held to what a player's claim is held to: its shape, then the chat's checks and limits.
      const parsed = ClaimSchema.safeParse(said);
      const refusal = parsed.success
        ? this.#chat.refusal(seat, { claim: parsed.data })
        : { code: 'claim/invalid', message: describeIssues(parsed.error) };
      // The chat is full: nothing more is said in this game (counted as a limit, not a fault).
      if (refusal?.code === 'chat/full') break;
      // The seat's chat rate (counted where it refused): a limit doing its work, not a fault of the bot.
      if (refusal?.code === 'chat/rate') {
        core.log.info({ game: core.id, seat, claim: said.kind }, 'a bot claim waited out the chat rate');
        continue;
      }
      if (refusal !== null || !parsed.success) {
        core.failed('bot', new Error(`a claim was refused: ${refusal?.message}`), {
          seat,
          claim: said.kind,
          code: refusal?.code,
        });
        continue;
      }
      await this.#chat.post(seat, { claim: parsed.data });
    }
    this.#bots.talked(decision, seat);
    return this.#bots.typing(decision, seat);
  }
}

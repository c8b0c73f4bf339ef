/**
 * Streamer mode (issue 30): a public table's host may have its spectators see the game late, so that a
 * player cannot watch their own game's stream for hints. A spectator of such a game is sent the game as it
 * was `delay` ago, and nothing newer: the view and log replayed by the engine from the stored actions made
 * before then, the chat lines written before then, the lobby without presence, missed deadlines or
 * stand-ins (their timing would tell what happened since), the end and the seed once the delayed game
 * reaches them, and a deadline and phase start shifted by the delay.
 *
 * Everything it shows is derived from storage (each action's and line's stored time) and the clock, never
 * from what one process saw: every node shows a spectator the same game at the same moment, and a
 * spectator that reconnects, here or through another node, is never shown more than before.
 */
import { apply, createGame, decisionOf, type GameState } from '@among-cultists/engine';
import { CHAT_PAGE, type ChatLine, type Lobby, type LobbySeat, type Resume } from '@among-cultists/protocol';
import type { Db } from '../db.ts';
import { actionsSince, chatFrom } from '../store.ts';
import { claimsPage } from '../table-chat.ts';
import type { GameCore } from '../game/core.ts';
import type { Client, Session, Timing } from './session.ts';

export interface DelayedWatchDeps {
  readonly core: GameCore;
  readonly db: Db;
  readonly session: Session;
  /** The game's delay in ms (0: none); a room learns it when the game is created or loaded. */
  readonly delayMs: () => number;
  /** Every stored claim line, in order: the room's chat log reads them once per copy (chat.ts). */
  readonly claims: () => Promise<readonly ChatLine[]>;
}

/**
 * Storage is read at most this often per game (ms): a delayed game moves on in steps of about this, and
 * a crowd of spectators (or of requests for its lobby) costs one read per step, not one each.
 */
const DELAYED_STEP_MS = 500;
/** Stored actions, or chat lines, read per step: a longer backlog (a spectator's first look) takes more steps. */
const ROWS_PER_READ = 1000;

/**
 * The delayed game of one room, shown to its delayed spectators (clients of the room's session marked
 * `delayed`, sent nothing live: session.ts). Reads and sends one at a time, in order.
 */
export class DelayedWatch {
  readonly #deps: DelayedWatchDeps;
  /** The game as the delayed spectators see it, and how many stored actions it has played. */
  #state: GameState | null = null;
  #seq = 0;
  #seed: string | null = null;
  /** When the delayed game's decision step and phase began (from the actions' stored times), as in authority.ts. */
  #stepKey = '';
  #phaseKey = '';
  #stepSince = 0;
  #phaseSince = 0;
  /** Chat lines shown (every line before this seq), and the last page of them. */
  #chatCount = 0;
  #recent: ChatLine[] = [];
  /** When this copy first saw the game ended abandoned (idle.ts): shown `delay` after. */
  #endSeenAt: number | null = null;
  /** Spectators sent their welcome: only they are sent what follows. */
  readonly #welcomed = new WeakSet<Client>();
  #sentLobby = '';
  #lastRead = -Infinity;
  #cancelTimer: (() => void) | null = null;
  #timerAt = Infinity;
  #tail: Promise<void> = Promise.resolve();

  constructor(deps: DelayedWatchDeps) {
    this.#deps = deps;
    const events = deps.core.events;
    // A change made now is shown `delay` from now (the next step reads what became old enough).
    const later = (): void => {
      if (this.on && this.#watched()) this.#wake(deps.core.clock.now() + deps.delayMs());
    };
    events.on('changed', later);
    events.on('chatShown', later);
    events.on('reloaded', later);
    // Before the start a lobby holds no secret: its changes are shown at once.
    events.on('seatsChanged', () => {
      if (this.on && this.#watched())
        this.#wake(deps.core.authority.status === 'lobby' ? 0 : deps.core.clock.now() + deps.delayMs());
    });
    events.on('closed', () => {
      this.#cancelTimer?.();
      this.#cancelTimer = null;
    });
  }

  /** Whether the game's spectators see it late. */
  get on(): boolean {
    return this.#deps.delayMs() > 0;
  }

  /** Chat lines the delayed spectators have been shown (older pages are asked for before it). */
  get chatCount(): number {
    return this.#chatCount;
  }

  /** The delayed spectators welcomed here. */
  clients(): Client[] {
    return [...this.#deps.session.clients].filter((c) => c.delayed === true && this.#welcomed.has(c));
  }

  /**
   * A spectator joins (its place was already counted against the limit): it is in the session at once,
   * marked delayed, and welcomed once the delayed game is read up to now − delay. A `resume` that claims
   * more than the delayed game holds is not believed: the spectator is sent the delayed game whole.
   */
  attach(client: Client, resume: Resume | undefined): void {
    client.delayed = true;
    this.#deps.session.clients.add(client);
    void this.#queue(async () => {
      await this.#read();
      this.#welcome(client, resume);
    });
  }

  /** The lobby a delayed spectator would be shown now (`GET /api/games/:id` of a delayed game). */
  async lobby(): Promise<Lobby> {
    // After the reads queued before it; a read that failed (logged) leaves the lobby as last read.
    await this.#queue(async () => {
      await this.#read();
    });
    return this.#lobby();
  }

  /** Runs `work` after the work queued before it; a failure is logged and counted, and tried again later. */
  #queue(work: () => Promise<void>): Promise<void> {
    const next = this.#tail.then(work).catch((e: unknown) => {
      const { core } = this.#deps;
      core.failed('load', e, { delayed: true });
      // The spectators keep what they have; the next step reads again.
      if (this.on && !core.closed) this.#wake(core.clock.now() + DELAYED_STEP_MS * 4);
    });
    this.#tail = next;
    return next;
  }

  /** Reads and shows what became old enough, at `at` (or now, if sooner than a step after the last read). */
  #wake(at: number): void {
    const { core } = this.#deps;
    if (core.closed || at >= this.#timerAt) return;
    this.#cancelTimer?.();
    this.#timerAt = at;
    const wait = Math.max(0, at - core.clock.now(), this.#lastRead + DELAYED_STEP_MS - core.clock.now());
    this.#cancelTimer = core.clock.after(wait, () => {
      this.#cancelTimer = null;
      this.#timerAt = Infinity;
      void this.#queue(() => this.#step());
    });
  }

  /** One step: read, then send the welcomed spectators what changed for them. */
  async #step(): Promise<void> {
    const { changed, lines } = await this.#read();
    const clients = this.clients();
    if (clients.length === 0) return;
    if (lines.length > 0) for (const c of clients) c.send({ t: 'chat', lines });
    this.#showLobby(clients);
    if (changed && this.#state) this.#deps.session.broadcastState(this.#state, this.#timing(), clients);
  }

  /**
   * Plays the stored actions and takes the chat lines made up to now − delay (read at most once a step),
   * and wakes for the first one not yet old enough. What it read is kept, so that a welcome shows it.
   */
  async #read(): Promise<{ changed: boolean; lines: ChatLine[] }> {
    const { core, db } = this.#deps;
    const now = core.clock.now();
    if (now - this.#lastRead < DELAYED_STEP_MS) {
      if (this.#watched()) this.#wake(this.#lastRead + DELAYED_STEP_MS);
      return { changed: false, lines: [] };
    }
    this.#lastRead = now;
    const delay = this.#deps.delayMs();
    const cutoff = now - delay;
    const authority = core.authority;
    let next = Infinity;
    let changed = false;
    if (authority.status !== 'lobby') {
      const startedAt = authority.startedAt ?? authority.createdAt;
      if (this.#state === null && startedAt <= cutoff) {
        this.#seed ??= await readSeed(db, core.id);
        const created = createGame({ ...authority.options, seed: this.#seed });
        if (!created.ok) throw new Error(`game ${core.id}: its stored options are refused`);
        this.#state = created.state;
        this.#track(startedAt);
        changed = true;
      } else if (this.#state === null) next = startedAt + delay;
      if (this.#state !== null) {
        const rows = await actionsSince(db, core.id, this.#seq, ROWS_PER_READ);
        let all = true;
        for (const row of rows) {
          if (row.at > cutoff) {
            next = Math.min(next, row.at + delay);
            all = false;
            break;
          }
          const result = apply(this.#state, row.seat, row.action);
          if (!result.ok) throw new Error(`game ${core.id}: action ${this.#seq} no longer applies`);
          this.#state = result.state;
          this.#seq += 1;
          this.#track(row.at);
          changed = true;
        }
        if (all && rows.length === ROWS_PER_READ) next = now;
      }
    }
    const lines: ChatLine[] = [];
    const stored = await chatFrom(db, core.id, this.#chatCount, ROWS_PER_READ);
    for (const line of stored) {
      if (line.at > cutoff) {
        next = Math.min(next, line.at + delay);
        break;
      }
      lines.push(line);
      this.#chatCount = line.seq + 1;
    }
    if (lines.length === ROWS_PER_READ) next = now;
    this.#recent = [...this.#recent, ...lines].slice(-CHAT_PAGE);
    if (authority.ended && this.#endSeenAt === null) this.#endSeenAt = now;
    if (this.#endSeenAt !== null && this.#endSeenAt + delay > now)
      next = Math.min(next, this.#endSeenAt + delay);
    if (next < Infinity && this.#watched()) this.#wake(next);
    return { changed, lines };
  }

  /** Whether a delayed spectator is here (welcomed or about to be): nobody watching, nothing is read on time. */
  #watched(): boolean {
    for (const c of this.#deps.session.clients) if (c.delayed === true) return true;
    return false;
  }

  #welcome(client: Client, resume: Resume | undefined): void {
    const session = this.#deps.session;
    // It left while the game was read.
    if (!session.clients.has(client)) return;
    this.#showLobby(this.clients());
    this.#welcomed.add(client);
    const after = session.attach(
      client,
      resume,
      this.#state,
      (seq) => this.#recentAfter(seq),
      this.#chatCount,
      this.#timing(),
      this.#lobby(),
    );
    // The page sent holds only the latest lines: the ledger and the checker need the claims before them.
    if (this.#recentAfter(after).more) void this.#queue(() => this.#sendClaims(client, after));
  }

  /** The last lines shown (at most a page) after `after`, and whether older ones exist (as chat.ts' `recent`). */
  #recentAfter(after: number): { lines: ChatLine[]; more: boolean } {
    const lines = this.#recent.filter((l) => l.seq > after);
    const first = lines[0]?.seq ?? this.#chatCount;
    return { lines, more: after < 0 ? first > 0 : first > after + 1 };
  }

  async #sendClaims(client: Client, after: number): Promise<void> {
    const before = this.#chatCount;
    const claims = (await this.#deps.claims()).filter((l) => l.seq > after && l.seq < before);
    if (!this.#deps.session.clients.has(client)) return;
    client.send(claimsPage(claims));
  }

  /** The lobby goes to the delayed spectators when it changed for them. */
  #showLobby(clients: readonly Client[]): void {
    const lobby = this.#lobby();
    const text = JSON.stringify(lobby);
    if (text === this.#sentLobby) return;
    this.#sentLobby = text;
    for (const c of clients) c.send({ t: 'lobby', lobby });
  }

  /** Whether the delayed game has reached the end: the rules', or an abandoned game's once `delay` has passed. */
  #over(): boolean {
    const state = this.#state;
    if (state === null) return false;
    if (state.phase.kind === 'over') return true;
    const seen = this.#endSeenAt;
    return (
      seen !== null &&
      seen + this.#deps.delayMs() <= this.#deps.core.clock.now() &&
      this.#seq >= this.#deps.core.authority.seq
    );
  }

  /**
   * The lobby as of the delayed game: its status, commitment, seed and rematch as they were then; no
   * presence, missed deadlines or stand-ins (only their present is known, which would tell what happened
   * since): every seat taken shows as connected and its player's own.
   */
  #lobby(): Lobby {
    const live = this.#deps.session.lobby();
    const { ended, rematch, ...rest } = live;
    const seats = live.seats.map((s): LobbySeat => ({
      ...s,
      kind: s.kind === 'standin' ? 'human' : s.kind,
      missed: 0,
      connected: s.kind !== 'open',
    }));
    if (live.status === 'lobby') return { ...rest, seats, rematch: null };
    const started = this.#state !== null;
    const over = this.#over();
    return {
      ...rest,
      status: !started ? 'lobby' : over ? 'finished' : 'playing',
      seats,
      commitment: started ? live.commitment : null,
      seed: over ? live.seed : null,
      rematch: over ? (rematch ?? null) : null,
      ...(over && ended ? { ended } : {}),
    };
  }

  /** The delayed step's deadline and phase start, moved by the delay (what a spectator's countdown reads). */
  #timing(): Timing {
    const state = this.#state;
    const delay = this.#deps.delayMs();
    if (state === null) return { deadline: null, phaseSince: undefined };
    const decision = this.#over() ? null : decisionOf(state);
    const seconds = decision === null ? undefined : this.#deps.core.authority.timers[decision.kind];
    return {
      deadline: seconds === undefined ? null : this.#stepSince + seconds * 1000 + delay,
      phaseSince: this.#phaseSince + delay,
    };
  }

  #track(at: number): void {
    const state = this.#state!;
    const step = decisionOf(state)?.key ?? 'over';
    if (step !== this.#stepKey) {
      this.#stepKey = step;
      this.#stepSince = at;
    }
    const phase = `${state.round}:${state.phase.kind}`;
    if (phase !== this.#phaseKey) {
      this.#phaseKey = phase;
      this.#phaseSince = at;
    }
  }
}

async function readSeed(db: Db, id: string): Promise<string> {
  const row = await db.selectFrom('games').select('seed').where('id', '=', id).executeTakeFirstOrThrow();
  return row.seed;
}

import { isDeepStrictEqual } from 'node:util';
import type { Claim, GameState } from '@among-cultists/engine';
import { CLAIMS_PAGE, claimText, type ChatLine, type ServerMessage } from '@among-cultists/protocol';
import { StorageError } from './game/authority.ts';
import { retryDelay } from './backoff.ts';
import { chatFull, type ChatBounds } from './chat-bounds.ts';
import type { ChatLog } from './chat.ts';
import { claimProblem } from './claims.ts';
import type { Clock } from './clock.ts';
import { KeyedLimiter, TokenBucket, type Rate } from './limiter.ts';
import type { Metrics, Operation } from './metrics.ts';
import type { Client } from './session/session.ts';

/** What a seat says at the table: free text, or a structured claim (issue 16). */
export type Said = { readonly text: string } | { readonly claim: Claim };

/** Why something said was not taken: the code and plain words the client gets. */
export interface ChatRefusal {
  readonly code: string;
  readonly message: string;
}

export interface TableChatDeps {
  readonly chat: ChatLog;
  readonly clock: Clock;
  readonly metrics: Metrics;
  /** Lines per seat, whatever number of connections it has. */
  readonly rate: Rate;
  /** How many lines the game may store, of each kind. */
  readonly bounds: ChatBounds;
  /** Pages of older lines (or claims) per connection. */
  readonly pages: Rate;
  readonly state: () => GameState | null;
  readonly seatName: (seat: number) => string;
  /** Whether a client is still connected here (a read that comes late goes to nobody else). */
  readonly connected: (client: Client) => boolean;
  readonly closed: () => boolean;
  /** New lines go to every client here, and the bots hear the claims among them. */
  readonly show: (lines: ChatLine[]) => void;
  /** A line stored here goes to the other nodes serving the game. */
  readonly publish: (line: ChatLine) => void;
  readonly failed: (operation: Operation, error: unknown, details?: object) => void;
}

/**
 * A game's table chat as the room serves it: what may be said (the chat's terms, the claims'), storing and
 * showing a line, pages of older lines and claims (each connection a page a second), and the claims a
 * client that said hello lacks. The room keeps only the order of commands (`run`) and the answer to a
 * write that failed.
 */
export class TableChat {
  readonly #deps: TableChatDeps;
  readonly #limit: KeyedLimiter;
  /** Each connection's allowance of older pages, of chat and of claims (it goes with the connection). */
  readonly #pages = new WeakMap<Client, Record<PageKind, TokenBucket>>();

  constructor(deps: TableChatDeps) {
    this.#deps = deps;
    this.#limit = new KeyedLimiter(deps.rate, deps.clock, 16);
  }

  get count(): number {
    return this.#deps.chat.count;
  }

  /** The last lines (at most a page) after `after`, for a client saying hello. */
  recent(after = -1): { lines: ChatLine[]; more: boolean } {
    return this.#deps.chat.recent(after);
  }

  /**
   * Why `seat` (null: a spectator) may not say this now, or null if it may: spectators read only, a claim
   * waits for the start and must name this game's seats and rounds begun, nobody talks under No Connection
   * (EVT-NOCONNECTION-01, AMB-57), and the stored lines and the seat's rate are bounded. Takes from the
   * seat's allowance when it may.
   */
  refusal(seat: number | null, said: Said): ChatRefusal | null {
    if (seat === null)
      return { code: 'chat/spectator', message: 'Spectators cannot write in the table chat.' };
    const state = this.#deps.state();
    if ('claim' in said) {
      if (!state) return { code: 'game/not-started', message: 'Claims are made once the game has begun.' };
      const problem = claimProblem(state, seat, said.claim);
      if (problem !== null) return { code: 'claim/invalid', message: problem };
    }
    if (state?.effects.noConnection === true)
      return {
        code: 'chat/no-connection',
        message: 'No Connection: nobody may talk until the next event is revealed.',
      };
    const kind = state === null ? 'lobby' : 'claim' in said ? 'claim' : 'line';
    if (chatFull(this.#deps.bounds, this.count, kind)) {
      this.#deps.metrics.limited.inc({ limit: kind === 'lobby' ? 'lobby-chat-stored' : 'chat-stored' });
      return {
        code: 'chat/full',
        message:
          kind === 'lobby'
            ? 'The lobby’s chat is full; the game’s own opens at the start.'
            : 'This game’s chat is full.',
      };
    }
    // Per seat, not per connection: a seat with many windows writes no faster.
    if (!this.#limit.take(String(seat))) {
      this.#deps.metrics.limited.inc({ limit: 'chat' });
      return { code: 'chat/rate', message: 'You are writing too fast; wait a moment.' };
    }
    return null;
  }

  /** Stores a line of this seat (a claim with its plain text and the round), shows it, tells the other nodes. */
  async post(seat: number, said: Said): Promise<void> {
    const at = this.#deps.clock.now();
    const { chat } = this.#deps;
    let lines: ChatLine[];
    if ('claim' in said) {
      const text = claimText(said.claim, this.#deps.seatName);
      const round = this.#deps.state()?.round ?? 0;
      lines = await chat.append(seat, text, at, { claim: said.claim, round });
    } else lines = await chat.append(seat, said.text, at);
    this.#deps.show(lines);
    const own = lines[lines.length - 1];
    if (own) this.#deps.publish(own);
  }

  /**
   * Whether `seat` has already posted this claim in `round`, stored lines included: a bot's turn tried again
   * after a failed write must not say the same thing twice.
   */
  async alreadySaid(seat: number, round: number, claim: Claim): Promise<boolean> {
    const claims = await this.#deps.chat.claims();
    return claims.some((l) => l.seat === seat && l.round === round && isDeepStrictEqual(l.claim, claim));
  }

  /** After a failed write, which may have stored its line after all: shows what storage holds that was missed. */
  async settle(): Promise<void> {
    const missed = await this.#deps.chat.settle();
    if (missed.length > 0) this.#deps.show(missed);
  }

  /** Reads the lines other nodes stored since this copy's last one, and shows them. */
  async readMissed(): Promise<void> {
    const lines = await this.#deps.chat.refresh().catch((e: unknown) => {
      throw new StorageError('read the chat', e);
    });
    if (lines.length > 0) this.#deps.show(lines);
  }

  /**
   * A line another node stored: shown if it is the next one, ignored if already here; throws if lines were
   * missed before it (the caller reads them with `readMissed`, in order with this node's writes).
   */
  receive(line: ChatLine): void {
    if (this.#deps.chat.receive(line)) this.#deps.show([line]);
  }

  /**
   * Whether this connection may have another page of older lines now (one a second by default): a page
   * answers a tiny request with up to a page of lines. Refused and counted when not.
   */
  #mayPage(client: Client, kind: PageKind): boolean {
    let buckets = this.#pages.get(client);
    if (!buckets) {
      const { pages, clock } = this.#deps;
      buckets = { chat: new TokenBucket(pages, clock), claims: new TokenBucket(pages, clock) };
      this.#pages.set(client, buckets);
    }
    if (buckets[kind].take()) return true;
    this.#deps.metrics.limited.inc({ limit: 'chat-history' });
    client.send({
      t: 'error',
      code: 'chat/history-rate',
      message: 'Older messages come a page at a time; wait a moment and ask again.',
    });
    return false;
  }

  /** Older chat lines, a page at a time; a failed read is reported and the client may ask again. */
  async history(client: Client, before: number): Promise<void> {
    if (!this.#mayPage(client, 'chat')) return;
    let page;
    try {
      page = await this.#deps.chat.page(before);
    } catch (e) {
      this.#deps.failed('chat', e, { history: before });
      client.send({
        t: 'error',
        code: 'server/unavailable',
        message: 'Older messages could not be read; try again.',
      });
      return;
    }
    client.send({ t: 'chat', lines: page.lines, older: true, ...(page.more ? { more: true } : {}) });
  }

  /**
   * After a hello: when the chat lines sent leave some out, the claim lines among those (issue 16), for
   * the ledger and the claims checker: after `after` (a resumed client's last line: it keeps the earlier
   * ones), the last CLAIMS_PAGE of them, `more` when older ones are left out. Read from storage the first
   * time (lines other nodes stored are there too); a failed read is logged, counted and tried again while
   * the client stays.
   */
  sendClaims(client: Client, after = -1, attempt = 0): void {
    if (!this.recent(after).more) return;
    this.#deps.chat.claims().then(
      (lines) => {
        if (this.#deps.connected(client)) client.send(claimsPage(lines.filter((l) => l.seq > after)));
      },
      (e: unknown) => {
        this.#deps.failed('chat', e, { claims: true, attempt });
        this.#deps.metrics.retries.inc({ operation: 'chat' });
        this.#deps.clock.after(retryDelay(attempt), () => {
          if (!this.#deps.closed() && this.#deps.connected(client))
            this.sendClaims(client, after, attempt + 1);
        });
      },
    );
  }

  /** Older claim lines, a page at a time (one a second); a failed read is reported and the client may ask again. */
  async claimsHistory(client: Client, before: number): Promise<void> {
    if (!this.#mayPage(client, 'claims')) return;
    let lines;
    try {
      lines = await this.#deps.chat.claims();
    } catch (e) {
      this.#deps.failed('chat', e, { claimsHistory: before });
      client.send({
        t: 'error',
        code: 'server/unavailable',
        message: 'Older claims could not be read; try again.',
      });
      return;
    }
    client.send({ ...claimsPage(lines.filter((l) => l.seq < before)), older: true });
  }
}

/** Pages of older lines each connection asks for, each kind with its own allowance. */
type PageKind = 'chat' | 'claims';

/** The last CLAIMS_PAGE of these claim lines, and whether older ones were left out. */
export function claimsPage(lines: readonly ChatLine[]): Extract<ServerMessage, { t: 'claims' }> {
  const more = lines.length > CLAIMS_PAGE;
  return { t: 'claims', lines: lines.slice(-CLAIMS_PAGE), ...(more ? { more } : {}) };
}

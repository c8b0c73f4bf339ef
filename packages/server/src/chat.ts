import type { Claim } from '@among-cultists/engine';
import { CHAT_PAGE, type ChatLine } from '@among-cultists/protocol';
import type { Db } from './db.ts';
import { appendChat, chatLines, claimLines, ConflictError, countChat } from './store.ts';
import { StorageError } from './game/authority.ts';

/** A page of older lines, and whether lines older still exist. */
export interface ChatPage {
  readonly lines: ChatLine[];
  readonly more: boolean;
}

/** Pages of older lines a copy keeps at most: the last few asked for, which spectators ask for alike. */
const CACHED_PAGES = 8;

/**
 * A game's table chat: stored in full (up to a bound per game), with only the most recent page kept in
 * memory; older lines are read from storage when a client asks for them. The lines with a claim are few
 * and everyone weighs them all (the ledger, the checker, the bots): once read, this copy keeps them all.
 * How many lines may be stored is chat-bounds.ts'.
 */
export class ChatLog {
  readonly #db: Db;
  readonly #game: string;
  #recent: ChatLine[];
  #count: number;
  /** A write failed: storage may hold the line after all, so count again before the next one. */
  #suspect = false;
  /** Every line with a claim, in order; null until read (or after lines were missed unread). */
  #claims: ChatLine[] | null;
  /** The read of the claims under way, and the lines with a claim kept meanwhile (the read may lack them). */
  #reading: { readonly done: Promise<ChatLine[]>; readonly kept: ChatLine[] } | null = null;
  /** Counts the times the claims held were dropped: a read begun before a drop is not kept. */
  #dropped = 0;
  /**
   * Pages of older lines by the seq they end before (at most this copy's count): stored lines never
   * change, so such a page is the same for every client that asks, and is read from storage once.
   */
  readonly #pages = new Map<number, Promise<ChatPage>>();

  constructor(db: Db, game: string, recent: readonly ChatLine[], count: number) {
    this.#db = db;
    this.#game = game;
    this.#recent = recent.slice(-CHAT_PAGE);
    this.#count = count;
    // Lines held from the first one on: the claims among them are all there are, without a read.
    this.#claims = (this.#recent[0]?.seq ?? count) === 0 ? this.#recent.filter((l) => l.claim) : null;
  }

  /** How many lines the game has. */
  get count(): number {
    return this.#count;
  }

  /** The last lines (at most a page), for a client saying hello; `more` if older ones exist. */
  recent(after = -1): { lines: ChatLine[]; more: boolean } {
    const lines = this.#recent.filter((l) => l.seq > after);
    const first = lines[0]?.seq ?? this.#count;
    return { lines, more: after < 0 ? first > 0 : first > after + 1 };
  }

  /** The page of lines before `before`, and whether older ones exist; read once, then kept a while. */
  page(before: number): Promise<ChatPage> {
    const end = Math.min(before, this.#count);
    let page = this.#pages.get(end);
    if (page) {
      // The most recently asked for go last: the oldest asked for leave first.
      this.#pages.delete(end);
    } else {
      page = this.#readPage(end);
      // A failed read is the caller's to report; the next request reads again.
      const failed = page;
      failed.catch(() => {
        if (this.#pages.get(end) === failed) this.#pages.delete(end);
      });
      if (this.#pages.size >= CACHED_PAGES) this.#pages.delete(this.#pages.keys().next().value!);
    }
    this.#pages.set(end, page);
    return page;
  }

  async #readPage(end: number): Promise<ChatPage> {
    const lines = await chatLines(this.#db, this.#game, end, CHAT_PAGE);
    return { lines, more: (lines[0]?.seq ?? 0) > 0 };
  }

  /**
   * Stores a line, then keeps it; throws StorageError if it could not be stored. Returns the new lines in
   * order, this one last: when another node stored a line at the same place first, the lines this copy
   * lacked come before it (read from storage), so that the caller shows them too.
   */
  async append(
    seat: number | null,
    text: string,
    at: number,
    posted?: { readonly claim: Claim; readonly round: number },
  ): Promise<ChatLine[]> {
    const missed: ChatLine[] = [];
    for (let attempt = 0; ; attempt++) {
      try {
        if (this.#suspect) {
          missed.push(...(await this.refresh()));
          this.#suspect = false;
        }
        const line: ChatLine = { seq: this.#count, seat, text, at, ...posted };
        await appendChat(this.#db, this.#game, line.seq, line.seat, line.text, line.at, posted);
        this.#keep(line);
        return [...missed, line];
      } catch (e) {
        this.#suspect = true;
        if (e instanceof ConflictError && attempt < 3) continue;
        throw new StorageError('store the chat line', e);
      }
    }
  }

  /**
   * After a failed write, which may have stored its line after all: the lines storage holds that this copy
   * lacks (to be shown), so that a caller about to post again sees what is already there. Nothing to read
   * (an empty list) when no write failed since the last read.
   */
  async settle(): Promise<ChatLine[]> {
    if (!this.#suspect) return [];
    try {
      const missed = await this.refresh();
      this.#suspect = false;
      return missed;
    } catch (e) {
      throw new StorageError('read the chat', e);
    }
  }

  /**
   * Every line of the game with a claim, in order of `seq`: read from storage the first time it is needed
   * (lines other nodes stored are there too), then kept up to date with every line this copy keeps.
   */
  claims(): Promise<readonly ChatLine[]> {
    if (this.#claims) return Promise.resolve(this.#claims);
    if (!this.#reading) {
      const kept: ChatLine[] = [];
      this.#reading = { done: this.#readClaims(kept), kept };
    }
    return this.#reading.done;
  }

  async #readClaims(kept: ChatLine[]): Promise<ChatLine[]> {
    const dropped = this.#dropped;
    try {
      const stored = await claimLines(this.#db, this.#game);
      const bySeq = new Map([...stored, ...kept].map((l) => [l.seq, l]));
      const claims = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
      if (dropped === this.#dropped) this.#claims = claims;
      return claims;
    } catch (e) {
      throw new StorageError('read the claims', e);
    } finally {
      if (this.#reading?.kept === kept) this.#reading = null;
    }
  }

  #keep(line: ChatLine): void {
    if (line.claim !== undefined) {
      this.#claims?.push(line);
      this.#reading?.kept.push(line);
    }
    this.#count = line.seq + 1;
    this.#recent.push(line);
    if (this.#recent.length > CHAT_PAGE) this.#recent = this.#recent.slice(-CHAT_PAGE);
  }

  /**
   * A line another node stored: kept if it is the next one (true); a line already here is ignored (false);
   * a gap means lines were missed, and `refresh` reads them (throws, to say so).
   */
  receive(line: ChatLine): boolean {
    if (line.seq < this.#count) return false;
    if (line.seq > this.#count) throw new Error(`chat line ${line.seq} arrived before line ${this.#count}`);
    this.#keep(line);
    return true;
  }

  /** Reads the lines stored since this copy's last one (by other nodes); returns them in order. */
  async refresh(): Promise<ChatLine[]> {
    const count = await countChat(this.#db, this.#game);
    if (count <= this.#count) return [];
    const lines = await chatLines(this.#db, this.#game, count, Math.min(count - this.#count, CHAT_PAGE));
    if (count - this.#count > CHAT_PAGE) {
      this.#recent = [];
      // Lines before this page were missed unread: the claims among them are read again when asked for.
      this.#claims = null;
      this.#reading = null;
      this.#dropped++;
    }
    for (const line of lines) this.#keep(line);
    this.#count = count;
    return lines;
  }
}

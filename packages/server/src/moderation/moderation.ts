/**
 * One game's moderation (issue 30), as its room serves it: the host removes a person from the lobby and
 * mutes a seat's chat for the table; every player mutes another for themself and reports a seat. All of it
 * is stored (store.ts) and read there by every node; what one node changes it tells the others
 * (`moderated`), which read storage again, close a removed person's sockets and show the mutes.
 *
 * What this must not reveal: who muted whom for themself. A seat's own mutes go only to its own
 * connections, and a connection is sent the mutes only when what it is shown of them changed.
 */
import type { MuteMessage, ReportMessage, WireMessage } from '@among-cultists/protocol';
import type { Clock } from '../clock.ts';
import type { Db } from '../db.ts';
import { HttpError } from '../errors.ts';
import { StorageError } from '../game/authority.ts';
import { hashToken } from '../game/secrets.ts';
import type { LimitName } from '../metrics.ts';
import type { Client } from '../session/session.ts';
import type { GameStatus, StoredSeat } from '../store.ts';
import type { ModerationLimits } from './limits.ts';
import {
  accountOfSeat,
  countRemovals,
  countReports,
  readMutes,
  seatLines,
  storeRemoval,
  storeReport,
  storeSeatMute,
  storeTableMute,
  wasRemoved,
} from './store.ts';
import { checkPublicText } from './public-text.ts';

const HOUR_MS = 3600_000;

/**
 * How long the table mutes read from storage are trusted for a chat line without reading them again, while
 * the bus is up. A change through another node comes at once by the bus (`heard`); this only bounds how long
 * a message lost without the bus going down (Redis publish/subscribe keeps nothing) leaves a muted seat
 * heard: one read per game copy per this long at most, in place of one per line.
 */
export const TABLE_MUTES_FRESH_MS = 5000;

export interface ModerationDeps {
  readonly db: Db;
  readonly game: string;
  readonly clock: Clock;
  readonly limits: ModerationLimits;
  readonly seats: () => readonly StoredSeat[];
  readonly hostSeat: () => number;
  readonly status: () => GameStatus;
  /** The game's connections through this node. */
  readonly clients: () => ReadonlySet<Client>;
  /**
   * The game's language if it is a public table, null if private (the room's settings: read when the game
   * loads, or set when it is listed, which is before its creator is answered with its code, so before any
   * name or line of its chat).
   */
  readonly publicLanguage: () => string | null;
  /** Tells the other nodes serving the game to read the moderation again (`removed`: a token's hash). */
  readonly publish: (removed?: string) => void;
  /** Whether the bus carries the other nodes' changes now (while it does not, every line reads storage). */
  readonly busHealthy: () => boolean;
  /** A refusal by a bound, counted. */
  readonly limited: (limit: LimitName) => void;
  /** A write or read that failed (logged and counted by the room). */
  readonly failed: (error: unknown, details: object) => void;
}

/** The error frame a connection gets when its moderation command could not be stored or read. */
const UNAVAILABLE: WireMessage = {
  t: 'error',
  code: 'server/unavailable',
  message: 'That could not be saved just now; nothing was changed. Try again in a moment.',
};

export class Moderation {
  readonly #deps: ModerationDeps;
  #table = new Set<number>();
  #bySeat = new Map<number, Set<number>>();
  /** When the mutes were last read from storage (clock ms); null: not since the bus was down, or never. */
  #readAt: number | null = null;
  /** What each connection was last sent of the mutes (a connection is sent them only when this changes). */
  readonly #sent = new WeakMap<Client, string>();

  constructor(deps: ModerationDeps) {
    this.#deps = deps;
  }

  /** The seats whose free-text lines this connection is not sent (its seat muted them for itself). */
  #hidden(client: Client): ReadonlySet<number> | undefined {
    return client.seat === null ? undefined : this.#bySeat.get(client.seat);
  }

  /**
   * A frame as this connection gets it: chat without the free-text lines of the seats its seat muted for
   * itself (claims are moves of the game: they still come). Every other frame as it is.
   */
  filter(client: Client, message: WireMessage): WireMessage {
    if (message.t !== 'chat' && message.t !== 'claims') return message;
    const hidden = this.#hidden(client);
    if (hidden === undefined || hidden.size === 0 || message.t === 'claims') return message;
    const lines = message.lines.filter(
      (l) => l.claim !== undefined || l.seat === null || !hidden.has(l.seat),
    );
    return lines.length === message.lines.length ? message : { ...message, lines };
  }

  /** Every frame this connection is sent passes `filter` first. */
  guard(client: Client): void {
    const original = client.send.bind(client);
    client.send = (...args: Parameters<Client['send']>) => {
      const filtered = this.filter(client, args[0]);
      if (filtered === args[0]) original(...args);
      else original(filtered);
    };
  }

  /** Sends each connection here the mutes it is shown, when they changed for it. */
  #show(clients: Iterable<Client> = this.#deps.clients()): void {
    const table = [...this.#table].sort((a, b) => a - b);
    for (const client of clients) {
      // A delayed spectator (streamer mode, session/delayed.ts) is shown nothing as it happens: a mute's
      // moment would tell it what was said since. It never writes, so it needs no mutes.
      if (client.delayed === true) continue;
      const mine = [...(this.#hidden(client) ?? [])].sort((a, b) => a - b);
      const message: WireMessage = { t: 'mutes', table, mine };
      const text = JSON.stringify(message);
      // Nothing muted yet is every client's default: a first frame only when something is.
      const before = this.#sent.get(client) ?? JSON.stringify({ t: 'mutes', table: [], mine: [] });
      if (text === before) continue;
      this.#sent.set(client, text);
      client.send(message);
    }
  }

  /** Reads the mutes from storage (another node changed them, or a client said hello) and shows them. */
  async read(clients?: Iterable<Client>): Promise<void> {
    if (await this.#load()) this.#show(clients);
  }

  /** Reads the mutes from storage into memory; false (logged and counted) if that failed. */
  async #load(): Promise<boolean> {
    const readAt = this.#deps.clock.now();
    try {
      const stored = await readMutes(this.#deps.db, this.#deps.game);
      this.#table = new Set(stored.table);
      this.#bySeat = new Map([...stored.bySeat].map(([seat, muted]) => [seat, new Set(muted)]));
    } catch (e) {
      this.#readAt = null;
      this.#deps.failed(e, { readMutes: true });
      return false;
    }
    this.#readAt = readAt;
    return true;
  }

  /**
   * The bus went down or came back (rooms.ts): changes may have gone unheard meanwhile, so the next chat line
   * reads the mutes from storage again.
   */
  forget(): void {
    this.#readAt = null;
  }

  /** Whether the mutes in memory may stand for storage's now (see TABLE_MUTES_FRESH_MS). */
  #fresh(): boolean {
    return (
      this.#readAt !== null &&
      this.#deps.busHealthy() &&
      this.#deps.clock.now() - this.#readAt < TABLE_MUTES_FRESH_MS
    );
  }

  /** After a hello: this connection's mutes, read from storage (any node may have changed them). */
  show(client: Client): Promise<void> {
    return this.read([client]);
  }

  /** Another node changed the moderation: a removed person's sockets here close; the mutes are read again. */
  heard(removed?: string): Promise<void> {
    if (removed !== undefined) this.#closeRemoved(removed);
    return this.read();
  }

  #closeRemoved(tokenHash: string): void {
    for (const client of [...this.#deps.clients()])
      if (client.tokenHash === tokenHash) {
        client.send({
          t: 'error',
          code: 'moderation/removed',
          message: 'The host removed you from this table.',
        });
        client.close(1008, 'moderation/removed');
      }
  }

  /**
   * Whether this seat's chat is muted for the table (whichever node muted it): the line is refused
   * (`chat/muted`) and the seat told. The mutes in memory answer while they are fresh (`#fresh`: read
   * lately, with the bus up, which brings every other node's change at once); else they are read from storage
   * first, and shown if they changed. A failed read refuses too (the line may be sent again).
   */
  async silenced(client: Client): Promise<boolean> {
    if (client.seat === null) return false;
    if (!this.#fresh()) {
      if (!(await this.#load())) {
        client.send(UNAVAILABLE);
        return true;
      }
      // A change unheard meanwhile is shown too (each connection is sent the mutes only if they changed for it).
      this.#show();
    }
    const muted = this.#table.has(client.seat);
    if (muted)
      client.send({ t: 'error', code: 'chat/muted', message: 'The host muted your chat at this table.' });
    return muted;
  }

  /** The game's language if it is a public table, null for a private one. */
  publicLanguage(): string | null {
    return this.#deps.publicLanguage();
  }

  /**
   * Whether a chat line is refused by the profanity filter of public tables (public-text.ts; private
   * tables are not filtered): the seat is told why.
   */
  profane(client: Client, text: string): boolean {
    const language = this.publicLanguage();
    const refused = language === null ? null : checkPublicText(text, language);
    if (refused) client.send({ t: 'error', code: refused.code, message: refused.message });
    return refused !== null;
  }

  /** A seat mutes or unmutes another's chat, for itself or (the host) for the table. */
  async mute(client: Client, message: MuteMessage): Promise<void> {
    const { seat, on } = message;
    const table = message.table === true;
    const refusal = this.#muteRefusal(client, seat, table);
    if (refusal) {
      client.send({ t: 'error', ...refusal });
      return;
    }
    const own = client.seat!;
    const { db, game, clock } = this.#deps;
    try {
      if (table) await storeTableMute(db, game, seat, on, clock.now());
      else await storeSeatMute(db, game, own, seat, on, clock.now());
    } catch (e) {
      this.#deps.failed(e, { seat: own, muted: seat, on, table });
      client.send(UNAVAILABLE);
      return;
    }
    if (table) {
      if (on) this.#table.add(seat);
      else this.#table.delete(seat);
    } else {
      const mine = this.#bySeat.get(own) ?? new Set<number>();
      if (on) mine.add(seat);
      else mine.delete(seat);
      this.#bySeat.set(own, mine);
    }
    this.#show();
    this.#deps.publish();
  }

  #muteRefusal(client: Client, seat: number, table: boolean): { code: string; message: string } | null {
    if (client.seat === null)
      return { code: 'chat/spectator', message: 'Spectators cannot mute anyone; they do not write.' };
    if (this.#deps.seats()[seat] === undefined)
      return { code: 'seat/unknown', message: `There is no seat ${seat}.` };
    if (seat === client.seat) return { code: 'mute/self', message: 'You cannot mute yourself.' };
    if (table && client.seat !== this.#deps.hostSeat())
      return { code: 'auth/not-host', message: 'Only the host can mute a player for the table.' };
    return null;
  }

  /**
   * A seat reports another: stored with the reported seat's last lines read from storage (never the
   * client's), within the bounds per seat per game and per address per hour; the reporter is told it was.
   */
  async report(client: Client, message: ReportMessage, address: string): Promise<void> {
    const refusal = this.#reportRefusal(client, message.seat);
    if (refusal) {
      client.send({ t: 'error', ...refusal });
      return;
    }
    const reporter = client.seat!;
    const { db, game, clock, limits } = this.#deps;
    const now = clock.now();
    try {
      const refused = await this.#reportBound(client, message.seat, address, now);
      if (refused) {
        this.#deps.limited(refused.limit);
        client.send({ t: 'error', code: refused.code, message: refused.message });
        return;
      }
      const lines = await seatLines(db, game, message.seat, limits.reportLines);
      await storeReport(db, {
        game,
        reporterSeat: reporter,
        reportedSeat: message.seat,
        reportedName: this.#deps.seats()[message.seat]?.name ?? null,
        reason: message.reason,
        text: message.text === undefined || message.text === '' ? null : message.text,
        lines,
        address,
        at: now,
      });
    } catch (e) {
      this.#deps.failed(e, { seat: reporter, reported: message.seat });
      client.send(UNAVAILABLE);
      return;
    }
    client.send({ t: 'reported', seat: message.seat });
  }

  /**
   * The first bound a new report would pass, or null: per reporter seat per game, per address per hour, per
   * reporter account per hour (over every address), and against one player per hour (their account over
   * every game when their seat is linked to one, else their seat). Counted in storage: every node's alike.
   */
  async #reportBound(
    client: Client,
    reported: number,
    address: string,
    now: number,
  ): Promise<{ limit: LimitName; code: string; message: string } | null> {
    const { db, game, limits } = this.#deps;
    const since = now - HOUR_MS;
    const later = 'Too many reports for now; try again later.';
    if ((await countReports(db, { game, seat: client.seat! })) >= limits.reportsPerSeat)
      return {
        limit: 'reports',
        code: 'report/limit',
        message: 'You have reported as many players as one game allows; the operators will read them.',
      };
    if ((await countReports(db, { address, since })) >= limits.reportsPerAddressHour)
      return { limit: 'report-address', code: 'report/rate', message: later };
    const reporter = await accountOfSeat(db, game, client.seat!, client.tokenHash);
    if (
      reporter !== null &&
      (await countReports(db, { account: reporter, role: 'reporter', since })) >= limits.reportsPerAccountHour
    )
      return { limit: 'report-account', code: 'report/rate', message: later };
    const target = this.#deps.seats()[reported];
    const account = await accountOfSeat(db, game, reported, target?.tokenHash ?? null);
    const against =
      account === null
        ? await countReports(db, { game, reported, since })
        : await countReports(db, { account, role: 'reported', since });
    if (against >= limits.reportsAgainstHour)
      return {
        limit: 'report-against',
        code: 'report/enough',
        message: 'This player was reported enough for now; the operators will read those reports.',
      };
    return null;
  }

  #reportRefusal(client: Client, seat: number): { code: string; message: string } | null {
    if (client.seat === null)
      return { code: 'report/spectator', message: 'Only the players at the table can report.' };
    const target = this.#deps.seats()[seat];
    if (target === undefined) return { code: 'seat/unknown', message: `There is no seat ${seat}.` };
    if (seat === client.seat) return { code: 'report/self', message: 'You cannot report yourself.' };
    if (target.kind !== 'human' && target.kind !== 'standin')
      return { code: 'report/not-a-person', message: 'Only a person can be reported.' };
    return null;
  }

  /** Whether the host removed the person holding this token from the game (a hello is refused then). */
  wasRemoved(token: string): Promise<boolean> {
    return wasRemoved(this.#deps.db, this.#deps.game, hashToken(token));
  }

  /**
   * The host removes the person in `seat` from the lobby: stored first (their token says hello no more),
   * their sockets told and closed here and through the other nodes, then their seat opened (`open`, the
   * lobby's command: it checks the host and the lobby again, in turn). Bounded per game.
   */
  async remove(hostToken: string, seat: number, open: () => Promise<void>): Promise<void> {
    const seats = this.#deps.seats();
    const host = seats[this.#deps.hostSeat()];
    if (host?.tokenHash !== hashToken(hostToken))
      throw new HttpError(403, 'auth/not-host', 'Only the host can do that.');
    if (this.#deps.status() !== 'lobby')
      throw new HttpError(409, 'game/started', 'A player can be removed only before the game starts.');
    const target = seats[seat];
    if (target === undefined) throw new HttpError(404, 'seat/unknown', `There is no seat ${seat}.`);
    if (seat === this.#deps.hostSeat()) throw new HttpError(409, 'seat/host', 'The host keeps their seat.');
    if (target.kind !== 'human' || target.tokenHash === null)
      throw new HttpError(409, 'seat/not-a-person', 'Nobody sits there to be removed.');
    const { db, game, clock, limits } = this.#deps;
    const removals = await countRemovals(db, game).catch((e: unknown) => {
      throw new StorageError('count the removals', e);
    });
    if (removals >= limits.removalsPerGame) {
      this.#deps.limited('removals');
      throw new HttpError(
        429,
        'limit/removals',
        `A host may remove at most ${limits.removalsPerGame} people from one game.`,
      );
    }
    await storeRemoval(db, game, target.tokenHash, seat, clock.now()).catch((e: unknown) => {
      throw new StorageError('store the removal', e);
    });
    this.#closeRemoved(target.tokenHash);
    this.#deps.publish(target.tokenHash);
    await open();
  }
}

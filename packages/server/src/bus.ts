import { Redis } from 'ioredis';
import type { Action } from '@among-cultists/engine';
import type { ChatLine } from '@among-cultists/protocol';
import { errorText, type Log } from './log.ts';
import type { Metrics } from './metrics.ts';

/**
 * What one node tells the others about a game (several nodes; docs/operations.md). Nothing here is the
 * truth: PostgreSQL is. A message only saves the others a read, or tells them to read; one that is lost
 * is made good by the next read (a gap, or the poll).
 */
export type BusMessage =
  /** Action number `seq` was stored. */
  | {
      readonly t: 'action';
      readonly seq: number;
      readonly seat: number;
      readonly action: Action;
      readonly at: number;
    }
  /** The seats, the status or the rematch link changed (`hold`: in a hidden step; shown when it ends). */
  | { readonly t: 'seats'; readonly version: number; readonly hold?: boolean }
  | { readonly t: 'chat'; readonly line: ChatLine }
  /** The seats connected through the sending node, and its spectators. */
  | { readonly t: 'presence'; readonly seats: readonly number[]; readonly spectators: number }
  /** A node loaded the game: the others say who is connected through them. */
  | { readonly t: 'hello' }
  /** A node stops serving the game (draining, or the game left its memory): forget its presence. */
  | { readonly t: 'bye' }
  /** Deadlines each seat missed in a row (from the node running the game's timers). */
  | { readonly t: 'missed'; readonly missed: readonly (readonly [number, number])[] }
  /** A player asked for a stand-in for `target`; the node running the game's timers counts the votes. */
  | { readonly t: 'vote'; readonly voter: number; readonly target: number }
  /** Defaults the node running the timers took for a late seat (only that seat's connections hear it). */
  | {
      readonly t: 'timedOut';
      readonly seat: number;
      readonly actions: readonly Action[];
      readonly logSeq: number;
    }
  /** A seat's notebook was stored (its connections through other nodes read it from storage). */
  | { readonly t: 'notebook'; readonly seat: number }
  /** A seat's "end my Rounds automatically" was stored (auto-end.ts): its connections and the timers hear it. */
  | { readonly t: 'autoEnd'; readonly seat: number; readonly on: boolean }
  /** The tutorial's coach held a lesson's bots until `until` (0: released; coach-hold.ts), as stored. */
  | { readonly t: 'coachHold'; readonly until: number }
  /** The moderation changed (issue 30): the others read the mutes again; `removed`: a token's hash to close. */
  | { readonly t: 'moderated'; readonly removed?: string }
  /** The lobby expired: the game is gone. */
  | { readonly t: 'gone' };

export type BusHandler = (from: string, message: BusMessage) => void;

export interface Bus {
  /** This node's name (in messages, leases and logs). */
  readonly node: string;
  /** Whether messages flow now; when not, nodes read PostgreSQL more often instead (rooms.ts). */
  readonly healthy: boolean;
  /** Sends to every other node that serves the game; never throws (a failure is logged and counted). */
  publish(game: string, message: BusMessage): void;
  /** Hears the other nodes' messages about a game until the returned function is called. */
  subscribe(game: string, handler: BusHandler): () => void;
  /** Hears every change of `healthy`. */
  onHealth(listener: (healthy: boolean) => void): void;
  close(): Promise<void>;
}

/** One process alone: nobody to tell, nothing to hear. */
export class LocalBus implements Bus {
  readonly node: string;
  readonly healthy = true;

  constructor(node = 'local') {
    this.node = node;
  }

  publish(_game: string, _message: BusMessage): void {
    // No other node.
  }

  subscribe(): () => void {
    return () => undefined;
  }

  onHealth(): void {
    // Always healthy.
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

interface Envelope {
  readonly n: string;
  readonly m: BusMessage;
}

const CHANNEL_PREFIX = 'among-cultists:game:';

/** Redis reconnects after this long at most (it starts at 100 ms and doubles). */
const MAX_RECONNECT_MS = 2000;

/**
 * Redis publish/subscribe, one channel per game, on two connections (a subscribed connection can do
 * nothing else). While Redis is unreachable, publishing fails at once instead of queueing (the poll
 * carries the change), ioredis reconnects on its own, and subscriptions are renewed when it is back.
 */
export class RedisBus implements Bus {
  readonly node: string;
  readonly #pub: Redis;
  readonly #sub: Redis;
  readonly #log: Log;
  readonly #metrics: Metrics;
  readonly #handlers = new Map<string, Set<BusHandler>>();
  readonly #listeners: ((healthy: boolean) => void)[] = [];
  #healthy = false;
  #closed = false;
  /** The connections whose failure was logged since they were last ready. */
  readonly #errorLogged = new Set<'publish' | 'subscribe'>();

  constructor(url: string, node: string, log: Log, metrics: Metrics) {
    this.node = node;
    this.#log = log;
    this.#metrics = metrics;
    const options = {
      lazyConnect: false,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2000,
      retryStrategy: (times: number) => Math.min(100 * 2 ** Math.min(times, 5), MAX_RECONNECT_MS),
    };
    this.#pub = new Redis(url, { ...options, connectionName: `among-cultists:${node}:pub` });
    // Subscriptions made while Redis is away wait for it (and are made again after every reconnection).
    this.#sub = new Redis(url, {
      ...options,
      enableOfflineQueue: true,
      connectionName: `among-cultists:${node}:sub`,
    });
    for (const [connection, role] of [
      [this.#pub, 'publish'],
      [this.#sub, 'subscribe'],
    ] as const) {
      connection.on('ready', () => {
        this.#errorLogged.delete(role);
        this.#update();
      });
      connection.on('close', () => {
        this.#update();
      });
      connection.on('error', (e: unknown) => {
        this.#metrics.failures.inc({ operation: 'bus' });
        // ioredis repeats the same error at every reconnection attempt: logged once per outage.
        if (this.#errorLogged.has(role)) return;
        this.#errorLogged.add(role);
        this.#log.warn({ role, error: errorText(e) }, 'Redis connection failed; it reconnects on its own');
      });
    }
    this.#sub.on('message', (channel: string, text: string) => {
      this.#deliver(channel, text);
    });
  }

  get healthy(): boolean {
    return this.#healthy;
  }

  #update(): void {
    const healthy = !this.#closed && this.#pub.status === 'ready' && this.#sub.status === 'ready';
    if (healthy === this.#healthy) return;
    this.#healthy = healthy;
    if (this.#closed) return;
    if (healthy) this.#log.info({ node: this.node }, 'Redis is reachable: changes go between nodes at once');
    else
      this.#log.warn(
        { node: this.node },
        'Redis is unreachable: nodes read PostgreSQL every second instead until it is back',
      );
    for (const listener of this.#listeners) listener(healthy);
  }

  #deliver(channel: string, text: string): void {
    if (!channel.startsWith(CHANNEL_PREFIX)) return;
    const game = channel.slice(CHANNEL_PREFIX.length);
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
      if (
        typeof envelope.n !== 'string' ||
        typeof (envelope.m as Partial<BusMessage> | undefined)?.t !== 'string'
      )
        throw new Error('not a message envelope');
    } catch (e) {
      this.#metrics.failures.inc({ operation: 'bus' });
      this.#log.error({ game, error: errorText(e) }, 'an unreadable message on the bus was dropped');
      return;
    }
    if (envelope.n === this.node) return;
    for (const handler of this.#handlers.get(game) ?? []) {
      try {
        handler(envelope.n, envelope.m);
      } catch (e) {
        this.#metrics.failures.inc({ operation: 'bus' });
        this.#log.error(
          { game, message: envelope.m.t, from: envelope.n, error: errorText(e) },
          'a message from another node could not be handled',
        );
      }
    }
  }

  publish(game: string, message: BusMessage): void {
    if (this.#closed) return;
    const text = JSON.stringify({ n: this.node, m: message } satisfies Envelope);
    this.#pub.publish(CHANNEL_PREFIX + game, text).then(
      () => undefined,
      (e: unknown) => {
        // The other nodes learn it from PostgreSQL instead (their poll); counted, logged at debug level
        // while Redis is known to be away (the outage itself was logged once).
        this.#metrics.failures.inc({ operation: 'bus' });
        if (this.#healthy)
          this.#log.error(
            { game, message: message.t, error: errorText(e) },
            'a message to the other nodes failed',
          );
      },
    );
  }

  subscribe(game: string, handler: BusHandler): () => void {
    let handlers = this.#handlers.get(game);
    if (!handlers) {
      handlers = new Set();
      this.#handlers.set(game, handlers);
      this.#sub.subscribe(CHANNEL_PREFIX + game).catch((e: unknown) => {
        // Made again by ioredis when the connection comes back (autoResubscribe).
        this.#metrics.failures.inc({ operation: 'bus' });
        this.#log.warn(
          { game, error: errorText(e) },
          'subscribing to a game failed; retried on reconnection',
        );
      });
    }
    handlers.add(handler);
    return () => {
      const set = this.#handlers.get(game);
      if (!set?.delete(handler) || set.size > 0) return;
      this.#handlers.delete(game);
      if (this.#closed) return;
      this.#sub.unsubscribe(CHANNEL_PREFIX + game).catch((e: unknown) => {
        this.#metrics.failures.inc({ operation: 'bus' });
        this.#log.warn({ game, error: errorText(e) }, 'unsubscribing from a game failed');
      });
    };
  }

  onHealth(listener: (healthy: boolean) => void): void {
    this.#listeners.push(listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#update();
    this.#pub.disconnect();
    this.#sub.disconnect();
    await Promise.resolve();
  }
}

import type { ClientMessage } from '@among-cultists/protocol';
import type { SocketLike } from './connection.ts';

/**
 * A game page's WebSocket, opened by main.tsx as soon as the page's script runs, while the texts of its
 * language still load and React draws the first screen: the handshake, and the first hello with the
 * seat this browser holds, no longer wait for them, and the game's view is on its way while the page
 * draws (issue 26, first render from an invite link). What the server answers before the page's
 * connection takes the socket is kept for it, in order. The page's connection takes the socket (once);
 * nobody else can. A socket nobody takes within UNTAKEN_MS (the page failed to draw, or went elsewhere)
 * is closed.
 */
export const UNTAKEN_MS = 10_000;

/**
 * The most frames kept for the page: a hello is answered by a welcome, a view and a few chat and claim
 * pages. A server that sent more before the page was drawn is not the one the page expects: the socket
 * is closed, and the page's connection reconnects as after any drop.
 */
export const MAX_EARLY_FRAMES = 64;

/** The hello a game page's connection sends first (no resume: it has nothing yet). */
export function firstHello(game: string, token: string | null, tableKey: string | null): ClientMessage {
  return {
    t: 'hello',
    game,
    ...(token === null ? {} : { token }),
    ...(token === null && tableKey !== null ? { table: tableKey } : {}),
  };
}

interface Waiting {
  readonly url: string;
  readonly socket: SocketLike;
  readonly clock: EarlyClock;
  readonly timer: unknown;
  /** The hello sent when it opened (JSON), if any. */
  readonly hello: string | null;
  sent: boolean;
  readonly heard: string[];
}

let waiting: Waiting | null = null;

export interface EarlyClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

const browserClock: EarlyClock = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => {
    clearTimeout(timer as ReturnType<typeof setTimeout>);
  },
};

/** A socket taken from here: whether it said `hello` already, and what it heard since (in order). */
export interface TakenSocket {
  readonly socket: SocketLike;
  readonly helloSent: boolean;
  readonly heard: readonly string[];
}

/**
 * Opens the socket for `url` now, to be taken by the page's connection (replacing any untaken one); with
 * a `hello`, says it as soon as the socket opens.
 */
export function openEarly(
  url: string,
  hello: ClientMessage | null = null,
  create: (url: string) => SocketLike = (u) => new WebSocket(u) as unknown as SocketLike,
  clock: EarlyClock = browserClock,
): void {
  dropEarly();
  const socket = create(url);
  const timer = clock.setTimeout(() => {
    if (waiting?.socket !== socket) return;
    waiting = null;
    socket.close(1000, 'unused');
  }, UNTAKEN_MS);
  const held: Waiting = {
    url,
    socket,
    clock,
    timer,
    hello: hello === null ? null : JSON.stringify(hello),
    sent: false,
    heard: [],
  };
  waiting = held;
  socket.onopen = () => {
    if (held.hello === null) return;
    socket.send(held.hello);
    held.sent = true;
  };
  socket.onmessage = (ev) => {
    if (typeof ev.data !== 'string') return;
    if (held.heard.length >= MAX_EARLY_FRAMES) {
      // Nothing is lost: the page's connection, finding the socket closed, starts again.
      socket.close(1000, 'too much before the page was drawn');
      return;
    }
    held.heard.push(ev.data);
  };
}

/**
 * The socket opened early for `url`, if there is one and nobody took it yet; after this, nobody can.
 * `hello` is the one the taker would send first: a socket that said another one (the seat changed
 * meanwhile) is closed, and the taker opens its own.
 */
export function takeEarly(url: string, hello: ClientMessage): TakenSocket | null {
  if (waiting === null || waiting.url !== url) return null;
  const held = waiting;
  waiting = null;
  held.clock.clearTimeout(held.timer);
  held.socket.onopen = null;
  held.socket.onmessage = null;
  if (held.sent && held.hello !== JSON.stringify(hello)) {
    held.socket.close(1000, 'unused');
    return null;
  }
  return { socket: held.socket, helloSent: held.sent, heard: held.heard };
}

/** Closes an untaken early socket (tests; a second openEarly). */
export function dropEarly(): void {
  if (waiting === null) return;
  waiting.clock.clearTimeout(waiting.timer);
  waiting.socket.close(1000, 'unused');
  waiting = null;
}

import type { SocketLike } from './connection.ts';

/**
 * A game page's WebSocket, opened by main.tsx as soon as the page's script runs, while the texts of its
 * language still load and React draws the first screen: the handshake no longer waits for them (issue 26,
 * first render from an invite link). The page's connection takes it (once); nobody else can. A socket
 * nobody takes within UNTAKEN_MS (the page failed to draw, or went elsewhere) is closed.
 */
export const UNTAKEN_MS = 10_000;

let waiting: {
  readonly url: string;
  readonly socket: SocketLike;
  readonly clock: EarlyClock;
  readonly timer: unknown;
} | null = null;

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

/** Opens the socket for `url` now, to be taken by the page's connection (replacing any untaken one). */
export function openEarly(
  url: string,
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
  waiting = { url, socket, clock, timer };
}

/** The socket opened early for `url`, if there is one and nobody took it yet; after this, nobody can. */
export function takeEarly(url: string): SocketLike | null {
  if (waiting === null || waiting.url !== url) return null;
  const { socket, clock, timer } = waiting;
  clock.clearTimeout(timer);
  waiting = null;
  return socket;
}

/** Closes an untaken early socket (tests; a second openEarly). */
export function dropEarly(): void {
  if (waiting === null) return;
  waiting.clock.clearTimeout(waiting.timer);
  waiting.socket.close(1000, 'unused');
  waiting = null;
}

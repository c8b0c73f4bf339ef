/** Shared by the web tests: English i18next, and seeded random games played through the engine. */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, mock } from 'node:test';
import {
  actors,
  applyInPlace,
  createGame,
  legalActions,
  logFor,
  viewFor,
  type GameState,
  type PlayerView,
  type ViewedEvent,
} from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import type { Lobby, WireMessage } from '@among-cultists/protocol';
import type { TFunction } from 'i18next';
import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { setupI18n } from '../src/i18n/all.ts';
import { loadProfessionsTexts } from '../src/i18n/professions/index.ts';
import { GameConnection, type SocketLike } from '../src/net/connection.ts';

export async function englishT(): Promise<TFunction> {
  const i18n = await setupI18n('en');
  await i18n.changeLanguage('en');
  // The Professions texts arrive in a chunk of their own; the tests read them at once.
  await loadProfessionsTexts('en');
  return i18n.t;
}

/** A tree of translated texts, as the language files nest them. */
export type Tree = { readonly [key: string]: string | Tree };

/** A tree of texts as one map from dotted key to text. */
export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** A text's `{{placeholders}}`, sorted: every translation of a text must have the same. */
export const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();

/**
 * A translation's texts have every key of the English ones, no other, each non-empty with the same
 * placeholders (a translation that drifts shows a raw key or an unfilled name). The test files call it
 * from their own tests, one per language: a test is counted in the file that declares it (scripts/test.mjs).
 */
export function assertSameKeysAsEnglish(english: Tree, texts: Tree, code: string): void {
  const reference = flatten(english);
  const own = flatten(texts);
  assert.deepEqual([...own.keys()].sort(), [...reference.keys()].sort());
  for (const [key, text] of reference) {
    assert.ok(own.get(key)!.trim().length > 0, `${code}: ${key} is empty`);
    assert.deepEqual(placeholders(own.get(key)!), placeholders(text), `${code}: ${key}`);
  }
}

/** A small deterministic generator, so test games are the same on every run. */
/** A small seeded number picker (a linear congruential generator): the same choices on every run. */
export function lcg(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

/** Plays a whole game at random; `visit` sees every seat's view before each action. */
export function playGame(
  players: 4 | 5 | 6 | 7 | 8,
  seed: number,
  visit: (view: PlayerView, s: GameState) => void,
): { state: GameState; log: ViewedEvent[] } {
  const created = createGame({ players, seed: seedOf(seed), roleSet: 'recommended' });
  if (!created.ok) throw new Error(JSON.stringify(created.problems));
  const s = created.state;
  const pick = lcg(seed);
  for (let steps = 0; s.phase.kind !== 'over'; steps++) {
    if (steps > 50_000) throw new Error('game did not end');
    const seat = actors(s)[0]!;
    if (steps % 7 === 0) visit(viewFor(s, seat), s);
    const legal = legalActions(s, seat);
    // Claims end 5-player games at once; make them rare so the game gets far.
    const calm = legal.filter((a) => a.type !== 'claimVictory');
    const pool = calm.length > 0 && pick(20) !== 0 ? calm : legal;
    applyInPlace(s, seat, pool[pick(pool.length)]!);
  }
  visit(viewFor(s, 0), s);
  visit(viewFor(s, 'spectator'), s);
  return { state: s, log: logFor(s, 0) };
}

/**
 * Plays a game at random like `playGame`, calling `visit` with the state before every action (and at
 * the end); stops early when `visit` returns true. Options go to `createGame`.
 */
export function walkGame(
  options: Omit<Parameters<typeof createGame>[0], 'seed'> & { readonly seed: number },
  visit: (s: GameState) => unknown,
): GameState {
  const created = createGame({ roleSet: 'recommended', ...options, seed: seedOf(options.seed) });
  if (!created.ok) throw new Error(JSON.stringify(created.problems));
  const s = created.state;
  const pick = lcg(options.seed);
  for (let steps = 0; s.phase.kind !== 'over'; steps++) {
    if (steps > 50_000) throw new Error('game did not end');
    if (visit(s) === true) return s;
    const seat = actors(s)[pick(actors(s).length)]!;
    const legal = legalActions(s, seat);
    const calm = legal.filter((a) => a.type !== 'claimVictory');
    const pool = calm.length > 0 && pick(20) !== 0 ? calm : legal;
    applyInPlace(s, seat, pool[pick(pool.length)]!);
  }
  visit(s);
  return s;
}

/** A WebSocket the test drives: `open`, `push` a frame from the server, `drop`; `sent` holds what the client said. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  readonly sent: unknown[] = [];
  closed = false;
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.closed = true;
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(message: WireMessage): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The connection ends, as the server (or the network) ended it. */
  drop(code = 1006, reason = ''): void {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

/** A started connection to game ABCDEFGH that opens FakeSockets: `sockets` holds each one, in order. */
export function fakeConnection(token: string | null): { connection: GameConnection; sockets: FakeSocket[] } {
  const sockets: FakeSocket[] = [];
  const connection = new GameConnection('ABCDEFGH', token, {
    url: 'ws://x/ws',
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
  });
  connection.start();
  return { connection, sockets };
}

/** The server's first frame to a spectator: version 1 of a fresh 5-player game dealt from `seed`. */
export function pushSpectatorView(socket: FakeSocket, seed: number): void {
  const created = createGame({ players: 5, seed: seedOf(seed) });
  assert.ok(created.ok);
  socket.push({
    t: 'update',
    version: 1,
    view: viewFor(created.state, 'spectator'),
    events: [],
    deadline: null,
  });
}

/** The connection of one test, on mocked timers: see `mockedConnection`. */
export interface MockedConnection {
  readonly connection: GameConnection;
  readonly sockets: FakeSocket[];
  /** Stops this test's connection and starts another, with `token`, on the same mocked timers. */
  restart(token: string | null): void;
}

/**
 * Before each test of the calling suite, a started connection with `token` (a player's; null: a spectator's) on
 * mocked timers (setTimeout, setInterval, Date); after it, the connection stopped and the real timers back.
 * Call it in a `describe`, and read `connection` and `sockets` on what it returns inside the tests.
 */
export function mockedConnection(token: string | null = 'ab'.repeat(16)): MockedConnection {
  let made: { connection: GameConnection; sockets: FakeSocket[] } | null = null;
  const current = (): { connection: GameConnection; sockets: FakeSocket[] } => {
    if (!made) throw new Error('mockedConnection: read it inside a test of the suite that called it');
    return made;
  };
  beforeEach(() => {
    mock.timers.enable({ apis: ['setTimeout', 'setInterval', 'Date'] });
    made = fakeConnection(token);
  });
  afterEach(() => {
    current().connection.stop();
    made = null;
    mock.timers.reset();
  });
  return {
    get connection() {
      return current().connection;
    },
    get sockets() {
      return current().sockets;
    },
    restart(token) {
      current().connection.stop();
      made = fakeConnection(token);
    },
  };
}

export type ElementProps = Record<string, unknown> & { readonly children?: ReactNode };

/**
 * The elements a component returns, all the way down its own markup (not into the components it uses):
 * it is called inside a host that react-dom/server renders, so its hooks work without a DOM. Tests find a
 * button among them and call its handler, as a click would.
 */
export function elementsOf(render: () => ReactNode): ReactElement<ElementProps>[] {
  const box: { node: ReactNode } = { node: null };
  function Host() {
    box.node = render();
    return null;
  }
  renderToStaticMarkup(createElement(Host));
  const out: ReactElement<ElementProps>[] = [];
  const walk = (node: ReactNode): void => {
    if (Array.isArray(node)) for (const n of node as ReactNode[]) walk(n);
    else if (isValidElement<ElementProps>(node)) {
      out.push(node);
      walk(node.props.children);
    }
  };
  walk(box.node);
  return out;
}

/** A lobby for a game under way with this view's seats (seat 0 a human, the others bots), for rendering screens. */
export function lobbyFor(view: PlayerView): Lobby {
  return {
    id: 'TESTGAME',
    status: view.result ? 'finished' : 'playing',
    players: view.seats.length,
    seats: view.seats.map((s) => ({
      seat: s.seat,
      name: `Name${s.seat}`,
      kind: s.seat === view.config.automa ? 'automa' : s.seat === 0 ? 'human' : 'bot',
      character: (s.seat * 3) % 10,
      missed: 0,
      connected: true,
    })),
    commitment: 'ab'.repeat(32),
    seed: view.result ? 'cd'.repeat(32) : null,
  };
}

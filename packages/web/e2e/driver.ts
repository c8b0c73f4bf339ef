/**
 * Drives one player's page like a person would: reads what the page was sent (the same frames the app
 * renders), picks one of the offered actions and clicks its button. Below it, `startGame` sets a game up as
 * people do (landing page, invite links, bots, Start); `createGame` and `joinGame` are its first steps.
 */
import assert from 'node:assert/strict';
import type { Action, PlayerView } from '@among-cultists/engine';
import { distances } from '@among-cultists/engine/content';
import { ViewTracker, type Lobby, type ServerMessage, type WireMessage } from '@among-cultists/protocol';
import { eventually } from '@among-cultists/protocol/testing';
import type { Page } from 'playwright-core';
import type { Messages } from '../src/i18n/types.ts';
import type { AppServer } from './harness.ts';

export class PageDriver {
  readonly page: Page;
  readonly text: Messages;
  /** Every message this page received, views rebuilt, one list per connection (a reload opens another). */
  readonly connections: ServerMessage[][] = [];
  seat: number | null = null;
  latest: { readonly version: number; readonly view: PlayerView } | null = null;

  constructor(page: Page, text: Messages) {
    this.page = page;
    this.text = text;
    page.on('websocket', (socket) => {
      // The game's socket (/ws?game=<code>), not Vite's or any other.
      if (new URL(socket.url()).pathname !== '/ws') return;
      const tracker = new ViewTracker();
      const received: ServerMessage[] = [];
      this.connections.push(received);
      socket.on('framereceived', ({ payload }) => {
        const message = tracker.receive(JSON.parse(String(payload)) as WireMessage);
        received.push(message);
        if (message.t === 'welcome') this.seat = message.seat;
        if (message.t === 'update') this.latest = { version: message.version, view: message.view };
      });
    });
  }

  /** Every message this page received, over all its connections. */
  get messages(): ServerMessage[] {
    return this.connections.flat();
  }

  /** Waits until `test` holds for the latest view (or `ms` pass). */
  async waitForView(test: (view: PlayerView) => boolean, ms = 30_000): Promise<PlayerView> {
    return eventually(
      () => {
        const view = this.latest?.view;
        return view && test(view) ? view : null;
      },
      () => `a view; last phase ${JSON.stringify(this.latest?.view.phase)}`,
      { timeoutMs: ms, everyMs: 20 },
    );
  }

  /** Clicks the button of `action`; false when the page moved on before it could be clicked. */
  async click(action: Action): Promise<boolean> {
    const button = this.page.locator(`button[data-action='${JSON.stringify(action)}']`).first();
    try {
      await button.click({ timeout: 3000 });
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Plays until the game is over (or `stop` says so before an action), choosing with `choose`.
   * Returns the number of actions clicked.
   */
  async play(
    choose: (view: PlayerView) => Action,
    stop: (view: PlayerView) => boolean = () => false,
    ms = 240_000,
  ): Promise<number> {
    const deadline = Date.now() + ms;
    let actedOn = -1;
    let clicks = 0;
    for (;;) {
      const latest = this.latest;
      if (Date.now() > deadline)
        throw new Error(
          `the game did not end in time; last phase ${JSON.stringify(latest?.view.phase)}, offered ${JSON.stringify(latest?.view.legal)}`,
        );
      if (latest?.view.phase.kind === 'over') return clicks;
      if (latest && stop(latest.view)) return clicks;
      if (latest && latest.version !== actedOn && latest.view.legal.length > 0) {
        actedOn = latest.version;
        if (await this.click(choose(latest.view))) clicks += 1;
        // On a busy machine the page may not yet show this version's buttons when the click gives up:
        // while no newer version has come, the same version is tried again (else the game waits on us).
        else if (this.latest?.version === latest.version) actedOn = -1;
        continue;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

/** A seeded choice, so that a failing run can be told apart from another (not replayed: bots vary). */
export function picker(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/** Any offered action but the sole Cultist's claim (it would end the game on the spot). */
export function anyAction(pick: (n: number) => number): (view: PlayerView) => Action {
  return (view) => {
    const calm = view.legal.filter((a) => a.type !== 'claimVictory');
    const pool = calm.length > 0 ? calm : view.legal;
    return pool[pick(pool.length)]!;
  };
}

/** Heads for the Cafeteria and calls a Vote there whenever the Route allows. */
export function voteSeeker(pick: (n: number) => number): (view: PlayerView) => Action {
  const fallback = anyAction(pick);
  return (view) => {
    const vote = view.legal.find((a) => a.type === 'initiateVote');
    if (vote) return vote;
    const layout = view.board.layout;
    const distance = distances(layout, layout.cafeteria);
    const here = view.seats[view.me?.seat ?? 0]!.location;
    const closer = view.legal.find((a) => a.type === 'step' && distance[a.to]! < distance[here]!);
    if (closer) return closer;
    const stay = view.legal.find((a) => a.type === 'endMovement');
    if (stay && here === layout.cafeteria) return stay;
    return fallback(view);
  };
}

/** A person who takes a seat by the invite link: their own page (own storage, own seat token) and name. */
export interface Guest {
  readonly driver: PageDriver;
  readonly name: string;
}

/** What the host types on the landing page; `landing` sees the form first (options, checks, screenshots). */
export interface LandingForm {
  readonly name: string;
  /** Seats at the table, chosen after `landing` (and checked in the lobby); left to the form when absent. */
  readonly players?: number;
  /** Runs once the landing page is open, before the name and the number of players are filled in. */
  readonly landing?: (page: Page) => Promise<void>;
}

export interface GameSetup extends LandingForm {
  /** Seated by the invite link before the bots; they must not be the host. */
  readonly guests?: readonly Guest[];
  /** Runs in the host's full lobby, just before Start (the settings shown, checks, screenshots). */
  readonly lobby?: (page: Page) => Promise<void>;
}

export interface StartedGame {
  readonly code: string;
  /** The game's address, /g/<code>. */
  readonly url: string;
  /** The host's first view. */
  readonly view: PlayerView;
}

/** The code of the game whose page (/g/<code>, /table/<code>) is open. */
export const codeOf = (page: Page): string => new URL(page.url()).pathname.split('/').at(-1)!;

/** The lobby of game `code` as the server tells it (its seats as they are now, not as a page shows them). */
/**
 * A field whose accessible name begins with `text`. A select inside its label is named by the label and its
 * chosen option ("Players 5"), so an exact match never holds, and a plain match would also find the public
 * tables' filters ("Number of players") on the same page.
 */
export function labelStart(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

export async function lobbyOf(server: AppServer, code: string): Promise<Lobby> {
  const response = await fetch(`${server.url}/api/games/${code}`);
  assert.ok(response.ok, `GET /api/games/${code}: ${response.status}`);
  return (await response.json()) as Lobby;
}

/** Waits until exactly `count` buttons read `label`, whole (a role's name would match a longer text too). */
async function waitForButtons(page: Page, label: string, count: number): Promise<void> {
  await page.waitForFunction(
    ([text, n]) =>
      [...document.querySelectorAll('button')].filter((b) => b.textContent === text).length === n,
    [label, count] as const,
  );
}

/**
 * Creates a game through the landing page's form, as a person does: opens the page, lets `landing` work the
 * form, fills in the name (and the number of players) and presses Create. Leaves the host in the lobby;
 * returns the game's code.
 */
export async function createGame(server: AppServer, host: PageDriver, form: LandingForm): Promise<string> {
  const { page, text } = host;
  await page.goto(server.url);
  await page.getByRole('heading', { name: text.landing.create }).waitFor();
  await form.landing?.(page);
  await page.getByLabel(text.landing.name).fill(form.name);
  if (form.players !== undefined)
    await page.getByLabel(labelStart(text.landing.players)).selectOption(String(form.players));
  await page.getByRole('button', { name: text.landing.createButton }).click();
  try {
    await page.waitForURL(/\/g\/[A-Za-z0-9_-]+$/);
  } catch (error) {
    // Say what the page said (a refused form, a server error) rather than only that it stayed.
    const alerts = await page.getByRole('alert').allInnerTexts();
    throw new Error(`no game was created; the page says ${JSON.stringify(alerts)}`, { cause: error });
  }
  return codeOf(page);
}

/** Takes a free seat of game `code` by its invite link, under `name`, and waits in the lobby for the start. */
export async function joinGame(server: AppServer, code: string, guest: Guest): Promise<void> {
  const { page, text } = guest.driver;
  await page.goto(`${server.url}/g/${code}`);
  await page.getByLabel(text.landing.name).fill(guest.name);
  await page.getByRole('button', { name: text.lobby.joinButton }).click();
  await page.getByText(text.lobby.waitingHost).waitFor();
}

/**
 * The usual way into a game: the host creates it on the landing page, the guests join by the invite link,
 * the host fills every other seat with a bot, one "Add a bot" at a time, and starts. Returns once the host
 * and every guest have their first view.
 */
export async function startGame(server: AppServer, host: PageDriver, setup: GameSetup): Promise<StartedGame> {
  const { page, text } = host;
  const code = await createGame(server, host, setup);
  const url = page.url();
  const guests = setup.guests ?? [];
  for (const guest of guests) await joinGame(server, code, guest);
  // The server's count of open seats: the host's page may not show the guests' seats taken yet.
  const lobby = await lobbyOf(server, code);
  assert.equal(lobby.seats.filter((s) => s.kind === 'human').length, 1 + guests.length, 'the guests sit');
  if (setup.players !== undefined) assert.equal(lobby.players, setup.players);
  const open = lobby.seats.filter((s) => s.kind === 'open').length;
  await waitForButtons(page, text.lobby.fillBot, open);
  const addBot = page.getByRole('button', { name: text.lobby.fillBot });
  for (let left = open; left > 0; left--) {
    await addBot.first().click();
    await waitForButtons(page, text.lobby.fillBot, left - 1);
  }
  await setup.lobby?.(page);
  await page.getByRole('button', { name: text.lobby.start }).click();
  const view = await host.waitForView(() => true, 60_000);
  await Promise.all(guests.map((g) => g.driver.waitForView(() => true, 60_000)));
  return { code, url, view };
}

/**
 * A started 5-player game, the host's seat and four bots, made through the HTTP API (the lobby's clicks are
 * tested by `startGame`); returns its code and the host's seat token.
 */
export async function startedGame(server: AppServer): Promise<{ code: string; token: string }> {
  const post = async (path: string, body: object): Promise<unknown> => {
    const response = await fetch(server.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) assert.fail(`POST ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const { id, token } = (await post('/api/games', { players: 5, name: 'Host' })) as {
    id: string;
    token: string;
  };
  for (let seat = 1; seat < 5; seat++) await post(`/api/games/${id}/seats/${seat}`, { token, kind: 'bot' });
  await post(`/api/games/${id}/start`, { token });
  return { code: id, token };
}

/** Gives the page's browser the seat `token` of game `code`, as if it had created the game (it must be open on the app). */
export async function holdSeat(page: Page, code: string, token: string): Promise<void> {
  await page.evaluate(
    ([key, seat]) => {
      localStorage.setItem(key, seat);
    },
    [`ac.seat.${code}`, JSON.stringify({ token, host: true })] as const,
  );
}

// What the table screen's TV tests share: an app server dealing a fixed seed and Chromium for the suite, and a
// game whose every seat plays over its own socket (through the API) while a 1920×1080 TV shows its table screen
// from the lobby to the start.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { hello, post, type TestClient } from '../../server/src/testing.ts';
import { en } from '../src/i18n/en.ts';
import { tableEn } from '../src/i18n/table/en.ts';
import { fill, launchBrowser, openPlayer, startAppServer, type AppServer, type Device } from './harness.ts';

export const TV: Device = { viewport: { width: 1920, height: 1080 }, isMobile: false, hasTouch: false };

export interface GameOnTv {
  readonly code: string;
  /** Every seat's socket, in seat order (the host's first). */
  readonly seats: readonly TestClient[];
  readonly tv: Page;
  readonly context: BrowserContext;
}

export interface TvSuite {
  /**
   * A game of `names.length` seats, created by the first name and joined by the others, each over its own
   * socket; the TV opens its table screen in the lobby (after `prepare`, which may add init scripts), the game
   * starts, and the TV shows the map.
   */
  startOnTv(names: readonly string[], prepare?: (tv: Page) => Promise<void>): Promise<GameOnTv>;
}

/** Starts the app server (dealing `seed`) and Chromium before the suite's tests; closes them, and the sockets, after. */
export function tvSuite(seed: string): TvSuite {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  const clients: TestClient[] = [];
  before(async () => {
    [server, browser] = await Promise.all([startAppServer({}, { seeds: () => seed }), launchBrowser()]);
  });
  after(async () => {
    for (const c of clients) c.close();
    await browser?.close();
    await server?.close();
  });
  return {
    async startOnTv(names, prepare) {
      const app = server!;
      const ws = { ws: `${app.url.replace(/^http/, 'ws')}/ws` };
      const created = await post<{ id: string; token: string }>(`${app.url}/api/games`, {
        players: names.length,
        name: names[0],
      });
      assert.equal(created.status, 200, JSON.stringify(created.body));
      const code = created.body.id;
      const seats: TestClient[] = [];
      const sit = async (token: string) => {
        const client = await hello(ws, code, token);
        clients.push(client);
        seats.push(client);
      };
      await sit(created.body.token);
      for (const name of names.slice(1)) {
        const joined = await post<{ seat: number; token: string }>(`${app.url}/api/games/${code}/join`, {
          name,
        });
        assert.equal(joined.status, 200, JSON.stringify(joined.body));
        await sit(joined.body.token);
      }
      const { context, page: tv } = await openPlayer(browser!, TV, 'en-GB');
      await prepare?.(tv);
      await tv.goto(`${app.url}/table/${code}`);
      await tv.getByRole('heading', { name: fill(tableEn.screen.title, { code }) }).waitFor();
      const started = await post(`${app.url}/api/games/${code}/start`, { token: created.body.token });
      assert.equal(started.status, 200, JSON.stringify(started.body));
      await tv.getByRole('group', { name: en.board.map }).waitFor();
      return { code, seats, tv, context };
    },
  };
}

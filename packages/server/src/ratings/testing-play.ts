/** A public (or private) table played to its end by signed-in browsers, guests and bots: the ratings' server tests. */
import assert from 'node:assert/strict';
import { createRng, ROLE_INFO } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { hello, playUntilOver, post, type RunningServer, type TestClient } from '../testing.ts';
import type { Browser } from '../accounts/testing-accounts.ts';

const TIMERS = { movement: 120, encounter: 60 };

/**
 * A 5-seat table `host` creates (public or not) and `joiners` join; `guests` people without accounts take
 * seats too and bots the rest. Played to its end; each browser's client's view at the end, by browser.
 */
export async function play(
  srv: RunningServer,
  host: Browser,
  joiners: readonly Browser[],
  guests: number,
  listed: boolean,
  seed: number,
): Promise<{ id: string; teamWon: Map<Browser, boolean> }> {
  const created = await host.post<{ id: string; token: string }>('/api/games', {
    players: 5,
    name: 'Host',
    timers: TIMERS,
    public: listed,
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const { id, token } = created.body;
  const tokens = new Map<Browser, string>([[host, token]]);
  for (const [n, browser] of joiners.entries()) {
    const joined = await browser.post<{ token: string }>(`/api/games/${id}/join`, {
      name: `Joiner ${n + 1}`,
    });
    assert.equal(joined.status, 200, JSON.stringify(joined.body));
    tokens.set(browser, joined.body.token);
  }
  const guestTokens: string[] = [];
  for (let n = 0; n < guests; n++) {
    const joined = await post<{ token: string }>(`${srv.http}/api/games/${id}/join`, {
      name: `Guest ${n + 1}`,
    });
    assert.equal(joined.status, 200, JSON.stringify(joined.body));
    guestTokens.push(joined.body.token);
  }
  for (let seat = 1 + joiners.length + guests; seat < 5; seat++)
    assert.equal(
      (await post(`${srv.http}/api/games/${id}/seats/${seat}`, { token, kind: 'bot' })).status,
      200,
    );
  const clients = new Map<Browser | number, TestClient>();
  for (const [browser, t] of tokens) clients.set(browser, await hello(srv, id, t));
  for (const [n, t] of guestTokens.entries()) clients.set(n, await hello(srv, id, t));
  const started = await post(`${srv.http}/api/games/${id}/start`, { token });
  assert.equal(started.status, 200, JSON.stringify(started.body));
  try {
    await playUntilOver([...clients.values()], createRng(seedOf(seed)));
  } finally {
    for (const client of clients.values()) client.close();
  }
  const teamWon = new Map<Browser, boolean>();
  for (const browser of tokens.keys()) {
    const view = clients.get(browser)!.latest()!.view;
    teamWon.set(browser, view.result!.winner === ROLE_INFO[view.me!.role].team);
  }
  return { id, teamWon };
}

/**
 * What the streamer-mode tests share (delayed.test.ts, delayed-cluster.test.ts): a delayed public game with
 * bots, the times frames arrive on the manual clock, and the check that a delayed spectator's frames show
 * nothing newer than their time − delay, against the engine's views of the stored record.
 */
import assert from 'node:assert/strict';
import { logFor, viewFor, type Action, type GameOptions } from '@among-cultists/engine';
import type { ChatLine, Lobby } from '@among-cultists/protocol';
import { settle, type ManualClock } from '../testing-clock.ts';
import { statesOf } from '../testing-frames.ts';
import { post, TestClient, type RunningServer } from '../testing.ts';

export const DELAY_S = 30;
export const DELAY = DELAY_S * 1000;
export const TIMERS = { movement: 60, encounter: 60 };

export interface StoredRecord {
  readonly options: GameOptions;
  readonly actions: { seat: number; action: Action; at: number }[];
  readonly chat: ChatLine[];
}

/** Every message a client is sent, with the manual clock's time when it arrived (never before it was sent). */
export function timed(c: TestClient, clock: ManualClock): { at: number; index: number }[] {
  const arrivals: { at: number; index: number }[] = [];
  c.socket.on('message', () => {
    arrivals.push({ at: clock.now(), index: c.messages.length - 1 });
  });
  return arrivals;
}

/** JSON with its keys sorted: two views equal as values have the same text. */
export function canon(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** The game after each prefix of its actions: the spectator's view (canonical) and log length, and when. */
export function prefixes(
  record: StoredRecord,
  startedAt: number,
): { at: number; view: string; log: number }[] {
  // statesOf throws on an action the engine refuses. The state after setup counts the spectator's entries.
  return statesOf(record.options, record.actions).map((state, i) => ({
    at: i === 0 ? startedAt : record.actions[i - 1]!.at,
    view: canon(viewFor(state, 'spectator')),
    log: i === 0 ? logFor(state, 'spectator').length : state.log.length,
  }));
}

/**
 * Checks every update `c` was sent: its view is the engine's spectator view after some prefix of the
 * actions, and every action of that prefix was made at least `DELAY` before the update arrived; its log
 * entries are of that prefix too. Returns how many updates were checked.
 */
export function assertNothingNewer(
  c: TestClient,
  arrivals: readonly { at: number; index: number }[],
  steps: readonly { at: number; view: string; log: number }[],
): number {
  let checked = 0;
  for (const { at, index } of arrivals) {
    const m = c.messages[index];
    if (m?.t !== 'update') continue;
    // The newest prefix allowed: every action in it made by now − delay.
    let allowed = 0;
    while (allowed + 1 < steps.length && steps[allowed + 1]!.at <= at - DELAY) allowed += 1;
    const view = canon(m.view);
    const k = steps.findIndex((s, i) => i <= allowed && s.view === view);
    assert.ok(
      k >= 0,
      `an update at +${at - steps[0]!.at} ms shows the game after none of its first ${allowed} actions`,
    );
    for (const e of m.events)
      assert.ok(e.seq < steps[allowed]!.log, `log entry ${e.seq} is newer than now − delay`);
    checked += 1;
  }
  return checked;
}

export async function publicGame(
  srv: RunningServer,
  settings: object = {},
): Promise<{ id: string; token: string }> {
  const created = await post<{ id: string; token: string; lobby: Lobby }>(`${srv.http}/api/games`, {
    players: 5,
    name: 'Host',
    timers: TIMERS,
    public: true,
    spectatorDelay: DELAY_S,
    ...settings,
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  assert.equal(created.body.lobby.settings?.spectatorDelay, DELAY_S, 'the lobby says the delay');
  const { id, token } = created.body;
  for (let seat = 1; seat < 5; seat++) {
    const bot = await post(`${srv.http}/api/games/${id}/seats/${seat}`, { token, kind: 'bot' });
    assert.equal(bot.status, 200);
  }
  return { id, token };
}

export async function connect(srv: RunningServer, hello: object): Promise<TestClient> {
  const c = await TestClient.connect(srv.ws);
  c.send({ t: 'hello', ...hello });
  return c;
}

/** Lets the clock run `ms` in steps, so that the server's timers and I/O keep pace. */
export async function pass(clock: ManualClock, ms: number, c?: TestClient): Promise<void> {
  for (let t = 0; t < ms; t += 100) {
    await clock.advance(100);
    await settle();
    if (c) await c.next(2);
  }
}

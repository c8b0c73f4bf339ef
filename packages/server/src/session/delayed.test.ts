/**
 * Streamer mode (issue 30): a public table's spectators see its game `delay` late, and nothing newer. Each
 * frame a delayed spectator is sent is checked against the engine's spectator view of the game replayed
 * from the stored record up to the frame's time − delay; the end, the chat and the record wait as long; a
 * reconnection never skips ahead; the players' own table screen is not delayed; the spectators' limit
 * holds. On the manual clock: time moves only when the test says.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Lobby, TableList } from '@among-cultists/protocol';
import { ManualClock } from '../testing-clock.ts';
import { drive, get, post, startServer } from '../testing.ts';
import {
  assertNothingNewer,
  canon,
  connect,
  DELAY,
  DELAY_S,
  pass,
  prefixes,
  publicGame,
  timed,
  TIMERS,
  type StoredRecord,
} from './testing-delayed.ts';

describe('streamer mode: spectators see a public game late (issue 30)', { timeout: 120_000 }, () => {
  test('the host chooses a delay only for a public table, within the server bound', async () => {
    const srv = await startServer({ limits: { spectatorDelayMaxMs: 60_000 } });
    try {
      const base = { players: 5, name: 'Host', timers: TIMERS };
      const privateOne = await post<{ error: { code: string } }>(`${srv.http}/api/games`, {
        ...base,
        spectatorDelay: 30,
      });
      assert.equal(privateOne.status, 400);
      assert.equal(privateOne.body.error.code, 'table/delay-public-only');
      const odd = await post(`${srv.http}/api/games`, { ...base, public: true, spectatorDelay: 45 });
      assert.equal(odd.status, 400, 'only the listed choices');
      const long = await post<{ error: { code: string } }>(`${srv.http}/api/games`, {
        ...base,
        public: true,
        spectatorDelay: 120,
      });
      assert.equal(long.status, 400);
      assert.equal(long.body.error.code, 'table/delay-too-long');
      const none = await post<{ lobby: Lobby }>(`${srv.http}/api/games`, { ...base, public: true });
      assert.equal(none.status, 200);
      assert.equal(none.body.lobby.settings?.spectatorDelay, undefined, 'no delay unless chosen');
    } finally {
      await srv.close();
    }
  });

  test('a delayed spectator is sent nothing newer than now − delay: views, log, chat, the end and the record', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock, limits: { spectatorsPerGame: 2 } });
    try {
      const { id, token } = await publicGame(srv);
      const host = await connect(srv, { game: id, token });
      await host.waitFor((m) => m.t === 'welcome');
      const started = await post(`${srv.http}/api/games/${id}/start`, { token });
      assert.equal(started.status, 200);
      const startedAt = clock.now();
      await host.waitFor((m) => m.t === 'update');

      // Listed among the games in progress (and no longer among the open tables), with its delay.
      const playing = await get<TableList>(`${srv.http}/api/tables?state=playing`);
      assert.deepEqual(
        playing.body.tables.map((t) => [t.id, t.spectatorDelay, t.startedAt, t.free]),
        [[id, DELAY_S, startedAt, 0]],
      );
      assert.deepEqual((await get<TableList>(`${srv.http}/api/tables`)).body.tables, []);

      const watcher = await connect(srv, { game: id });
      const arrivals = timed(watcher, clock);
      await watcher.waitFor((m) => m.t === 'welcome');
      const welcome = await watcher.waitFor((m) => m.t === 'welcome');
      assert.ok(welcome.lobby.status === 'lobby', 'the start is not seen before now − delay');
      assert.equal(watcher.latest(), null);

      // The players' own shared screen is not delayed.
      const key = await post<{ key: string }>(`${srv.http}/api/games/${id}/table`, { token });
      const screen = await connect(srv, { game: id, table: key.body.key });
      await screen.waitFor((m) => m.t === 'update');

      // A line said now reaches the delayed spectator only `delay` later.
      host.send({ t: 'chat', text: 'hello stream' });
      const said = await host.waitFor(
        (m) => m.t === 'chat' && m.lines.some((l) => l.text === 'hello stream'),
      );
      const line = said.t === 'chat' ? said.lines.find((l) => l.text === 'hello stream')! : null;

      // The limit on spectators counts the delayed ones: a third is refused.
      const second = await connect(srv, { game: id });
      await second.waitFor((m) => m.t === 'welcome');
      const third = await connect(srv, { game: id });
      const refused = await third.waitFor((m) => m.t === 'error');
      assert.equal(refused.code, 'limit/spectators');
      second.close();

      await pass(clock, DELAY + 1000, watcher);
      await watcher.waitFor((m) => m.t === 'update');
      const heard = arrivals.find(({ index }) => {
        const m = watcher.messages[index];
        return m?.t === 'chat' && m.lines.some((l) => l.text === 'hello stream');
      });
      assert.ok(heard && line && heard.at >= line.at + DELAY, 'the line came delay after it was said');

      // Played to the end (the host acts, the bots on the clock).
      let over = false;
      await drive(clock, host, () => (over = host.latest()?.view.phase.kind === 'over'));
      assert.ok(over);
      const endedAt = clock.now();
      const seenOver = (): boolean => watcher.latest()?.view.phase.kind === 'over';
      assert.equal(seenOver(), false, 'the delayed spectator has not seen the end yet');
      const early = await get<{ error: { code: string } }>(`${srv.http}/api/games/${id}/record`);
      assert.equal(early.status, 409);
      assert.equal(early.body.error.code, 'record/delayed');
      const lobbyNow = await get<Lobby>(`${srv.http}/api/games/${id}`);
      assert.notEqual(lobbyNow.body.status, 'finished', 'nor does the game route say it ended');
      assert.equal(lobbyNow.body.seed, null);

      // A reconnection that claims more than it was shown is not believed: it is sent the delayed game.
      const back = await connect(srv, {
        game: id,
        resume: { version: 1_000_000, logSeq: 1_000_000, chatSeq: 1_000_000 },
      });
      const backArrivals = timed(back, clock);
      await back.waitFor((m) => m.t === 'update');

      await pass(clock, DELAY + 2000, watcher);
      await watcher.until(seenOver, 10_000, 'the delayed end');
      const finished = watcher.messages.find((m) => m.t === 'lobby' && m.lobby.status === 'finished');
      assert.ok(finished, 'the end reaches the delayed spectator');

      const record = await get<StoredRecord>(`${srv.http}/api/games/${id}/record`);
      assert.equal(record.status, 200, 'the record once the spectators saw the end');
      const steps = prefixes(record.body, startedAt);
      const lastAt = record.body.actions.at(-1)!.at;
      assert.ok(lastAt <= endedAt);
      const finishedAt = arrivals.find(({ index }) => watcher.messages[index] === finished)!.at;
      assert.ok(finishedAt >= lastAt + DELAY, 'the end came delay after it');
      const checked = assertNothingNewer(watcher, arrivals, steps);
      // The delayed game moves on in steps (a read every 500 ms at most): fewer updates than changes.
      assert.ok(checked > 2, `${checked} updates checked`);
      assertNothingNewer(back, backArrivals, steps);
      // Its last view is the end's, as every player's.
      assert.equal(canon(watcher.latest()!.view), steps.at(-1)!.view);
      for (const c of [host, watcher, back, screen, third]) c.close();
    } finally {
      await srv.close();
    }
  });
  test('a delayed spectator is not sent the table mutes as they happen; the table screen is', async () => {
    const srv = await startServer();
    try {
      const created = await post<{ id: string; token: string }>(`${srv.http}/api/games`, {
        players: 5,
        name: 'Host',
        timers: TIMERS,
        public: true,
        spectatorDelay: DELAY_S,
      });
      const { id, token } = created.body;
      const guest = await post<{ seat: number }>(`${srv.http}/api/games/${id}/join`, { name: 'Guest' });
      assert.equal(guest.status, 200);
      const host = await connect(srv, { game: id, token });
      await host.waitFor((m) => m.t === 'welcome');
      const watcher = await connect(srv, { game: id });
      await watcher.waitFor((m) => m.t === 'welcome');
      const key = await post<{ key: string }>(`${srv.http}/api/games/${id}/table`, { token });
      const screen = await connect(srv, { game: id, table: key.body.key });
      await screen.waitFor((m) => m.t === 'welcome');
      host.send({ t: 'mute', seat: guest.body.seat, on: true, table: true });
      await screen.waitFor((m) => m.t === 'mutes' && m.table.includes(guest.body.seat));
      // A ping answered after the mute was shown: anything sent to the watcher before it has arrived.
      watcher.send({ t: 'ping' });
      await watcher.waitFor((m) => m.t === 'pong');
      assert.equal(watcher.messages.filter((m) => m.t === 'mutes').length, 0);
      for (const c of [host, watcher, screen]) c.close();
    } finally {
      await srv.close();
    }
  });
});

/**
 * The table mutes as a chat line asks them (issue 30's review): kept in memory per copy of the game, read
 * from storage again when the bus brings a change, when it went down or came back (`forget`), and at most
 * TABLE_MUTES_FRESH_MS after the last read, in place of one read per line. A mute stored behind the copy's
 * back (another node whose bus message was lost) stands for that long at most.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ManualClock } from '../testing-clock.ts';
import { hello, seatTable, startServer, type TestClient } from '../testing.ts';
import { TABLE_MUTES_FRESH_MS } from './moderation.ts';
import { storeTableMute } from './store.ts';

/** Sends a line and waits until it is refused as muted (true) or comes back to its sender as said (false). */
async function muted(from: TestClient, text: string): Promise<boolean> {
  const mark = from.messages.length;
  from.send({ t: 'chat', text });
  const answer = await from.waitFor(
    (m) =>
      (m.t === 'error' && m.code === 'chat/muted') ||
      (m.t === 'chat' && m.lines.some((l) => l.text === text)),
    mark,
  );
  return answer.t === 'error';
}

describe('table mutes kept per copy (issue 30)', () => {
  test('a mute stored behind the copy’s back is heard within TABLE_MUTES_FRESH_MS, at once after forget(); its own mute at once', async () => {
    const clock = new ManualClock();
    const srv = await startServer({ clock });
    try {
      const { id, tokens } = await seatTable(srv, { people: ['Ana', 'Bo'], bots: false });
      const host = await hello(srv, id, tokens[0]);
      const ana = await hello(srv, id, tokens[1]);
      assert.equal(await muted(ana, 'one'), false);

      // Another node stored a table mute and its message was lost: this copy trusts what it read.
      await storeTableMute(srv.server.db, id, 1, true, clock.now());
      assert.equal(await muted(ana, 'two'), false, 'fresh: no read per line');
      await clock.advance(TABLE_MUTES_FRESH_MS);
      assert.equal(await muted(ana, 'three'), true, 'stale: read again, and refused');
      await host.waitFor((m) => m.t === 'mutes' && m.table.includes(1));

      // Lifted behind its back: heard after forget() (the bus went down or came back).
      await storeTableMute(srv.server.db, id, 1, false, clock.now());
      assert.equal(await muted(ana, 'four'), true, 'still the copy’s mutes');
      const room = await srv.server.rooms.get(id);
      room!.moderation.forget();
      assert.equal(await muted(ana, 'five'), false, 'forgotten: read again');

      // Through this copy: at once, no read needed.
      host.send({ t: 'mute', seat: 1, on: true, table: true });
      await ana.waitFor((m) => m.t === 'mutes' && m.table.includes(1));
      assert.equal(await muted(ana, 'six'), true);
      host.close();
      ana.close();
    } finally {
      await srv.close();
    }
  });
});

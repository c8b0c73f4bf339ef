/**
 * A client that never reads what it is sent: the server keeps at most `socketBufferBytes` (and one frame)
 * waiting for it, then closes it (CLOSE_SLOW_READER); the other clients of the game are not held up.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CLOSE_SLOW_READER } from '@among-cultists/protocol';
import { countOf } from './metrics.ts';
import { hello, RecordingLog, startServer, startTable } from './testing.ts';
import { RawSocket } from './testing-raw-socket.ts';

/** Far above the frames of this test (a chat line of 300 three-byte characters is about 1 KiB). */
const FRAME_SLACK = 16 * 1024;

test('a spectator that never reads is closed once its buffer passes the bound, and the server buffers no more for it', async () => {
  const bound = 64 * 1024;
  const log = new RecordingLog();
  const many = { burst: 1_000_000, perSecond: 1_000_000 };
  const srv = await startServer({
    log,
    limits: { socketBufferBytes: bound, chat: many, messages: many, chatStored: 1_000_000 },
  });
  try {
    const { id, host } = await startTable(srv);
    const sockets = srv.server.app.websocketServer.clients;
    const before = new Set(sockets);
    const reader = await RawSocket.connect(srv.ws);
    reader.sendAtOnce([{ t: 'hello', game: id }]);
    await reader.waitFor((m) => m.t === 'welcome');
    const serverSide = [...sockets].find((s) => !before.has(s));
    assert.ok(serverSide, 'the reader’s socket on the server');
    reader.pause();

    // The host talks; every line goes to the reader too. The kernel's buffers take some megabytes before
    // anything waits in the server's memory: send well past them.
    const text = '€'.repeat(300);
    let most = 0;
    for (let batch = 0; batch < 80 && serverSide.readyState === serverSide.OPEN; batch++) {
      const from = host.messages.length;
      for (let i = 0; i < 100; i++) host.send({ t: 'chat', text });
      await host.until(
        () => host.messages.slice(from).filter((m) => m.t === 'chat').length >= 100,
        20_000,
        'the host’s own lines',
      );
      most = Math.max(most, serverSide.bufferedAmount);
    }
    most = Math.max(most, serverSide.bufferedAmount);
    assert.notEqual(serverSide.readyState, serverSide.OPEN, 'the reader was closed');
    assert.ok(most <= bound + FRAME_SLACK, `at most the bound and a frame waited: ${most} bytes`);
    assert.equal(await countOf(srv.server.metrics.limited, { limit: 'socket-buffer' }), 1);
    const warned = log.entries.find((e) => e.message.includes('does not read'));
    assert.equal(warned?.level, 'warn');
    assert.equal(warned.details.game, id);
    assert.equal(log.errors().length, 0, JSON.stringify(log.errors()).slice(0, 400));

    // A client that reads again finds the close, with its code, after what waited.
    reader.resume();
    assert.equal(await reader.waitForClose(20_000), CLOSE_SLOW_READER);

    // The host was never held up, and a client that comes back (as the reader's page would) is welcomed.
    host.send({ t: 'ping' });
    await host.waitFor((m) => m.t === 'pong');
    const again = await hello(srv, id);
    assert.equal(again.closed, null);
    again.close();
    host.close();
    reader.close();
  } finally {
    await srv.close();
  }
});

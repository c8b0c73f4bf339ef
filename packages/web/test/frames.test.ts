import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { checkFrame, frameTrouble, readFrame } from '../src/net/frames.ts';
import { fakeConnection, pushSpectatorView } from './helpers.ts';

describe('frames from the server', () => {
  let logged: unknown[][];
  beforeEach(() => {
    logged = [];
    mock.method(console, 'error', (...args: unknown[]) => logged.push(args));
    mock.method(console, 'warn', (...args: unknown[]) => logged.push(args));
  });
  afterEach(() => {
    mock.restoreAll();
  });

  it('a frame that is not JSON is logged with what it held and counted, and the connection goes on', () => {
    const { connection, sockets } = fakeConnection(null);
    try {
      const s = sockets[0]!;
      s.open();
      const before = frameTrouble().unreadable;
      s.onmessage?.({ data: '{"t":"update",' });
      assert.equal(frameTrouble().unreadable, before + 1);
      assert.equal(logged.length, 1);
      assert.match(String(logged[0]![0]), /not JSON/);
      assert.equal(logged[0]![1], '{"t":"update",');
      pushSpectatorView(s, 3);
      assert.equal(connection.getSnapshot().version, 1, 'the next frame is read');
    } finally {
      connection.stop();
    }
  });

  it('in the tests every frame is checked against the protocol: one that does not match is logged and counted', async () => {
    const before = frameTrouble().unexpected;
    const data = JSON.stringify({ t: 'rejected', code: 'action/illegal', message: 'no' });
    assert.deepEqual(readFrame(data), JSON.parse(data), 'it is still handled');
    await checkFrame(JSON.parse(data), data);
    assert.equal(frameTrouble().unexpected, before + 2, 'read (checked) and checked again');
    assert.match(String(logged[0]![0]), /does not match the protocol \(version: /);
    assert.equal(logged[0]![1], data);
  });

  it('a frame as the server writes it passes unremarked', async () => {
    const before = frameTrouble();
    const data = JSON.stringify({ t: 'coachHold', held: true, until: 5 });
    await checkFrame(JSON.parse(data), data);
    assert.deepEqual(frameTrouble(), before);
    assert.equal(logged.length, 0);
  });
});

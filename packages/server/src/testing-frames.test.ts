import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { checkVersions } from './testing-frames.ts';
import { startServer, startTable, type RunningServer } from './testing.ts';

const update = (version: number, body: object, events: object[] = []): string =>
  JSON.stringify({ t: 'update', version, ...body, events, deadline: null });
const stale = (version: number): string =>
  JSON.stringify({ t: 'rejected', code: 'version/stale', message: 'moved on', version });

describe('checkVersions: one connection’s update versions', () => {
  let srv: RunningServer;
  before(async () => {
    srv = await startServer();
  });
  after(async () => {
    await srv.close();
  });

  test('an action sent twice on one view (as playUntilOver does when the answer is slower than 300 ms): the resync repeats the version the seat holds, and passes', async () => {
    // Only the host is connected and no bot plays: nothing but its own action moves its view.
    const { host } = await startTable(srv, { people: ['B', 'C', 'D', 'E'], bots: false });
    const first = host.latest()!;
    const ready = first.view.legal.find((a) => a.type === 'ready');
    assert.ok(ready, 'the Night asks the host to be ready');
    host.act(ready);
    host.act(ready);
    const refused = await host.waitFor((m) => m.t === 'rejected');
    assert.equal(refused.code, 'version/stale');
    const from = host.messages.indexOf(refused);
    const resync = await host.waitFor((m) => m.t === 'update', from);
    const versions = host.messages.flatMap((m) => (m.t === 'update' ? [m.version] : []));
    // What cluster.test asserted before: strictly one version after another. The resync breaks it.
    assert.deepEqual(versions, [first.version, first.version + 1, first.version + 1]);
    assert.equal(resync.version, refused.version);
    assert.equal(checkVersions(host.frames), 3);
    host.close();
  });

  test('every change is the version after the last one', () => {
    const frames = [
      update(1, { view: { a: 1 } }),
      update(2, { patch: [{ op: 'replace', path: '/a', value: 2 }] }),
    ];
    assert.equal(checkVersions(frames), 2);
    assert.throws(() => checkVersions([...frames, update(4, { view: { a: 3 } })]), /version 4 after 2/);
    assert.throws(() => checkVersions([...frames, update(1, { view: { a: 1 } })]), /version 1 after 2/);
  });

  test('a version repeated but as the resync of a stale action is refused', () => {
    const base = [update(1, { view: { a: 1 } }), update(2, { view: { a: 2 } })];
    const patch = { patch: [{ op: 'replace', path: '/a', value: 2 }] };
    // A change sent twice: once as it happened, once more as a patch.
    assert.throws(() => checkVersions([...base, stale(2), update(2, patch)]), /as a patch/);
    // A whole view again, with no refusal before it (a fan-out sent twice).
    assert.throws(() => checkVersions([...base, update(2, { view: { a: 2 } })]), /not right after/);
    // A refusal of another kind.
    const illegal = JSON.stringify({ t: 'rejected', code: 'action/illegal', message: 'no', version: 2 });
    assert.throws(() => checkVersions([...base, illegal, update(2, { view: { a: 2 } })]), /not right after/);
    // A resync that shows something else than the view held at that version.
    assert.throws(() => checkVersions([...base, stale(2), update(2, { view: { a: 3 } })]), /another view/);
    // A resync that brings log entries (those would be a change, hence a new version).
    assert.throws(
      () => checkVersions([...base, stale(2), update(2, { view: { a: 2 } }, [{ seq: 0 }])]),
      /new log entries/,
    );
    assert.equal(
      checkVersions([...base, stale(2), update(2, { view: { a: 2 } }), update(3, { view: { a: 3 } })]),
      4,
    );
  });
});

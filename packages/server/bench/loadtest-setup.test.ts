import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { startServer } from '../src/testing.ts';
import { bounded, hello, open, post, SetupError, type Needs } from './loadtest-setup.ts';

const needs: Needs = { games: 5, seats: 40, sockets: 41 };

/** The refusal `work` ends with: a SetupError, whose message is what the load test prints. */
async function refusal(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
  } catch (e) {
    assert.ok(e instanceof SetupError, `not a SetupError: ${String(e)}`);
    return e.message;
  }
  assert.fail('the server refused nothing');
}

describe("the load test's setup against a running server's limits", () => {
  test('a create allowance too small: it names LIMIT_CREATE_PER_MINUTE and the games it needs', async () => {
    const srv = await startServer({ limits: { create: { burst: 1, perSecond: 1 / 60 } } });
    try {
      await post(srv.http, '/api/games', { players: 8, name: 'P1' }, needs);
      const message = await refusal(() => post(srv.http, '/api/games', { players: 8, name: 'P1' }, needs));
      assert.match(message, /rate\/create/);
      assert.match(message, /raise LIMIT_CREATE_PER_MINUTE .* to at least 5/);
    } finally {
      await srv.close();
    }
  });

  test('a join allowance too small: it names LIMIT_JOIN_PER_MINUTE and the joins it needs', async () => {
    const srv = await startServer({ limits: { join: { burst: 1, perSecond: 1 / 60 } } });
    try {
      const game = await post<{ id: string }>(srv.http, '/api/games', { players: 8, name: 'P1' }, needs);
      await post(srv.http, `/api/games/${game.id}/join`, { name: 'P2' }, needs);
      const message = await refusal(() =>
        post(srv.http, `/api/games/${game.id}/join`, { name: 'P3' }, needs),
      );
      assert.match(message, /raise LIMIT_JOIN_PER_MINUTE .* to at least 35/);
    } finally {
      await srv.close();
    }
  });

  test('too few sockets per address: it names LIMIT_SOCKETS_PER_IP', async () => {
    const srv = await startServer({ limits: { socketsPerIp: 1 } });
    try {
      const game = await post<{ id: string; token: string }>(
        srv.http,
        '/api/games',
        { players: 8, name: 'P1' },
        needs,
      );
      const first = await open(srv.ws);
      await hello(
        first,
        srv.http,
        game.id,
        game.token,
        needs,
        (d) => JSON.parse(d.toString('utf8')) as never,
      );
      const second = await open(srv.ws);
      const message = await refusal(() =>
        hello(second, srv.http, game.id, game.token, needs, (d) => JSON.parse(d.toString('utf8')) as never),
      );
      assert.match(message, /raise LIMIT_SOCKETS_PER_IP .* to at least 41/);
      first.close();
      second.close();
    } finally {
      await srv.close();
    }
  });

  test('any other refusal (a balancer with no node up) is said in one line with its status, not thrown as it came', async () => {
    const balancer = createServer((_req, res) => {
      res.writeHead(503, { 'content-type': 'text/html' });
      res.end(
        '<html><body><h1>503 Service Unavailable</h1>\nNo server is available to handle this request.\n</body></html>\n',
      );
    });
    await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));
    const address = balancer.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const message = await refusal(() => post(base, '/api/games', { players: 8, name: 'P1' }, needs));
      assert.equal(
        message,
        `${base}/api/games answered HTTP 503: 503 Service Unavailable No server is available to handle this request.`,
      );
    } finally {
      await new Promise((resolve) => balancer.close(resolve));
    }
  });

  test('a server that is not there is said so, with the address', async () => {
    const srv = await startServer();
    const base = srv.http;
    await srv.close();
    const message = await refusal(() => post(base, '/api/games', { players: 8, name: 'P1' }, needs));
    assert.match(message, new RegExp(`^${base}/api/games cannot be reached: .*ECONNREFUSED`));
  });

  test('bounded runs every task, never more than its concurrency at once, and throws the first failure', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await bounded(20, 3, async (i) => {
      running += 1;
      most = Math.max(most, running);
      await Promise.resolve();
      await Promise.resolve();
      done.push(i);
      running -= 1;
    });
    assert.deepEqual(
      [...done].sort((a, b) => a - b),
      Array.from({ length: 20 }, (_, i) => i),
    );
    assert.equal(most, 3);
    await assert.rejects(
      bounded(10, 2, (i) => (i === 4 ? Promise.reject(new Error('task 4')) : Promise.resolve())),
      /task 4/,
    );
  });
});

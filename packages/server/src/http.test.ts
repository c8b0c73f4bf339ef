import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { SERVER_ERROR_CODES, type Lobby } from '@among-cultists/protocol';
import { get, post, startServer, type RunningServer } from './testing.ts';

interface ErrorBody {
  error: { code: string; message: string };
}

/** Every error code these tests saw the HTTP API answer with. */
const seen = new Set<string>();

/** Checks that a response is an error in the server's shape, with a code the protocol lists; returns it. */
function errorOf(res: { status: number; body: unknown }, status?: number): ErrorBody['error'] {
  if (status !== undefined) assert.equal(res.status, status, JSON.stringify(res.body));
  assert.ok(res.status >= 400 && res.status < 600, `an error status, not ${res.status}`);
  const body = res.body as Partial<ErrorBody> | null;
  assert.ok(
    typeof body?.error === 'object' &&
      typeof body.error.code === 'string' &&
      typeof body.error.message === 'string' &&
      body.error.message.length > 0,
    `the server's error shape: ${JSON.stringify(res.body)}`,
  );
  assert.deepEqual(Object.keys(body), ['error'], 'nothing but the error');
  const { code, message } = body.error;
  seen.add(code);
  assert.ok((SERVER_ERROR_CODES as readonly string[]).includes(code), `${code} is a listed code`);
  assert.doesNotMatch(message, /at .*\.ts:\d+/, 'never a stack trace');
  return body.error;
}

/** A request whose answer may not be JSON (then `body` is the text). */
async function request(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown; type: string | null }> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the text is the body
  }
  return { status: res.status, body, type: res.headers.get('content-type') };
}

/** Opens a TCP connection, writes `partial` (never a whole request) and says when the server hung up. */
async function trickle(
  base: string,
  partial: string,
  capMs: number,
): Promise<{ closedAfterMs: number; answer: string }> {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  const started = Date.now();
  let answer = '';
  socket.on('data', (chunk: Buffer) => {
    answer += chunk.toString('latin1');
  });
  socket.on('connect', () => {
    if (partial.length > 0) socket.write(partial);
  });
  return new Promise((resolve, reject) => {
    const cap = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept a trickling client for ${capMs} ms`));
    }, capMs);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(cap);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
  });
}

describe('slow clients', () => {
  let srv: RunningServer;
  before(async () => {
    srv = await startServer({ limits: { headersTimeoutMs: 300 } });
  });
  after(async () => {
    await srv.close();
  });

  test('a client trickling its headers is cut off after headersTimeoutMs (408)', async () => {
    const partials = [
      'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: a',
      'GET /api/gam',
      // Connected, and said nothing at all.
      '',
    ];
    const results = await Promise.all(partials.map((p) => trickle(srv.http, p, 10_000)));
    for (const [i, { closedAfterMs, answer }] of results.entries()) {
      assert.ok(closedAfterMs >= 250, `not before the timeout: ${closedAfterMs} ms (${partials[i]})`);
      assert.ok(closedAfterMs < 5_000, `soon after it: ${closedAfterMs} ms`);
      assert.match(answer, /^HTTP\/1\.1 408 /, JSON.stringify(answer));
    }
  });

  test('a client sending its request in time is served', async () => {
    assert.equal((await get<{ ok: boolean }>(`${srv.http}/healthz`)).body.ok, true);
  });

  test('the 408 of a trickling client is in the server’s error shape (request/timeout)', async () => {
    const { answer } = await trickle(srv.http, 'GET / HTTP/1.1\r\n', 10_000);
    const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
    const error = errorOf({ status: 408, body: JSON.parse(body) as unknown }, 408);
    assert.equal(error.code, 'request/timeout');
  });

  test('after a 408 the server closes the connection itself, even when the client never closes its side', async () => {
    const { hostname, port } = new URL(srv.http);
    // The server's end of this very connection (matched by the client's port), to see it released.
    const serverSide = new Promise<Socket>((resolve) => {
      const onConnection = (s: Socket): void => {
        if (s.remotePort !== client.localPort) return;
        srv.server.app.server.off('connection', onConnection);
        resolve(s);
      };
      srv.server.app.server.on('connection', onConnection);
    });
    // allowHalfOpen: the client keeps its side open after the server's FIN, as a lazy or hostile one would.
    const client = connect({ port: Number(port), host: hostname, allowHalfOpen: true });
    client.on('error', () => undefined);
    let answer = '';
    client.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    const ended = new Promise<void>((resolve) => client.once('end', resolve));
    client.on('connect', () => client.write('GET /healthz HTTP/1.1\r\nHost: x\r\n'));
    try {
      const socket = await serverSide;
      const released = new Promise<void>((resolve) =>
        socket.once('close', () => {
          resolve();
        }),
      );
      await ended;
      assert.match(answer, /^HTTP\/1\.1 408 /, JSON.stringify(answer));
      const closed = await Promise.race([
        released.then(() => true),
        new Promise<boolean>((resolve) =>
          setTimeout(() => {
            resolve(false);
          }, 5_000),
        ),
      ]);
      assert.ok(closed, 'the server still holds the half-closed connection 5 s after its 408');
      assert.equal(socket.destroyed, true);
    } finally {
      client.destroy();
    }
  });
});

describe('bad requests', () => {
  let srv: RunningServer;
  before(async () => {
    srv = await startServer();
  });
  after(async () => {
    await srv.close();
  });

  test('a URL that does not decode is a 4xx in the server’s error shape', async () => {
    for (const path of ['/%zz', '/api/games/%', '/api/games/%E0%A4%A/join', '/g/%']) {
      const res = await request(`${srv.http}${path}`);
      assert.ok(res.status >= 400 && res.status < 500, `${path}: ${res.status}`);
      errorOf(res);
    }
  });

  test('unknown paths and methods, bodies that are not JSON, too large or of another type: each its code', async () => {
    assert.equal(errorOf(await request(`${srv.http}/nothing/here`), 404).code, 'not-found');
    assert.equal(
      errorOf(await request(`${srv.http}/api/games`, { method: 'DELETE' }), 404).code,
      'not-found',
    );
    const json = { 'content-type': 'application/json' };
    assert.equal(
      errorOf(
        await request(`${srv.http}/api/games`, { method: 'POST', headers: json, body: '{"players":' }),
        400,
      ).code,
      'request/invalid',
    );
    assert.equal(
      errorOf(
        await request(`${srv.http}/api/games`, {
          method: 'POST',
          headers: { 'content-type': 'application/xml' },
          body: '<game/>',
        }),
        415,
      ).code,
      'request/content-type',
    );
    assert.equal(
      errorOf(
        await request(`${srv.http}/api/games`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ players: 5, name: 'x'.repeat(20_000) }),
        }),
        413,
      ).code,
      'request/too-large',
    );
    const created = await post<{ id: string }>(`${srv.http}/api/games`, { players: 5, name: 'Host' });
    assert.equal(
      errorOf(await get(`${srv.http}/api/games/${created.body.id}/record`), 409).code,
      'game/not-finished',
    );
    assert.equal(errorOf(await get(`${srv.http}/api/games/NOSUCHGAME/record`), 404).code, 'game/unknown');
  });

  test('a name with NUL or another control character is refused (request/invalid) on create, and no game is stored', async () => {
    const stored = async (): Promise<number> =>
      (await srv.server.db.selectFrom('games').select('id').execute()).length;
    const before = await stored();
    const loaded = (await srv.server.rooms.loaded()).length;
    for (const name of ['A\u0000B', '\u0000', 'A\nB', 'A\rB', 'A\tB', 'A\u001bB', 'A\u007fB', '\u007f']) {
      const res = await post(`${srv.http}/api/games`, { players: 5, name });
      const error = errorOf(res, 400);
      assert.equal(error.code, 'request/invalid', JSON.stringify(name));
      assert.match(error.message, /control characters/);
    }
    assert.equal(await stored(), before, 'no game was stored');
    assert.equal((await srv.server.rooms.loaded()).length, loaded, 'no game was loaded');
  });

  test('a name with NUL or another control character is refused (request/invalid) on join, and the lobby is unchanged', async () => {
    const created = await post<{ id: string }>(`${srv.http}/api/games`, { players: 5, name: 'Host' });
    assert.equal(created.status, 200);
    const { id } = created.body;
    const lobby = await get<Lobby>(`${srv.http}/api/games/${id}`);
    for (const name of ['A\u0000B', 'A\nB', 'Bea\u0007', 'A\u001fB', '\u007fBea']) {
      const res = await post(`${srv.http}/api/games/${id}/join`, { name, character: 3 });
      assert.equal(errorOf(res, 400).code, 'request/invalid', JSON.stringify(name));
    }
    assert.deepEqual((await get<Lobby>(`${srv.http}/api/games/${id}`)).body, lobby.body);
    // A proper name still joins (the refusals took nothing).
    const joined = await post<{ seat: number }>(`${srv.http}/api/games/${id}/join`, {
      name: 'Bea',
      character: 3,
    });
    assert.equal(joined.status, 200);
    assert.equal(joined.body.seat, 1);
  });

  test('spaces and line breaks around a name are trimmed away, not refused', async () => {
    const created = await post<{ lobby: Lobby }>(`${srv.http}/api/games`, { players: 5, name: '  Host\n' });
    assert.equal(created.status, 200);
    assert.equal(created.body.lobby.seats[0]!.name, 'Host');
  });

  test('a name with a C1 control character (U+0080-U+009F) is refused too', async () => {
    for (const name of ['A\u0085B', 'A\u009bB', 'A\u0080B']) {
      const res = await post(`${srv.http}/api/games`, { players: 5, name });
      assert.equal(errorOf(res, 400).code, 'request/invalid', JSON.stringify(name));
    }
  });
});

describe('operators', () => {
  test('/metrics is not on the public port, only on its own listener', async () => {
    const srv = await startServer();
    try {
      for (const path of ['/metrics', '/metrics/', '/api/metrics']) {
        const res = await request(`${srv.http}${path}`);
        assert.equal(errorOf(res, 404).code, 'not-found', path);
        assert.doesNotMatch(JSON.stringify(res.body), /among_cultists_/);
      }
      const metrics = await request(srv.metrics);
      assert.equal(metrics.status, 200);
      assert.match(String(metrics.body), /among_cultists_commands_total/);
      assert.notEqual(new URL(srv.metrics).port, new URL(srv.http).port);
      // And the metrics listener serves nothing of the game.
      assert.equal((await request(`${new URL(srv.metrics).origin}/api/games/ABCDEFGH`)).status, 404);
      assert.equal((await request(`${new URL(srv.metrics).origin}/healthz`)).status, 404);
    } finally {
      await srv.close();
    }
  });
});

test('every error code these tests met is one the protocol lists', () => {
  assert.ok(seen.size >= 6, `codes seen: ${[...seen].join(', ')}`);
  for (const code of seen) assert.ok((SERVER_ERROR_CODES as readonly string[]).includes(code), code);
});

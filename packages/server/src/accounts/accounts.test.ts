/**
 * The account routes end to end on a real server (in-memory SQLite), with real WebAuthn answers from a
 * software passkey (testing-authenticator.ts) verified by @simplewebauthn/server: sign-up, sign-in, the session
 * cookie, recovery codes, sign-out, the data download and deleting the account; a signed-in player's seats.
 */
import { afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { SessionState, SignedUp } from '@among-cultists/protocol/account';
import type { RunningServer } from '../testing.ts';
import { ManualClock } from '../testing-clock.ts';
import { SoftPasskey } from './testing-authenticator.ts';
import { accountServer, Browser, ORIGIN, signIn, signUp, type Options } from './testing-accounts.ts';

interface Exported {
  account: { id: string; name: string };
  passkeys: { id: string; transports: string[] }[];
  recoveryCodesLeft: number;
  games: { id: string; seat: number; name: string; status: string }[];
}

describe('accounts', () => {
  let clock: ManualClock;
  let server: RunningServer;
  beforeEach(async () => {
    clock = new ManualClock();
    server = await accountServer(clock);
  });
  afterEach(() => server.close());

  test('signed out by default: GET /api/account answers null', async () => {
    const state = await new Browser(server.http).get<SessionState>('/api/account');
    assert.deepEqual(state, { status: 200, body: { account: null }, setCookie: [] });
  });

  test('sign-up with a passkey: an account, ten recovery codes shown once, and a session cookie', async () => {
    const browser = new Browser(server.http);
    const options = await browser.post<Options & { options: { rp: { id: string }; user: { name: string } } }>(
      '/api/account/sign-up/options',
      { name: 'Ada' },
    );
    assert.equal(options.status, 200);
    assert.equal(options.body.options.rp.id, 'localhost');
    assert.equal(options.body.options.user.name, 'Ada');
    const passkey = new SoftPasskey();
    const done = await browser.post<SignedUp>('/api/account/sign-up/verify', {
      credential: passkey.register(options.body.options, ORIGIN),
    });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.equal(done.body.recoveryCodes.length, 10);
    assert.equal(new Set(done.body.recoveryCodes).size, 10);
    for (const code of done.body.recoveryCodes)
      assert.match(code, /^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
    assert.deepEqual(done.body.account, {
      name: 'Ada',
      createdAt: clock.now(),
      passkeys: 1,
      recoveryCodesLeft: 10,
    });
    const [cookie] = done.setCookie;
    assert.match(cookie!, /^ac_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    const state = await browser.get<SessionState>('/api/account');
    assert.equal(state.body.account?.name, 'Ada');
    // Only hashes are stored: neither the session id nor a recovery code is found in the database as given.
    const db = server.server.db;
    const sessionId = browser.cookies.get('ac_session')!;
    assert.equal(
      (await db.selectFrom('account_sessions').selectAll().where('id_hash', '=', sessionId).execute()).length,
      0,
    );
    const codes = await db.selectFrom('recovery_codes').select('code_hash').execute();
    assert.equal(codes.length, 10);
    for (const { code_hash } of codes) assert.ok(!done.body.recoveryCodes.includes(code_hash));
  });

  test('sign-in with the passkey in another browser; sign-out ends that session only', async () => {
    const first = new Browser(server.http);
    const { passkey } = await signUp(first, 'Ada');
    const second = new Browser(server.http);
    const signedIn = await signIn(second, passkey);
    assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
    assert.equal((signedIn.body as SessionState).account?.name, 'Ada');
    assert.notEqual(second.cookies.get('ac_session'), first.cookies.get('ac_session'));
    const oldCookie = second.cookieHeader;
    const out = await second.post<SessionState>('/api/account/sign-out');
    assert.deepEqual(out.body, { account: null });
    assert.match(out.setCookie[0]!, /^ac_session=; Max-Age=0;/);
    assert.equal((await second.get<SessionState>('/api/account')).body.account, null);
    // The old id no longer works even if a client kept it.
    const replayed = new Browser(server.http);
    replayed.cookies.set('ac_session', oldCookie.split('=')[1]!);
    assert.equal((await replayed.get<SessionState>('/api/account')).body.account, null);
    assert.equal((await first.get<SessionState>('/api/account')).body.account?.name, 'Ada');
  });

  test('a passkey keeping a signature counter: it must move forward', async () => {
    const browser = new Browser(server.http);
    const passkey = new SoftPasskey(5);
    const options = await browser.post<Options>('/api/account/sign-up/options', { name: 'Counter' });
    await browser.post('/api/account/sign-up/verify', {
      credential: passkey.register(options.body.options, ORIGIN),
    });
    assert.equal((await signIn(browser, passkey)).status, 200);
    passkey.counter = 2; // a clone of the authenticator, behind the original
    const cloned = await signIn(browser, passkey);
    assert.equal(cloned.status, 400);
    assert.equal((cloned.body as { error: { code: string } }).error.code, 'account/passkey');
  });

  test('the session expires after its lifetime, and the expired row is removed', async () => {
    const short = await accountServer(clock, { sessionTtlMs: 10_000 });
    try {
      const browser = new Browser(short.http);
      await signUp(browser, 'Ada');
      await clock.advance(9_999);
      assert.equal((await browser.get<SessionState>('/api/account')).body.account?.name, 'Ada');
      await clock.advance(1);
      assert.equal((await browser.get<SessionState>('/api/account')).body.account, null);
      assert.equal((await short.server.db.selectFrom('account_sessions').selectAll().execute()).length, 0);
    } finally {
      await short.close();
    }
  });

  test('a recovery code adds a new passkey and signs in; the old passkey still works', async () => {
    const { passkey, codes } = await signUp(new Browser(server.http), 'Ada');
    const lost = new Browser(server.http);
    const options = await lost.post<Options>('/api/account/recover/options', {
      code: codes[3]!.toLowerCase(),
    });
    assert.equal(options.status, 200, JSON.stringify(options.body));
    const replacement = new SoftPasskey();
    const done = await lost.post<SessionState>('/api/account/recover/verify', {
      credential: replacement.register(options.body.options, ORIGIN),
    });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    assert.deepEqual(done.body.account, {
      name: 'Ada',
      createdAt: clock.now(),
      passkeys: 2,
      recoveryCodesLeft: 9,
    });
    assert.equal((await signIn(new Browser(server.http), replacement)).status, 200);
    assert.equal((await signIn(new Browser(server.http), passkey)).status, 200);
  });

  test('the data download: the account, its passkeys’ public parts and the games played signed in', async () => {
    const browser = new Browser(server.http);
    const { passkey } = await signUp(browser, 'Ada');
    const created = await browser.post<{ id: string; seat: number }>('/api/games', {
      players: 5,
      name: 'Ada at the table',
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const friend = new Browser(server.http);
    await signUp(friend, 'Bea');
    const joined = await friend.post<{ seat: number }>(`/api/games/${created.body.id}/join`, { name: 'Bea' });
    assert.equal(joined.status, 200);
    // A player without an account plays as ever; a tutorial lesson is not linked.
    assert.equal(
      (await new Browser(server.http).post(`/api/games/${created.body.id}/join`, { name: 'Cy' })).status,
      200,
    );
    assert.equal((await browser.post('/api/tutorial', { name: 'Ada', lesson: 'investigator' })).status, 200);

    const data = await browser.get<Exported>('/api/account/data');
    assert.equal(data.status, 200);
    assert.deepEqual(data.body.account.name, 'Ada');
    assert.deepEqual(
      data.body.passkeys.map((p) => [p.id, p.transports]),
      [[passkey.credentialId, ['internal']]],
    );
    assert.equal(data.body.recoveryCodesLeft, 10);
    assert.deepEqual(
      data.body.games.map((g) => [g.id, g.seat, g.name, g.status]),
      [[created.body.id, 0, 'Ada at the table', 'lobby']],
    );
    const raw = JSON.stringify(data.body);
    assert.ok(!raw.includes('public_key') && !raw.includes('token'), 'no secrets or keys in the download');
    const friends = await friend.get<Exported>('/api/account/data');
    assert.deepEqual(
      friends.body.games.map((g) => [g.id, g.seat]),
      [[created.body.id, joined.body.seat]],
    );
    // The lobby other players see says nothing of accounts.
    const lobby = await new Browser(server.http).get<unknown>(`/api/games/${created.body.id}`);
    assert.ok(!JSON.stringify(lobby.body).includes(data.body.account.id));
  });

  test('deleting the account removes its passkeys, codes, sessions and links; its games stay', async () => {
    const browser = new Browser(server.http);
    const { passkey } = await signUp(browser, 'Ada');
    const other = new Browser(server.http);
    await signIn(other, passkey);
    const created = await browser.post<{ id: string }>('/api/games', { players: 5, name: 'Ada' });
    const deleted = await browser.post<SessionState>('/api/account/delete');
    assert.equal(deleted.status, 200);
    assert.deepEqual(deleted.body, { account: null });
    assert.match(deleted.setCookie[0]!, /^ac_session=; Max-Age=0;/);
    const db = server.server.db;
    for (const table of [
      'accounts',
      'passkeys',
      'recovery_codes',
      'account_sessions',
      'account_seats',
    ] as const)
      assert.equal((await db.selectFrom(table).selectAll().execute()).length, 0, table);
    assert.equal((await other.get<SessionState>('/api/account')).body.account, null);
    assert.equal((await new Browser(server.http).get(`/api/games/${created.body.id}`)).status, 200);
    const again = await signIn(new Browser(server.http), passkey);
    assert.equal(again.status, 400);
  });

  test('signed out, the download and the deletion answer 401', async () => {
    const browser = new Browser(server.http);
    for (const answer of [
      await browser.get('/api/account/data'),
      await browser.post('/api/account/delete'),
    ]) {
      assert.equal(answer.status, 401);
      assert.deepEqual((answer.body as { error: { code: string } }).error.code, 'account/signed-out');
    }
  });

  test('a bad name is refused before any challenge is stored', async () => {
    const browser = new Browser(server.http);
    for (const name of ['', 'x'.repeat(31), 'a\u202eb']) {
      const answer = await browser.post('/api/account/sign-up/options', { name });
      assert.equal(answer.status, 400);
    }
    assert.equal((await server.server.db.selectFrom('account_challenges').selectAll().execute()).length, 0);
  });
});

describe('accounts behind TLS', () => {
  test('the cookie is Secure and __Host- prefixed', async () => {
    const clock = new ManualClock();
    const server = await accountServer(clock, {}, true);
    try {
      const browser = new Browser(server.http);
      await signUp(browser, 'Ada');
      assert.ok(browser.cookies.has('__Host-ac_session'));
      assert.equal((await browser.get<SessionState>('/api/account')).body.account?.name, 'Ada');
    } finally {
      await server.close();
    }
  });
});

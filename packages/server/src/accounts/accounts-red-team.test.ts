/**
 * The accounts under attack (issue 30, Security): session fixation, cross-site requests, another account's
 * data, replayed, expired and foreign challenges, recovery codes used twice, and the per-address limits.
 * Every WebAuthn answer is real (a software ES256 passkey) and verified by @simplewebauthn/server.
 */
import { afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { SessionState } from '@among-cultists/protocol/account';
import type { RunningServer } from '../testing.ts';
import { ManualClock } from '../testing-clock.ts';
import { SoftPasskey } from './testing-authenticator.ts';
import { accountServer, Browser, ORIGIN, signIn, signUp, type Options } from './testing-accounts.ts';

const codeOf = (body: unknown): string | undefined => (body as { error?: { code: string } }).error?.code;

describe('accounts red team', () => {
  let clock: ManualClock;
  let server: RunningServer;
  beforeEach(async () => {
    clock = new ManualClock();
    server = await accountServer(clock);
  });
  afterEach(() => server.close());

  test('session fixation: a cookie the attacker chose is never adopted; sign-in issues a new id', async () => {
    const { passkey } = await signUp(new Browser(server.http), 'Ada');
    const victim = new Browser(server.http);
    const planted = 'A'.repeat(43);
    victim.cookies.set('ac_session', planted);
    const answer = await signIn(victim, passkey);
    assert.equal(answer.status, 200);
    assert.notEqual(victim.cookies.get('ac_session'), planted);
    const attacker = new Browser(server.http);
    attacker.cookies.set('ac_session', planted);
    assert.equal((await attacker.get<SessionState>('/api/account')).body.account, null);
    // A real session id carried into a sign-in is ended, not kept: the id before and after differ.
    const before = victim.cookies.get('ac_session')!;
    await signIn(victim, passkey);
    const stale = new Browser(server.http);
    stale.cookies.set('ac_session', before);
    assert.equal((await stale.get<SessionState>('/api/account')).body.account, null);
  });

  test('CSRF: a change from another origin, or naming none, is refused and changes nothing', async () => {
    const owner = new Browser(server.http);
    await signUp(owner, 'Ada');
    for (const origin of ['https://evil.example', 'http://localhost:8081', null]) {
      const forged = new Browser(server.http, origin);
      forged.cookies = owner.cookies;
      for (const path of ['/api/account/delete', '/api/account/sign-out', '/api/account/sign-up/options']) {
        const answer = await forged.post(path, { name: 'Mallory' });
        assert.equal(answer.status, 403, `${String(origin)} ${path}`);
        assert.equal(codeOf(answer.body), 'account/origin');
      }
    }
    assert.equal((await owner.get<SessionState>('/api/account')).body.account?.name, 'Ada');
    assert.equal((await server.server.db.selectFrom('account_challenges').selectAll().execute()).length, 0);
  });

  test('another account: each session reads and deletes only its own account', async () => {
    const ada = new Browser(server.http);
    await signUp(ada, 'Ada');
    const bea = new Browser(server.http);
    const { passkey: beas } = await signUp(bea, 'Bea');
    const data = await bea.get<{ account: { name: string } }>('/api/account/data');
    assert.equal(data.body.account.name, 'Bea');
    await bea.post('/api/account/delete');
    assert.equal((await ada.get<SessionState>('/api/account')).body.account?.name, 'Ada');
    assert.equal((await signIn(new Browser(server.http), beas)).status, 400);
    // Bea's passkey presented with Ada's user handle is refused too.
    const adaData = await ada.get<{ account: { id: string } }>('/api/account/data');
    const options = await new Browser(server.http).post<Options>('/api/account/sign-in/options');
    const forged = beas.assert(options.body.options, ORIGIN) as { response: Record<string, string> };
    forged.response.userHandle = adaData.body.account.id;
    assert.equal(
      (await new Browser(server.http).post('/api/account/sign-in/verify', { credential: forged })).status,
      400,
    );
  });

  test('a replayed answer finds its challenge gone; an expired challenge is refused', async () => {
    const { passkey } = await signUp(new Browser(server.http), 'Ada');
    const browser = new Browser(server.http);
    const options = await browser.post<Options>('/api/account/sign-in/options');
    const answer = passkey.assert(options.body.options, ORIGIN);
    assert.equal((await browser.post('/api/account/sign-in/verify', { credential: answer })).status, 200);
    const replay = await new Browser(server.http).post('/api/account/sign-in/verify', { credential: answer });
    assert.equal(replay.status, 400);
    assert.equal(codeOf(replay.body), 'account/challenge');

    const late = await browser.post<Options>('/api/account/sign-in/options');
    await clock.advance(5 * 60_000);
    const expired = await browser.post('/api/account/sign-in/verify', {
      credential: passkey.assert(late.body.options, ORIGIN),
    });
    assert.equal(expired.status, 400);
    assert.equal(codeOf(expired.body), 'account/challenge');

    // A sign-up answer signed for another origin is refused, and its challenge is spent all the same.
    const signup = await browser.post<Options>('/api/account/sign-up/options', { name: 'Eve' });
    const foreign = new SoftPasskey().register(signup.body.options, 'https://evil.example');
    const refused = await browser.post('/api/account/sign-up/verify', { credential: foreign });
    assert.equal(refused.status, 400);
    assert.equal(codeOf(refused.body), 'account/passkey');
    const again = await browser.post('/api/account/sign-up/verify', {
      credential: new SoftPasskey().register(signup.body.options, ORIGIN),
    });
    assert.equal(codeOf(again.body), 'account/challenge');
    // A sign-in challenge does not answer a sign-up.
    const login = await browser.post<Options>('/api/account/sign-in/options');
    const crossed = await browser.post('/api/account/sign-up/verify', {
      credential: new SoftPasskey().register({ ...login.body.options, user: { id: 'AAAA' } }, ORIGIN),
    });
    assert.equal(codeOf(crossed.body), 'account/challenge');
    assert.equal((await server.server.db.selectFrom('accounts').selectAll().execute()).length, 1);
  });

  test('a recovery code works once, even when two recoveries race with it', async () => {
    const { codes } = await signUp(new Browser(server.http), 'Ada');
    const one = new Browser(server.http);
    const two = new Browser(server.http);
    const first = await one.post<Options>('/api/account/recover/options', { code: codes[0] });
    const second = await two.post<Options>('/api/account/recover/options', { code: codes[0] });
    assert.equal(first.status, 200);
    assert.equal(second.status, 200);
    const [a, b] = await Promise.all([
      one.post('/api/account/recover/verify', {
        credential: new SoftPasskey().register(first.body.options, ORIGIN),
      }),
      two.post('/api/account/recover/verify', {
        credential: new SoftPasskey().register(second.body.options, ORIGIN),
      }),
    ]);
    assert.deepEqual([a.status, b.status].sort(), [200, 400]);
    assert.equal(codeOf((a.status === 400 ? a : b).body), 'account/recovery-code');
    const reuse = await new Browser(server.http).post('/api/account/recover/options', { code: codes[0] });
    assert.equal(reuse.status, 400);
    assert.equal(codeOf(reuse.body), 'account/recovery-code');
    assert.equal((await server.server.db.selectFrom('passkeys').selectAll().execute()).length, 2);
  });

  test('rate limits per address: sign-ups, sign-ins and recovery attempts', async () => {
    const browser = new Browser(server.http);
    const statuses = async (path: string, body: unknown, times: number): Promise<number[]> => {
      const out: number[] = [];
      for (let i = 0; i < times; i++) out.push((await browser.post(path, body)).status);
      return out;
    };
    assert.deepEqual(
      await statuses('/api/account/sign-up/options', { name: 'Ada' }, 6),
      [200, 200, 200, 200, 200, 429],
    );
    assert.deepEqual(
      await statuses('/api/account/recover/options', { code: 'AAAA-AAAA-AAAA-AAAA' }, 6),
      [400, 400, 400, 400, 400, 429],
    );
    const signIns = await statuses('/api/account/sign-in/options', {}, 11);
    assert.deepEqual(signIns.slice(9), [200, 429]);
    const limited = await browser.post('/api/account/sign-in/options');
    assert.equal(codeOf(limited.body), 'rate/account');
    await clock.advance(6_000);
    assert.equal((await browser.post('/api/account/sign-in/options')).status, 200);
  });

  test('pending challenges are bounded over all clients; expired ones make room', async () => {
    const small = await accountServer(clock, { challengesPending: 3, signIn: { burst: 100, perSecond: 1 } });
    try {
      const browser = new Browser(small.http);
      for (let i = 0; i < 3; i++)
        assert.equal((await browser.post('/api/account/sign-in/options')).status, 200);
      const full = await browser.post('/api/account/sign-in/options');
      assert.equal(full.status, 503);
      assert.equal(codeOf(full.body), 'account/busy');
      await clock.advance(5 * 60_000);
      assert.equal((await browser.post('/api/account/sign-in/options')).status, 200);
      assert.equal((await small.server.db.selectFrom('account_challenges').selectAll().execute()).length, 1);
    } finally {
      await small.close();
    }
  });
});

/**
 * The accounts on PostgreSQL (several nodes share one): migration 014 there, and the whole life of an account
 * through two nodes of one database — sign-up on one, sign-in, recovery and deletion on the other (the session,
 * the challenges and the single-use code are in the database, not in a node's memory).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { SessionState } from '@among-cultists/protocol/account';
import { createDatabase, type TestDatabase } from '../testing-cluster.ts';
import { startServer, type RunningServer } from '../testing.ts';
import { ManualClock } from '../testing-clock.ts';
import { accountSettings } from './settings.ts';
import { SoftPasskey } from './testing-authenticator.ts';
import { Browser, ORIGIN, signIn, signUp, type Options } from './testing-accounts.ts';

let database: TestDatabase;
let nodes: RunningServer[] = [];
const clock = new ManualClock();

before(async () => {
  database = await createDatabase();
  for (let i = 0; i < 2; i++)
    nodes.push(
      await startServer({ clock, database: { url: database.url }, accounts: accountSettings(ORIGIN) }),
    );
});
after(async () => {
  for (const node of nodes) await node.close();
  nodes = [];
  await database.drop();
});

test('an account made through one node signs in, recovers and is deleted through another (PostgreSQL)', async () => {
  const [a, b] = nodes as [RunningServer, RunningServer];
  const browser = new Browser(a.http);
  const { passkey, codes } = await signUp(browser, 'Ada');
  const onB = new Browser(b.http);
  onB.cookies = browser.cookies;
  assert.equal((await onB.get<SessionState>('/api/account')).body.account?.name, 'Ada');
  assert.equal((await signIn(new Browser(b.http), passkey)).status, 200);

  const options = await new Browser(a.http).post<Options>('/api/account/recover/options', { code: codes[0] });
  const recovered = await new Browser(b.http).post<SessionState>('/api/account/recover/verify', {
    credential: new SoftPasskey().register(options.body.options, ORIGIN),
  });
  assert.equal(recovered.status, 200, JSON.stringify(recovered.body));
  assert.equal(recovered.body.account?.recoveryCodesLeft, 9);
  const reused = await new Browser(b.http).post('/api/account/recover/options', { code: codes[0] });
  assert.equal(reused.status, 400);

  const game = await onB.post<{ id: string }>('/api/games', { players: 5, name: 'Ada' });
  const data = await browser.get<{ games: { id: string }[] }>('/api/account/data');
  assert.deepEqual(
    data.body.games.map((g) => g.id),
    [game.body.id],
  );
  assert.equal((await onB.post('/api/account/delete')).status, 200);
  assert.equal((await browser.get<SessionState>('/api/account')).body.account, null);
  assert.equal((await signIn(new Browser(a.http), passkey)).status, 400);
});

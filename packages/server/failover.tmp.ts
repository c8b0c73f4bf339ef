import pg from 'pg';
import { createDatabase, startNode, startRedis } from './src/testing-cluster.ts';
import { post, TestClient } from './src/testing.ts';

const database = await createDatabase();
const redis = await startRedis();
const env = { LEASE_TTL_SECONDS: '5', BOT_DELAY_MS: '600-1800' };
const a = await startNode({ name: 'n1', database: database.url, redis: redis.url, env });
const [b, c] = await Promise.all([
  startNode({ name: 'n2', database: database.url, redis: redis.url, env }),
  startNode({ name: 'n3', database: database.url, redis: redis.url, env }),
]);
const results: { lease: number; move: number }[] = [];
for (let round = 0; round < 1; round++) {
  const created = await post<{ id: string; token: string }>(`${b.http}/api/games`, { players: 5, name: 'H' });
  const id = created.body.id;
  for (let s = 1; s < 5; s++) await post(`${b.http}/api/games/${id}/seats/${s}`, { token: created.body.token, kind: 'bot' });
  const watcher = await TestClient.connect(b.ws);
  watcher.send({ t: 'hello', game: id });
  const host = await TestClient.connect(c.ws);
  host.send({ t: 'hello', game: id, token: created.body.token });
  await post(`${a.http}/api/games/${id}/start`, { token: created.body.token });
  // The host acts at once; bots move after 0.6-1.8 s.
  const start = Date.now();
  while (Date.now() - start < 6000) {
    const l = host.latest();
    if (l && l.view.legal.length > 0) host.act(l.view.legal.find((x) => x.type !== 'claimVictory') ?? l.view.legal[0]!);
    await host.next(200);
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const holder = async () =>
    (await client.query<{ node: string }>('select node from leases where game_id = $1 and expires_at > extract(epoch from clock_timestamp())*1000', [id])).rows[0]?.node;
  console.log('holder before', await holder());
  // Wait until the bots are to move (the host has nothing to do), then kill the holder.
  const killedAt = Date.now();
  a.kill('SIGKILL');
  await a.exited;
  let lease = 0;
  const before = watcher.messages.filter((m) => m.t === 'update').length;
  let move = 0;
  while (Date.now() - killedAt < 30000 && (lease === 0 || move === 0)) {
    const h = await holder();
    if (lease === 0 && h !== undefined && h !== 'n1') lease = Date.now() - killedAt;
    const l = host.latest();
    if (l && l.view.legal.length > 0) host.act(l.view.legal.find((x) => x.type !== 'claimVictory') ?? l.view.legal[0]!);
    if (move === 0 && lease > 0 && watcher.messages.filter((m) => m.t === 'update').length > before + 1) move = Date.now() - killedAt;
    await new Promise((r) => setTimeout(r, 50));
  }
  console.log('holder after', await holder());
  await client.end();
  results.push({ lease, move });
}
console.log(JSON.stringify(results));
for (const n of [b, c]) n.kill('SIGKILL');
await Promise.all([b.exited, c.exited]);
await redis.close();
await database.drop();
process.exit(0);

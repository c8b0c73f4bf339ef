import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAdminDatabase } from '@among-cultists/server/admin';
import { parseUntil, runAdmin } from './admin.ts';
import { UsageError } from './usage-error.ts';

const BIN = new URL('../bin/among-cultists.mjs', import.meta.url).pathname;
const NOW = Date.parse('2026-11-29T12:00:00Z');

/** Runs `admin <args>` against the SQLite file `file`; returns its exit code and what it wrote. */
async function admin(file: string, ...args: string[]): Promise<{ code: number; text: string }> {
  let text = '';
  const code = await runAdmin(args, { DATABASE_URL: file }, { out: (t) => (text += t) }, () => NOW);
  return { code, text };
}

/** A fresh SQLite file with two reports, as the server stores them (one with lines that try to drive a terminal). */
async function database(): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'ac-admin-')), 'db.sqlite');
  const db = await openAdminDatabase({ DATABASE_URL: file });
  const report = {
    game_id: 'GAME01',
    reporter_seat: 1,
    reported_seat: 2,
    reported_name: 'Bo',
    reason: 'harassment',
    address: '192.0.2.4',
    closed_at: null,
  };
  await db
    .insertInto('reports')
    .values([
      {
        ...report,
        id: 'aaaaaaaaaaaa',
        text: 'insults',
        lines: JSON.stringify([
          { seq: 3, text: 'you are all idiots', at: NOW - 60_000 },
          { seq: 5, text: '\u001b[2Jgone', at: NOW - 30_000 },
        ]),
        created_at: NOW - 10_000,
      },
      { ...report, id: 'bbbbbbbbbbbb', reason: 'spam', text: null, lines: '[]', created_at: NOW - 5_000 },
    ])
    .execute();
  await db.destroy();
  return file;
}

test('admin reports lists them newest first; admin report shows the stored lines (escaped) and closes it', async () => {
  const file = await database();
  const all = await admin(file, 'reports');
  assert.equal(all.code, 0);
  const lines = all.text.trim().split('\n');
  assert.equal(lines.length, 2);
  assert.match(lines[0]!, /^bbbbbbbbbbbb .* open .* game GAME01 {2}seat 2 \(Bo\) by seat 1 {2}spam$/);
  assert.match(lines[1]!, /^aaaaaaaaaaaa .*harassment: "insults"$/);

  const one = await admin(file, 'report', 'aaaaaaaaaaaa', '--close');
  assert.equal(one.code, 0);
  assert.match(one.text, /Game GAME01: seat 2 \(Bo\) reported by seat 1 from 192\.0\.2\.4/);
  assert.match(one.text, /#3 2026-11-29T11:59:00\.000Z "you are all idiots"/);
  assert.match(one.text, /#5 .* "\\u001b\[2Jgone"/, 'a control character is shown escaped');
  assert.ok(!one.text.includes('\u001b'), 'nothing reaches the terminal raw');
  assert.match(one.text, /Closed\./);
  const open = await admin(file, 'reports', '--open');
  assert.deepEqual(
    open.text
      .trim()
      .split('\n')
      .map((l) => l.slice(0, 12)),
    ['bbbbbbbbbbbb'],
  );
  assert.equal((await admin(file, 'report', 'nothere')).code, 1);
});

test('admin suspend / suspensions / unsuspend keep a range from public tables, until a time or lifted', async () => {
  const file = await database();
  assert.equal((await admin(file, 'suspensions')).text, 'No suspensions.\n');
  const one = await admin(
    file,
    'suspend',
    '--address',
    '203.0.113.0/24',
    '--until',
    '7d',
    '--reason',
    'floods',
  );
  assert.equal(one.code, 0);
  assert.match(
    one.text,
    /^Suspended 203\.0\.113\.0\/24 from public tables until 2026-12-06T12:00:00\.000Z \(id [0-9a-f]{12}\)\.\n$/,
  );
  await admin(file, 'suspend', '--address', '2001:db8::1');
  const list = await admin(file, 'suspensions');
  assert.match(list.text, /2001:db8::1\/128 .* until lifted/);
  assert.match(list.text, /203\.0\.113\.0\/24 .* until 2026-12-06T12:00:00\.000Z {2}"floods"/);

  // The server's own check sees it.
  const { suspensionOf } = await import('@among-cultists/server/admin');
  const db = await openAdminDatabase({ DATABASE_URL: file });
  try {
    assert.notEqual(await suspensionOf(db, '203.0.113.77', NOW), null);
    assert.equal(await suspensionOf(db, '203.0.113.77', NOW + 8 * 86_400_000), null, 'lapsed after 7 days');
  } finally {
    await db.destroy();
  }

  const lifted = await admin(file, 'unsuspend', '--address', '203.0.113.0/24');
  assert.deepEqual(lifted, { code: 0, text: 'Lifted 1 suspension.\n' });
  assert.equal((await admin(file, 'unsuspend', '--address', '203.0.113.0/24')).code, 1);
  assert.doesNotMatch((await admin(file, 'suspensions')).text, /203\.0\.113/);
  assert.match((await admin(file, 'suspensions', '--all')).text, /203\.0\.113\.0\/24 .* lifted 2026/);
});

test('admin suspend --account keeps an account from public tables at any address; report shows the seats’ accounts; unsuspend lifts it', async () => {
  const file = await database();
  const db = await openAdminDatabase({ DATABASE_URL: file });
  try {
    await db
      .insertInto('accounts')
      .values([
        { id: 'acct-troll', name: 'Bo', created_at: NOW - 86_400_000 },
        { id: 'acct-kind', name: 'Cy', created_at: NOW - 86_400_000 },
      ])
      .execute();
    await db
      .insertInto('account_seats')
      .values([
        { account_id: 'acct-troll', game_id: 'GAME01', seat: 2, token_hash: 'h2', linked_at: NOW - 60_000 },
        { account_id: 'acct-kind', game_id: 'GAME01', seat: 1, token_hash: 'h1', linked_at: NOW - 60_000 },
      ])
      .execute();
  } finally {
    await db.destroy();
  }
  const report = await admin(file, 'report', 'aaaaaaaaaaaa');
  assert.match(report.text, /Accounts: reported seat acct-troll; reporter acct-kind\n/);

  const unknown = await admin(file, 'suspend', '--account', 'acct-nobody');
  assert.deepEqual(unknown, { code: 1, text: 'There is no account "acct-nobody".\n' });
  const one = await admin(file, 'suspend', '--account', 'acct-troll', '--reason', 'harassment');
  assert.equal(one.code, 0);
  assert.match(
    one.text,
    /^Suspended account acct-troll from public tables until lifted \(id [0-9a-f]{12}\)\.\n$/,
  );
  assert.match((await admin(file, 'suspensions')).text, /account acct-troll .* until lifted {2}"harassment"/);

  // The server's own check: the account at any address; another account, or no account, at that address not.
  const { suspensionOf } = await import('@among-cultists/server/admin');
  const check = await openAdminDatabase({ DATABASE_URL: file });
  try {
    assert.equal((await suspensionOf(check, '198.51.100.9', NOW, 'acct-troll'))?.account, 'acct-troll');
    assert.equal((await suspensionOf(check, '2001:db8::9', NOW, 'acct-troll'))?.account, 'acct-troll');
    assert.equal(await suspensionOf(check, '198.51.100.9', NOW, 'acct-kind'), null);
    assert.equal(await suspensionOf(check, '198.51.100.9', NOW), null);
  } finally {
    await check.destroy();
  }

  assert.deepEqual(await admin(file, 'unsuspend', '--account', 'acct-troll'), {
    code: 0,
    text: 'Lifted 1 suspension.\n',
  });
  assert.equal((await admin(file, 'unsuspend', '--account', 'acct-troll')).code, 1);
  await assert.rejects(admin(file, 'suspend', '--account', 'x', '--address', '10.0.0.1'), UsageError);
  await assert.rejects(admin(file, 'unsuspend', '--account', 'x', '--id', 'y'), UsageError);
});

test('admin refuses mistakes with a usage error: a bad range, a bad --until, no address, an unknown command', async () => {
  const file = await database();
  await assert.rejects(admin(file, 'suspend', '--address', '10.0.0.0/33'), UsageError);
  await assert.rejects(admin(file, 'suspend'), UsageError);
  await assert.rejects(admin(file, 'suspend', '--address', '10.0.0.1', '--until', 'soon'), UsageError);
  await assert.rejects(admin(file, 'unsuspend', '--address', '10.0.0.1', '--id', 'x'), UsageError);
  await assert.rejects(admin(file, 'ban'), UsageError);
  assert.throws(() => parseUntil('2026-11-01T00:00Z', NOW), UsageError, 'already past');
  assert.equal(parseUntil('2026-12-01T00:00:00Z', NOW), Date.parse('2026-12-01T00:00:00Z'));
  assert.equal(parseUntil('30m', NOW), NOW + 1_800_000);
});

test('npx among-cultists admin works from the command line against the SQLite file DATABASE_URL names', async () => {
  const file = await database();
  const run = spawnSync(process.execPath, [BIN, 'admin', 'reports', '--open'], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: file },
  });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /aaaaaaaaaaaa/);
  const bad = spawnSync(process.execPath, [BIN, 'admin', 'suspend'], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: file },
  });
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /needs --address <cidr> or --account <id>/);
});

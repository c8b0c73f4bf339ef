// End-to-end (issue 30, "Done when"): sign-up and sign-in with a passkey in Chromium, through its virtual
// authenticator (CDP WebAuthn domain): the account page shows the recovery codes once, the top bar names the
// signed-in player, sign-out and sign-in again with the same passkey, the profile lists a game played to its end
// while signed in (with a link to its replay), and the page passes axe's checks; the profile's rating, the
// choice to appear on the leaderboard, and the leaderboard's pages on a phone.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import type { Browser } from 'playwright-core';
import { createRng } from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { accountSettings, buildServer, type GameServer } from '@among-cultists/server';
import { hello, playUntilOver, post } from '../../server/src/testing.ts';
import {
  accessibilityViolations,
  assertNoSidewaysScroll,
  DESKTOP,
  launchBrowser,
  openPlayer,
  PHONE,
  WEB_ROOT,
} from './harness.ts';

/** A free port: passkeys need a host name (localhost), not an address, so the origin is fixed before the start. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) =>
    probe.close(() => {
      resolve();
    }),
  );
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A 5-player game hosted by the session's account with four bots, played to its end; its code. */
async function playSignedIn(origin: string, session: string): Promise<string> {
  const created = await fetch(`${origin}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `ac_session=${session}`, origin },
    body: JSON.stringify({ players: 5, name: 'Ada' }),
  });
  assert.equal(created.status, 200);
  const { id, token } = (await created.json()) as { id: string; token: string };
  for (const seat of [1, 2, 3, 4])
    assert.equal((await post(`${origin}/api/games/${id}/seats/${seat}`, { token, kind: 'bot' })).status, 200);
  const client = await hello({ ws: `${origin.replace('http', 'ws')}/ws` }, id, token);
  try {
    assert.equal((await post(`${origin}/api/games/${id}/start`, { token })).status, 200);
    await playUntilOver([client], createRng(seedOf(3)));
  } finally {
    client.close();
  }
  return id;
}

describe('accounts in Chromium with a virtual authenticator', { timeout: 120_000 }, () => {
  let server: GameServer | undefined;
  let browser: Browser | undefined;
  let origin = '';
  before(async () => {
    const port = await freePort();
    origin = `http://localhost:${port}`;
    server = await buildServer({
      database: { url: ':memory:' },
      botDelayMs: [20, 60],
      allowedOrigins: [],
      logger: false,
      webRoot: WEB_ROOT,
      accounts: accountSettings(origin),
    });
    await server.app.listen({ port, host: '127.0.0.1' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test('sign up with a passkey, see the recovery codes once, sign out, sign in again', async () => {
    const { context, page } = await openPlayer(browser!, DESKTOP, 'en-GB');
    try {
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      await page.goto(`${origin}/account`);
      await page.getByRole('heading', { name: 'Your account' }).waitFor();
      await page.getByRole('link', { name: 'Account' }).waitFor();
      await page.getByLabel('Name').fill('Augusta Ada King-Noel Lovelace');
      await page.getByRole('button', { name: 'Create an account with a passkey' }).click();
      await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
      const codes = await page.locator('.recovery-codes code').allTextContents();
      assert.equal(codes.length, 10);
      assert.deepEqual(await accessibilityViolations(page), []);
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await page.getByText('Signed in as Augusta Ada King-Noel Lovelace.').waitFor();
      await page.getByRole('link', { name: 'Signed in as Augusta Ada King-Noel Lovelace' }).waitFor();
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      assert.equal(credentials.length, 1);
      assert.equal(credentials[0]!.isResidentCredential, true);

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
      await page.getByRole('link', { name: 'Account', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await page.getByText('Signed in as Augusta Ada King-Noel Lovelace.').waitFor();
      // The session survives a reload (its cookie), and the indicator reads it on the landing page.
      await page.goto(`${origin}/`);
      await page.getByRole('link', { name: 'Signed in as Augusta Ada King-Noel Lovelace' }).waitFor();
      // On a phone the top bar still fits, a long name cut short; the account page too.
      await page.setViewportSize(PHONE.viewport);
      await assertNoSidewaysScroll(page, 'the landing page signed in, on a phone');
      // A game played to its end with the session's cookie (the player's moves made by the tests' client).
      const session = (await context.cookies(origin)).find((c) => c.name === 'ac_session')!.value;
      const played = await playSignedIn(origin, session);
      await page.goto(`${origin}/account`);
      await page.getByText('Signed in as Augusta Ada King-Noel Lovelace.').waitFor();
      await page.getByRole('heading', { name: 'Your games' }).waitFor();
      await page.getByText('Games played: 1.').waitFor();
      const replay = page.getByRole('link', { name: `Replay of game ${played}` });
      assert.equal(await replay.getAttribute('href'), `/replay/${played}`);
      await assertNoSidewaysScroll(page, 'the account page signed in, on a phone');
      assert.deepEqual(await accessibilityViolations(page), []);
      const cookie = (await context.cookies(origin)).find((c) => c.name === 'ac_session');
      assert.ok(cookie?.httpOnly, 'the session cookie is HttpOnly');
      assert.equal(cookie.sameSite, 'Lax');
      await replay.click();
      await page.waitForURL(`${origin}/replay/${played}`);

      // The rating (issue 30): that game had four bots, so it is not rated; the player chooses the leaderboard.
      await page.goto(`${origin}/account`);
      await page.getByRole('heading', { name: 'Your rating' }).waitFor();
      await page.getByText('No rated games yet: your rating starts at 1000.').waitFor();
      const listed = page.getByRole('checkbox', {
        name: 'Show my name and rating on the public leaderboard',
      });
      assert.equal(await listed.isChecked(), false, 'never listed by default');
      await listed.check();
      await page.waitForFunction(() => !document.querySelector('.rating-listed input[disabled]'));
      assert.equal(await listed.isChecked(), true);
      await page.reload();
      await page.getByRole('heading', { name: 'Your rating' }).waitFor();
      assert.equal(await listed.isChecked(), true, 'the choice is kept by the server');
      // Thirty listed accounts, as rated games would leave them, so that the leaderboard has two pages.
      await server!.db
        .insertInto('accounts')
        .values(
          Array.from({ length: 30 }, (_, i) => ({
            id: `rated-${i}`,
            name: `Player ${i + 1}`,
            created_at: 0,
          })),
        )
        .execute();
      await server!.db
        .insertInto('ratings')
        .values(
          Array.from({ length: 30 }, (_, i) => {
            const mu = 40 - i / 2;
            return {
              account_id: `rated-${i}`,
              mu,
              sigma: 3,
              score: mu - 9,
              games: 5 + i,
              listed: 1,
              version: 1,
              updated_at: 0,
            };
          }),
        )
        .execute();
      await page.getByRole('link', { name: 'Leaderboard' }).click();
      await page.waitForURL(`${origin}/leaderboard`);
      await page.getByRole('heading', { name: 'Leaderboard', level: 1 }).waitFor();
      const board = page.getByRole('table', { name: 'Leaderboard, page 1' });
      await board.waitFor();
      assert.deepEqual(await board.getByRole('row').nth(1).getByRole('cell').allTextContents(), [
        '1',
        '2240',
        '5',
      ]);
      await board.getByRole('rowheader', { name: 'Player 1', exact: true }).waitFor();
      assert.equal(await board.getByRole('row').count(), 26, 'a header row and 25 players');
      await assertNoSidewaysScroll(page, 'the leaderboard on a phone');
      assert.deepEqual(await accessibilityViolations(page), []);
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.getByRole('table', { name: 'Leaderboard, page 2' }).waitFor();
      // The keyboard is on the new page's caption; the player without 5 rated games is not listed.
      assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'CAPTION');
      assert.equal(await page.getByRole('row').count(), 6);
      assert.equal(await page.getByText('Augusta Ada King-Noel Lovelace', { exact: true }).count(), 0);
    } finally {
      await context.close();
    }
  });
});

/**
 * What the replay browser tests share (replay.test.ts: a bot game replayed at /replay/<code>;
 * replay-random.test.ts: random games opened as files; replay-golden.test.ts: the stored test games;
 * replay-controls.test.ts and replay-phone.test.ts: one seeded game opened as a file): records made and
 * replayed in Node, and waits on the replay page.
 */
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import {
  applyInPlace,
  createGame,
  replay,
  type GameOptions,
  type RecordedAction,
} from '@among-cultists/engine';
import { boardRef } from '@among-cultists/engine/content';
import type { Page } from 'playwright-core';
import { stateDigest } from '../src/replay/digest.ts';
import { commitmentOf, randomGame, recordedGame, serverRecord } from '../test/replay-game.ts';
import { picker } from './driver.ts';

export interface ServerRecord {
  readonly options: GameOptions;
  readonly commitment: string;
  readonly actions: readonly (RecordedAction & { readonly at: number })[];
  readonly chat: readonly { readonly text: string }[];
}

export const GOLDEN = fileURLToPath(new URL('../../engine/test/data/replays/', import.meta.url));

/** The Round after each number of actions, folded here with the engine (Node's side of the comparison). */
export function roundsOf(record: { options: GameOptions; actions: readonly RecordedAction[] }): number[] {
  const created = createGame(record.options);
  assert.ok(created.ok);
  const s = created.state;
  const rounds = [s.round];
  for (const { seat, action } of record.actions) {
    applyInPlace(s, seat, action);
    rounds.push(s.round);
  }
  return rounds;
}

/** Table sizes, boards and modules the random games cover (4 and 6 + AUTOMA, both boards, both decks). */
export const RANDOM_GAMES: readonly Omit<GameOptions, 'seed'>[] = [
  { players: 4 },
  { players: 5 },
  { players: 6, automa: true },
  { players: 7, roleSet: 'first', ruleset: { deckEdition: 'first' } },
  { players: 8 },
  { players: 5, board: 'mountains', ruleset: { lifelines: true } },
  { players: 6, automa: true, board: 'mountains', ruleset: { professions: true } },
  { players: 7, ruleset: { professions: true } },
  { players: 8, board: 'mountains', ruleset: { lifelines: true, professions: true } },
];

/**
 * A finished game as the server records it (board by reference, the seed's commitment, each action's
 * seat), its actions picked at random among the legal ones, rarely a claim of victory (it ends the game).
 */
export function randomRecord(setup: Omit<GameOptions, 'seed'>, n: number) {
  const seed = createHash('sha256').update(`replay e2e ${n}`).digest('hex');
  const options: GameOptions = { roleSet: 'recommended', ...setup, seed };
  const { actions, final } = randomGame(options, picker(n));
  return {
    options: { ...options, board: boardRef(final.config.board) },
    commitment: commitmentOf(seed),
    actions,
    result: final.result,
  };
}

/** The final state's digest of Node's replay (the engine's own `replay`). */
export async function nodeDigest(record: {
  options: GameOptions;
  actions: readonly RecordedAction[];
}): Promise<string> {
  const replayed = replay({ options: record.options, actions: record.actions });
  assert.ok(replayed.ok);
  return stateDigest(replayed.state);
}

/** The seeded random game (7 players) the controls' tests open, as the file a player would open: a server
 *  record without its game's id. */
export const CONTROLS_GAME = recordedGame(7, 17);
const CONTROLS_FILE = {
  name: 'game.json',
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify({ ...serverRecord(CONTROLS_GAME), id: null })),
};

/** Opens CONTROLS_GAME through the replay page's file input (labelled `label`) and waits for the replay. */
export async function openControlsGame(page: Page, label: string): Promise<void> {
  await page.getByLabel(label).setInputFiles(CONTROLS_FILE);
  await page.locator('main.replay[data-step]').waitFor();
}

export const stepOf = async (page: Page): Promise<number> =>
  Number(await page.locator('main.replay').getAttribute('data-step'));

export async function waitForStep(page: Page, step: number): Promise<void> {
  await page.locator(`main.replay[data-step="${step}"]`).waitFor();
}

/** Waits until the page has replayed the record: the badge's verdict and the final digest are on the page. */
export async function replayed(page: Page): Promise<{ deal: string; digest: string }> {
  await page.locator('main.replay[data-final]:not([data-final=""]):not([data-deal="checking"])').waitFor();
  const main = page.locator('main.replay');
  return { deal: (await main.getAttribute('data-deal'))!, digest: (await main.getAttribute('data-final'))! };
}

/**
 * Perft-style pinned counts, in the manner of chess engines' perft tables: along one fixed-seed
 * game per player count (random legal actions from a fixed policy seed), the number of legal
 * actions at every decision, and a digest of the full ordered action lists. A change to move
 * generation shows up here even when every rule test still passes; the digest also pins the order
 * in which actions are listed, which clients and bots may rely on.
 *
 * After an intended change of the rules, regenerate with: UPDATE_PERFT=1 node --import tsx --test packages/engine/test/perft.test.ts
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import type { GameOptions } from '../src/index.ts';
import { seedOf } from '../src/testing.ts';
import { PLAYER_COUNTS, playRandomGame } from './random-play.ts';

interface PerftLine {
  readonly options: string;
  readonly seed: string;
  readonly policySeed: number;
  readonly decisions: number;
  readonly result: string;
  /** Legal action counts at each decision, comma-separated. */
  readonly counts: string;
  /** SHA-256 of every decision's ordered legal action list. */
  readonly digest: string;
}

const FILE = new URL('./data/perft.json', import.meta.url);
const GAMES_PER_COUNT = 3;

/** The configurations pinned: every printed count, the AUTOMA games, the recommended roles, the expansion's maps. */
const CONFIGS: readonly Omit<GameOptions, 'seed'>[] = [
  ...PLAYER_COUNTS.map((players) => ({ players })),
  { players: 4 },
  { players: 6, automa: true },
  { players: 6, roleSet: 'recommended' },
  { players: 8, roleSet: 'recommended' },
  // The Mountains of Chaos maps (MOC-COMP-01): one per layout, and the AUTOMA on the small one.
  { players: 5, board: 'mountains' },
  { players: 7, board: 'mountains' },
  { players: 8, board: 'mountains' },
  { players: 4, board: 'mountains' },
  // The Professions module (PROF-*), on each map.
  { players: 7, ruleset: { professions: true } },
  { players: 8, board: 'mountains', ruleset: { professions: true } },
];

function measure(config: Omit<GameOptions, 'seed'>, k: number, g: number): PerftLine {
  const seed = seedOf(31_337 + k * 10 + g);
  const policySeed = 1_000 + g;
  const hash = createHash('sha256');
  const counts: number[] = [];
  const { state } = playRandomGame({ ...config, seed }, policySeed, (_s, step) => {
    counts.push(step.legal.length);
    hash.update(JSON.stringify(step.legal));
  });
  return {
    options: JSON.stringify(config),
    seed,
    policySeed,
    decisions: counts.length,
    result: `${state.result!.winner}/${state.result!.reason}/round ${state.result!.round}`,
    counts: counts.join(','),
    digest: hash.digest('hex'),
  };
}

test('perft: legal action counts along fixed-seed games match the pinned data', () => {
  const measured = CONFIGS.flatMap((c, k) =>
    Array.from({ length: GAMES_PER_COUNT }, (_, g) => measure(c, k, g)),
  );
  if (process.env.UPDATE_PERFT === '1') {
    writeFileSync(FILE, `${JSON.stringify(measured, null, 1)}\n`);
    return;
  }
  const pinned = JSON.parse(readFileSync(FILE, 'utf8')) as PerftLine[];
  assert.equal(measured.length, pinned.length);
  measured.forEach((m, i) => {
    const p = pinned[i]!;
    const label = `${p.options}, seed ${p.seed.slice(0, 8)}`;
    assert.equal(m.counts, p.counts, `${label}: legal action counts differ`);
    assert.equal(m.result, p.result, `${label}: result differs`);
    assert.equal(m.digest, p.digest, `${label}: the ordered legal action lists differ`);
  });
});

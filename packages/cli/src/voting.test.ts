import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createBot } from '@among-cultists/bots';
import { ROLE_INFO, type GameState, type PostedClaim } from '@among-cultists/engine';
import { gameOptions, gameSeed, type TableSettings } from './games.ts';
import { playGame } from './play-game.ts';
import { simulationReport } from './report.ts';
import { parseSimulateArgs, simulate } from './simulate.ts';
import { addVoteFigures, ballotsOf, voteFigures, voteRows } from './voting.ts';

const recommended = { label: 'recommended', options: { roleSet: 'recommended' as const } };

function played(table: TableSettings, n: number, claims: PostedClaim[] = []): GameState {
  const seed = gameSeed('voting', n);
  return playGame(
    gameOptions(table, seed),
    (state) => state.seats.map((_, seat) => createBot('heuristic', gameSeed(seed, seat))),
    { onClaims: (posted) => claims.push(...posted) },
  );
}

test('VOTE-05 AUTOMA-20 the vote figures count every sealed ballot by team and reason, the AUTOMA’s left out', () => {
  const tables: TableSettings[] = [
    { players: 6, automa: false, roles: recommended },
    { players: 8, automa: false, roles: recommended },
    { players: 4, automa: true, roles: { label: 'default', options: {} } },
  ];
  let votes = 0;
  for (const [i, table] of tables.entries()) {
    for (let n = 0; n < 4; n++) {
      const state = played(table, 10 * i + n);
      const f = voteFigures(state);
      const revealed = state.log.filter((e) => e.t === 'ballotsRevealed');
      votes += revealed.length;
      assert.equal(f.held, revealed.length);
      const voters = state.seats.length - (state.config.automa === null ? 0 : 1);
      const all = ballotsOf(f);
      assert.equal(all.cast, revealed.length * voters);
      let abstained = 0;
      let onCultists = 0;
      for (const e of revealed) {
        e.ballots.forEach((b, voter) => {
          if (voter === state.config.automa) return;
          if (b === null) abstained++;
          else if (ROLE_INFO[state.seats[b]!.role].team === 'cultists') onCultists++;
        });
      }
      assert.equal(all.abstained, abstained);
      assert.equal(all.onCultists, onCultists);
      const out = state.log.filter((e) => e.t === 'becameGhost' && e.cause === 'vote').length;
      assert.equal(f.eliminated.investigators + f.eliminated.cultists, out);
      // The teams' tallies add up to the whole.
      const byTeam = ballotsOf(f, ['investigators']).cast + ballotsOf(f, ['cultists']).cast;
      assert.equal(byTeam, all.cast);
    }
  }
  assert.ok(votes > 5, `${votes} votes`);
});

test('bots talk through playGame: every claim is posted once, in the round it was said', () => {
  const claims: PostedClaim[] = [];
  const state = played({ players: 6, automa: false, roles: recommended }, 3, claims);
  const votes = state.log.filter((e) => e.t === 'voteStarted');
  assert.ok(votes.length === 0 || claims.length > 0);
  for (const c of claims)
    assert.ok(
      votes.some((v) => v.round === c.round),
      JSON.stringify(c),
    );
});

test('the summary adds the games’ vote figures up and shows them in text and HTML', async () => {
  const options = parseSimulateArgs([
    ...['--players', '6', '--games', '6', '--seed', 'votes', '--bots', 'heuristic'],
    ...['--roles', 'recommended', '--quiet', '--workers', '1'],
  ]);
  assert.ok(options !== 'help');
  const record = await simulate(options);
  const { summary, games } = record;
  assert.deepEqual(summary.votes, addVoteFigures(games.map((g) => g.votes!)));
  const rows = voteRows(summary.votes, summary.games);
  assert.deepEqual(
    rows.map((r) => r.label),
    [
      'votes',
      'votes that eliminated an Investigator',
      'votes that eliminated a Cultist',
      'abstentions, all ballots',
      'abstentions, Investigators',
      'abstentions, Cultists',
      "Investigators' votes naming a Cultist",
    ],
  );
  assert.match(rows[0]!.value, new RegExp(`^${summary.votes.held} \\(`));
  const html = simulationReport(record);
  assert.match(html, /<h2>Votes<\/h2>/);
  assert.match(html, /abstentions, Investigators/);
});

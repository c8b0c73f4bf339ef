import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { PostedClaim } from '@among-cultists/engine';
import { simulationReport } from './report.ts';
import { parseSimulateArgs, simulate } from './simulate.ts';
import { addTalkFigures, talkFigures, talkRows } from './talk-figures.ts';

const line = (seat: number, claim: PostedClaim['claim']): PostedClaim => ({ seat, round: 2, claim });

test('issue 27: the talk figures count lines, lines naming a seat that speaks, and that seat’s answers', () => {
  const discussion: PostedClaim[] = [
    line(0, { kind: 'suspect', target: 1 }),
    // Names seat 4, who never speaks here (a Ghost): nobody to answer it.
    line(0, { kind: 'gave', to: 4, round: 1, card: 'alive' }),
    line(2, { kind: 'route', round: 2, colours: ['red'] }),
    line(1, { kind: 'suspect', target: 0 }),
    line(2, { kind: 'checked', target: 1, round: 1, verdict: 'alive' }),
    // Seat 1 answers seat 2 with a word about its team.
    line(1, { kind: 'role', role: 'investigator' }),
  ];
  const f = talkFigures([discussion, []]);
  // Seat 0 → 1 (answered by "I suspect 0"), 1 → 0 (not answered), 2 → 1 (answered by the role).
  assert.deepEqual(f, { lines: 6, discussions: 1, named: 3, replies: 2 });
  assert.deepEqual(addTalkFigures([f, f]), { lines: 12, discussions: 2, named: 6, replies: 4 });
  const rows = talkRows(f, 2);
  assert.deepEqual(
    rows.map((r) => r.label),
    ['bot lines', 'lines naming a bot', 'replies to lines naming them'],
  );
  assert.match(rows[0]!.value, /^6 \(3\.00 per game, 6\.00 per discussion\)$/);
  assert.match(rows[2]!.value, /^2 \(1\.00 per game, 66\.7%/);
});

test('issue 27: simulate records the table talk per game and the HTML report shows it with the ballots abstained', async () => {
  const options = parseSimulateArgs([
    ...['--players', '5', '--games', '3', '--seed', 'talk', '--bots', 'heuristic'],
    ...['--roles', 'recommended', '--quiet', '--workers', '1'],
  ]);
  assert.ok(options !== 'help');
  const record = await simulate(options);
  assert.deepEqual(record.summary.talk, addTalkFigures(record.games.map((g) => g.talk!)));
  assert.ok(record.summary.talk.lines > 0, 'the bots talked');
  const html = simulationReport(record);
  assert.match(html, /<h2>Table talk<\/h2>/);
  assert.match(html, /replies to lines naming them/);
  assert.match(html, /<th>ballots abstained<\/th>/);
  // One row per game.
  assert.equal(html.match(/<tr><td class="num">\d+<\/td><td class="num">\d+<\/td>/g)?.length, 3);
});

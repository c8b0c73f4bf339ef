// A seat's lens in a replay shows only what that seat knew: its "Moments" are read from that seat's own log
// (engine logFor) and its own ledger at the step, never from the whole record. Seeded games are played through
// the engine; at every step, for every seat (and the spectator), each moment shown must be derivable from
// that viewer's log then, and the hidden ones (a Dead card given, a Check's result, the Seer's night, a lie
// about a Check that only the checker can tell) must be missing for everyone else until the end shows them all.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { logFor, viewFor, type GameState, type Viewer, type ViewedEvent } from '@among-cultists/engine';
import type { ChatLine } from '@among-cultists/protocol';
import { seatLedger } from '../src/notes/ledgerModel.ts';
import { chatSteps } from '../src/replay/chat.ts';
import { claimVerdicts } from '../src/replay/claims.ts';
import { lensMarks } from '../src/replay/lensMarks.ts';
import { knowledgeMarks, type Mark } from '../src/replay/marks.ts';
import { buildTimeline } from '../src/replay/timeline.ts';
import { recordedGame, serverRecord } from './replay-game.ts';

/** After every Check, its checker claims the opposite of what it saw: a lie only the checker can tell, until the end. */
function lyingChecks(game: ReturnType<typeof recordedGame>, logEnds: readonly number[]): ChatLine[] {
  const times = serverRecord(game).actions.map((a) => a.at);
  const final = game.states.at(-1)!;
  const lines: ChatLine[] = [];
  final.log.forEach((e, seq) => {
    if (e.t !== 'stateSeen') return;
    const step = logEnds.findIndex((end) => end > seq);
    const claim = {
      kind: 'checked',
      target: e.target,
      round: e.round,
      verdict: e.dead > 0 ? 'alive' : 'dead',
    } as const;
    lines.push({
      seq: lines.length,
      seat: e.seat,
      text: JSON.stringify(claim),
      at: (times[step - 1] ?? 0) + 1,
      claim,
      round: e.round,
    });
  });
  return lines;
}

/** Whether `mark` is what `entry` (in the viewer's log) tells, for this viewer. */
function tells(mark: Mark, entry: ViewedEvent, viewer: Viewer, over: boolean): boolean {
  switch (mark.kind) {
    case 'murder':
      return (
        (entry.t === 'cardGivenFace' && entry.card === 'dead' && entry.to === mark.seat) ||
        (entry.t === 'assassinated' && entry.target === mark.seat)
      );
    case 'revealed':
      return (entry.t === 'deathRevealed' || entry.t === 'becameGhost') && entry.seat === mark.seat;
    case 'seer':
      // Before the end a seat knows only its own Seer's night.
      return entry.t === 'nightSeer' && (over || mark.seat === viewer);
    case 'check':
      return entry.t === 'stateSeen' && entry.seat === mark.seat;
    case 'lie':
      return false;
  }
}

const GAMES = [
  [6, 3],
  [8, 4],
  [7, 11],
] as const;

describe('a lens’s moments in a replay', () => {
  it('show, at every step and through every seat’s and the spectator’s lens, only moments read from that viewer’s own log and ledger then', () => {
    const hidden = { murder: 0, check: 0, seer: 0, lie: 0 };
    let shown = 0;
    for (const [players, seed] of GAMES) {
      const game = recordedGame(players, seed);
      const built = buildTimeline(game.options, game.actions);
      assert.ok(built.ok);
      const { logEnds, rounds, last, final } = built.timeline;
      const chat = lyingChecks(game, logEnds);
      const said = chatSteps(chat, serverRecord(game).actions, last);
      const truth = knowledgeMarks(final, logEnds);
      const lies = claimVerdicts(final, chat, said, rounds);
      assert.ok(lies.size > 0, 'the game has lies');
      const viewers: Viewer[] = ['spectator', ...game.states[0]!.seats.map((_, seat) => seat)];
      for (let step = 0; step <= last; step++) {
        const state: GameState = game.states[step]!;
        const over = state.phase.kind === 'over';
        for (const viewer of viewers) {
          const log = logFor(state, viewer);
          const bySeq = new Map(log.map((e) => [e.seq, e]));
          const marks = lensMarks(state, viewer, logEnds, chat, said, rounds, step);
          const where = `${players} players, seed ${seed}, step ${step}, lens ${viewer}`;
          const lines = chat.filter((_, i) => said![i]! <= step);
          const ledger = new Map(
            [...seatLedger(viewFor(state, viewer), log, lines, (i) => lines[i]!.round!).verdicts].filter(
              ([, v]) => v.status === 'contradicted',
            ),
          );
          for (const m of marks) {
            shown++;
            assert.ok(m.step <= step, `${where}: a moment from the future`);
            if (m.kind === 'lie') {
              assert.ok(ledger.has(m.line!.seq), `${where}: a lie it could not tell`);
              continue;
            }
            const entry = bySeq.get(m.entry!.seq);
            assert.ok(entry, `${where}: ${m.kind} of ${m.seat} from an entry not in its log`);
            assert.deepEqual(m.entry, entry, where);
            assert.ok(
              tells(m, entry, viewer, over),
              `${where}: ${m.kind} of ${m.seat} not told by ${entry.t}`,
            );
          }
          // The truth's moments by now that this viewer does not get: they must be hidden from it.
          if (over) continue;
          for (const t of truth) {
            if (t.step > step || t.kind === 'revealed') continue;
            if (marks.some((m) => m.kind === t.kind && m.step === t.step && m.seat === t.seat)) continue;
            const vis = state.log[t.entry!.seq]!.vis;
            assert.ok(
              vis !== null && (viewer === 'spectator' || !vis.includes(viewer)),
              `${where}: lost ${t.kind}`,
            );
            hidden[t.kind]++;
          }
          // A lie the whole game shows (with hindsight) that this viewer could not tell by now.
          for (const line of lines) if (lies.has(line.seq) && !ledger.has(line.seq)) hidden.lie++;
        }
      }
    }
    assert.ok(shown > 1000, `moments were shown (${shown})`);
    // Each kind of secret was met, and kept from the others: the test would see a leak.
    for (const [kind, n] of Object.entries(hidden)) assert.ok(n > 0, `no hidden ${kind} was met`);
  });

  it('show a murder to its murderer at once, to the others only when the death is revealed; the truth has it at once', () => {
    const game = recordedGame(8, 4);
    const built = buildTimeline(game.options, game.actions);
    assert.ok(built.ok);
    const { logEnds, rounds, last, final } = built.timeline;
    const seq = final.log.findIndex((e) => e.t === 'cardGivenFace' && e.card === 'dead');
    const given = final.log[seq]!;
    assert.ok(given.t === 'cardGivenFace');
    const step = logEnds.findIndex((end) => end > seq);
    const murder = (m: Mark) => m.kind === 'murder' && m.seat === given.to && m.step === step;
    const at = (viewer: Viewer, k: number) =>
      lensMarks(game.states[k]!, viewer, logEnds, [], null, rounds, k);
    assert.ok(knowledgeMarks(final, logEnds).some(murder), 'the truth');
    assert.ok(at(given.from, step).some(murder), 'its murderer');
    const other = [...Array(8).keys()].find((s) => s !== given.from && s !== given.to)!;
    const revealed = final.log.findIndex(
      (e, i) => i > seq && (e.t === 'deathRevealed' || e.t === 'becameGhost') && e.seat === given.to,
    );
    const known = revealed < 0 ? last : logEnds.findIndex((end) => end > revealed);
    for (let k = step; k < known; k++) {
      assert.ok(!at(other, k).some(murder), `step ${k}: a murder another seat never saw`);
      assert.ok(!at('spectator', k).some(murder), `step ${k}: the spectator`);
      assert.ok(!at(other, k).some((m) => m.kind === 'revealed' && m.seat === given.to), `step ${k}`);
    }
    if (revealed >= 0)
      assert.ok(
        at(other, known).some((m) => m.kind === 'revealed' && m.seat === given.to),
        'known',
      );
    // Its murderer sees it not known yet until it is.
    const own = at(given.from, step).find(murder)!;
    assert.equal(own.revealedAt, known === step ? step : null);
  });
});

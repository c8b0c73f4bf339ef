import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { logFor, replay, ROLE_INFO, viewFor, type GameState } from '@among-cultists/engine';
import type { ChatLine } from '@among-cultists/protocol';
import fc from 'fast-check';
import { chatSteps, chatUpTo } from '../src/replay/chat.ts';
import { canonicalJson, stateDigest } from '../src/replay/digest.ts';
import { lensView, parseLens, truthLog } from '../src/replay/lens.ts';
import { claimVerdicts } from '../src/replay/claims.ts';
import { knowledgeMarks, lieMarks, stepOfEntry } from '../src/replay/marks.ts';
import { keyMove, moveTo, MOVES, roundStart, swipeMove } from '../src/replay/nav.ts';
import { parseRecord, readRecord, type ReplayRecord } from '../src/replay/record.ts';
import { buildTimeline, type Timeline } from '../src/replay/timeline.ts';
import { parseRoute, replayPath } from '../src/router.ts';
import { checkDeal } from '../src/replay/verify.ts';
import { recordedGame, serverRecord, type RecordedGame } from './replay-game.ts';

function timelineOf(
  game: { options: RecordedGame['options']; actions: RecordedGame['actions'] },
  every?: number,
) {
  const built = buildTimeline(game.options, game.actions, every);
  assert.ok(built.ok, built.ok ? '' : built.problems.join('; '));
  return built.timeline;
}

const GOLDEN = new URL('../../engine/test/data/replays/', import.meta.url);
const goldenFiles = readdirSync(GOLDEN).filter((f) => f.endsWith('.json'));

describe('the replay folds the record', () => {
  // Small snapshot spacing too, so that steps both on and between snapshots are rebuilt.
  for (const [players, seed, every] of [
    [5, 3, 32],
    [8, 11, 7],
  ] as const) {
    it(`every step's state is the game's state after that many actions, and each seat's lens is exactly viewFor and logFor then (${players} players, seed ${seed})`, () => {
      const game = recordedGame(players, seed);
      const timeline = timelineOf(game, every);
      assert.equal(timeline.last, game.actions.length);
      assert.equal(timeline.rejection, null);
      for (let step = 0; step <= timeline.last; step++) {
        const state = timeline.stateAt(step);
        const expected = game.states[step]!;
        assert.deepEqual(state, expected, `state at step ${step}`);
        assert.equal(timeline.rounds[step], expected.round);
        assert.equal(timeline.logEnds[step], expected.log.length);
        for (const viewer of [...expected.seats.keys(), 'spectator' as const]) {
          const seen = lensView(state, viewer);
          const view = viewFor(expected, viewer);
          // The board is the same data in every view of a game: compared once, at the deal.
          if (step === 0) assert.deepEqual(seen.view.board, view.board);
          assert.deepEqual(
            { ...seen.view, board: null },
            { ...view, board: null },
            `${viewer}'s view at ${step}`,
          );
          assert.deepEqual(seen.log, logFor(expected, viewer), `${viewer}'s log at step ${step}`);
        }
      }
    });
  }

  it('a state handed out is a copy: changing it changes no later step', () => {
    const game = recordedGame(6, 5);
    const timeline = timelineOf(game, 4);
    const s = timeline.stateAt(9);
    s.seats[0]!.hand.alive += 5;
    s.log.length = 0;
    s.round = 99;
    assert.deepEqual(timeline.stateAt(9), game.states[9]);
    assert.deepEqual(timeline.stateAt(timeline.last), game.states.at(-1));
  });

  it('the truth lens shows the public board and every entry of the log, private ones too', () => {
    const game = recordedGame(7, 8);
    const timeline = timelineOf(game);
    const step = Math.floor(timeline.last / 2);
    const state = timeline.stateAt(step);
    const truth = lensView(state, 'truth');
    assert.deepEqual(truth.view, viewFor(state, 'spectator'));
    assert.equal(truth.log.length, state.log.length);
    assert.deepEqual(
      truth.log.map((e) => e.seq),
      state.log.map((_, i) => i),
    );
    assert.ok(truth.log.length > logFor(state, 'spectator').length, 'mid-game, some entries are private');
    assert.deepEqual(truthLog(state), truth.log);
  });

  it('stops before the first action the engine refuses, and says which', () => {
    const game = recordedGame(5, 21);
    const actions = [...game.actions];
    actions[40] = { seat: actions[40]!.seat, action: { type: 'claimVictory' } };
    const timeline = timelineOf({ options: game.options, actions });
    assert.equal(timeline.last, 40);
    assert.equal(timeline.rejection?.index, 40);
    assert.deepEqual(timeline.stateAt(40), game.states[40]);
  });

  it('options that make no game are a problem, not a crash', () => {
    const built = buildTimeline({ players: 3 as never, seed: 'ab'.repeat(32) }, []);
    assert.equal(built.ok, false);
    const bad = buildTimeline({ players: 5, seed: 'not a seed' }, []);
    assert.equal(bad.ok, false);
  });
});

describe('moving through a replay', () => {
  const rounds = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 60 }).map((steps) => {
    let r = 1;
    return steps.map((d) => (r += d === 3 ? 1 : 0));
  });

  it('a step moves by one within the game; Home and End go to its ends', () => {
    fc.assert(
      fc.property(rounds, fc.nat(), (rs, n) => {
        const last = rs.length - 1;
        const step = n % rs.length;
        assert.equal(moveTo(rs, step, 'next'), Math.min(last, step + 1));
        assert.equal(moveTo(rs, step, 'prev'), Math.max(0, step - 1));
        assert.equal(moveTo(rs, step, 'first'), 0);
        assert.equal(moveTo(rs, step, 'last'), last);
      }),
    );
  });

  it('a Round on lands on the first step of a later Round (or the end); a Round back on a Round’s first step', () => {
    fc.assert(
      fc.property(rounds, fc.nat(), (rs, n) => {
        const last = rs.length - 1;
        const step = n % rs.length;
        const on = moveTo(rs, step, 'nextRound');
        assert.ok(on >= step);
        if (on !== last || rs[last]! > rs[step]!) {
          assert.ok(rs[on]! > rs[step]!, 'a later Round');
          assert.equal(roundStart(rs, on), on, 'its first step');
          for (let k = step + 1; k < on; k++) assert.equal(rs[k], rs[step], 'no Round skipped');
        }
        const back = moveTo(rs, step, 'prevRound');
        assert.ok(back <= step);
        assert.equal(roundStart(rs, back), back);
        if (back === step && step > 0) assert.fail('a Round back always moves unless at the start');
        // From a Round's first step, back goes to the Round before it.
        if (roundStart(rs, step) === step && step > 0) assert.equal(rs[back], rs[step - 1]);
      }),
    );
  });

  it('keys: ←/→ a step, Shift+←/→ and Page Up/Down a Round, Home/End the ends, others nothing', () => {
    assert.equal(keyMove('ArrowLeft', false), 'prev');
    assert.equal(keyMove('ArrowRight', false), 'next');
    assert.equal(keyMove('ArrowLeft', true), 'prevRound');
    assert.equal(keyMove('ArrowRight', true), 'nextRound');
    assert.equal(keyMove('PageUp', false), 'prevRound');
    assert.equal(keyMove('PageDown', false), 'nextRound');
    assert.equal(keyMove('Home', false), 'first');
    assert.equal(keyMove('End', false), 'last');
    assert.equal(keyMove('ArrowUp', false), null);
    assert.equal(keyMove('a', false), null);
    assert.deepEqual([...MOVES].sort(), ['first', 'last', 'next', 'nextRound', 'prev', 'prevRound']);
  });

  it('a swipe to the left is a step on, to the right a step back; short or steep moves are no swipe', () => {
    assert.equal(swipeMove(-80, 10), 'next');
    assert.equal(swipeMove(90, -20), 'prev');
    assert.equal(swipeMove(-30, 0), null);
    assert.equal(swipeMove(-80, 60), null);
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 500 }), fc.integer({ min: -500, max: 500 }), (dx, dy) => {
        const move = swipeMove(dx, dy);
        if (move !== null) assert.equal(move, dx < 0 ? 'next' : 'prev');
        assert.equal(swipeMove(-dx, dy), move === null ? null : move === 'next' ? 'prev' : 'next');
      }),
    );
  });

  it('Round navigation on a real game stops at each Round once', () => {
    const timeline = timelineOf(recordedGame(5, 3));
    const starts: number[] = [];
    for (let step = 0; step !== timeline.last;) {
      step = moveTo(timeline.rounds, step, 'nextRound');
      starts.push(timeline.rounds[step]!);
    }
    const distinct = new Set(timeline.rounds);
    assert.ok(starts.length >= distinct.size - 1);
    assert.deepEqual(
      [...new Set(starts)],
      [...distinct].filter((r) => r !== timeline.rounds[0]),
    );
  });
});

describe('the deal check', () => {
  const game = recordedGame(6, 13);
  const good = serverRecord(game);
  const check = (record: ReplayRecord) => checkDeal(record, buildTimeline(record.options, record.actions));

  it('a record from the server is verified: its seed hashes to its commitment and it replays to its end', async () => {
    const verdict = await check(good);
    assert.deepEqual(verdict, {
      status: 'verified',
      commitment: good.commitment,
      actions: game.actions.length,
    });
  });

  it('a changed seed or commitment does not match, with both hashes', async () => {
    const seed = `${good.options.seed.slice(0, -1)}${good.options.seed.endsWith('0') ? '1' : '0'}`;
    const verdict = await check({ ...good, options: { ...good.options, seed } });
    assert.ok(verdict.status === 'mismatch' && verdict.mismatch.code === 'commitment');
    const published = 'ab'.repeat(32);
    const other = await check({ ...good, commitment: published });
    assert.ok(other.status === 'mismatch' && other.mismatch.code === 'commitment');
    assert.equal(other.mismatch.published, published);
    assert.equal(other.mismatch.computed, good.commitment);
  });

  it('a changed action, a missing end, an unknown board or a bad seed do not match, each with its reason', async () => {
    const actions = [...good.actions];
    actions[50] = { ...actions[50]!, action: { type: 'endRound' } };
    const changed = await check({ ...good, actions });
    assert.ok(changed.status === 'mismatch' && changed.mismatch.code === 'rejected');
    assert.equal(changed.mismatch.index, 50);
    assert.equal(changed.mismatch.seat, good.actions[50]!.seat);
    const cut = await check({ ...good, actions: good.actions.slice(0, -3) });
    assert.deepEqual(cut, {
      status: 'mismatch',
      mismatch: { code: 'unfinished', actions: good.actions.length - 3 },
    });
    const board = await check({
      ...good,
      options: { ...good.options, board: { id: 'university', sha256: '0'.repeat(64) } },
    });
    assert.deepEqual(board, { status: 'mismatch', mismatch: { code: 'board', id: 'university' } });
    const seed = await check({ ...good, options: { ...good.options, seed: 'XYZ' } });
    assert.deepEqual(seed, { status: 'mismatch', mismatch: { code: 'seed' } });
  });

  it('a record the server ended as abandoned (every player left) is verified without an end, and says so', async () => {
    const cut = good.actions.slice(0, 40);
    const verdict = await check({ ...good, actions: cut, ended: 'abandoned' });
    assert.deepEqual(verdict, {
      status: 'verified',
      commitment: good.commitment,
      actions: 40,
      abandoned: true,
    });
    const read = parseRecord(JSON.stringify({ ...good, actions: cut, ended: 'abandoned' }));
    assert.ok(read.ok);
    assert.equal(read.record.ended, 'abandoned');
    assert.equal((await check(read.record)).status, 'verified');
  });

  it('a stored test replay has no commitment: not verified, but its replay reaches the result it records', async () => {
    for (const file of goldenFiles) {
      const parsed = parseRecord(readFileSync(new URL(file, GOLDEN), 'utf8'));
      assert.ok(parsed.ok, file);
      const verdict = await check(parsed.record);
      assert.deepEqual(verdict, { status: 'unchecked', reason: 'noCommitment' }, file);
      const wrong = await check({
        ...parsed.record,
        result: { winner: 'investigators', reason: 'vpTarget', round: 3 },
      });
      assert.ok(wrong.status === 'mismatch' && wrong.mismatch.code === 'differentEnd', file);
    }
  });
});

describe('reading a record', () => {
  it('takes the server’s record and a stored test replay; refuses what is not JSON or not a record', () => {
    const game = recordedGame(5, 2);
    const server = serverRecord(game);
    const read = parseRecord(JSON.stringify(server));
    assert.ok(read.ok);
    assert.deepEqual(read.record, server);
    const golden = JSON.parse(readFileSync(new URL(goldenFiles[0]!, GOLDEN), 'utf8')) as {
      record: { options: unknown; actions: unknown[] };
      result: unknown;
    };
    const wrapped = readRecord(golden);
    assert.ok(wrapped.ok);
    assert.equal(wrapped.record.commitment, null);
    assert.deepEqual(wrapped.record.result, golden.result);
    assert.equal(wrapped.record.actions.length, golden.record.actions.length);
    assert.deepEqual(parseRecord('{ nope'), { ok: false, problem: 'json' });
    assert.deepEqual(parseRecord('[1, 2]'), { ok: false, problem: 'shape' });
    assert.deepEqual(parseRecord('{"options": {"players": 5}, "actions": []}'), {
      ok: false,
      problem: 'shape',
    });
    assert.deepEqual(parseRecord('{"options": {"seed": "ab"}, "actions": [{"seat": 0}]}'), {
      ok: false,
      problem: 'shape',
    });
  });

  it('/replay opens a record file, /replay/<code> a game’s replay; anything else there is the landing page', () => {
    assert.deepEqual(parseRoute('/replay'), { page: 'replay', code: null });
    assert.deepEqual(parseRoute('/replay/'), { page: 'replay', code: null });
    assert.deepEqual(parseRoute('/replay/ABCD2345'), { page: 'replay', code: 'ABCD2345' });
    assert.deepEqual(parseRoute(replayPath('XN4P7AQG')), { page: 'replay', code: 'XN4P7AQG' });
    assert.deepEqual(parseRoute('/replay/no!'), { page: 'landing' });
    assert.deepEqual(parseRoute('/replay/ABCD2345/more'), { page: 'landing' });
  });

  it('a lens in a shared link: truth, spectator or a seat of this game', () => {
    assert.equal(parseLens('truth', 5), 'truth');
    assert.equal(parseLens('spectator', 5), 'spectator');
    assert.equal(parseLens('seat4', 5), 4);
    assert.equal(parseLens('seat5', 5), null);
    assert.equal(parseLens('seat-1', 5), null);
    assert.equal(parseLens(null, 5), null);
  });
});

describe('the chat between the actions', () => {
  it('each line stands at the step its time falls after; without action times the chat is whole', () => {
    const game = recordedGame(5, 2);
    const record = serverRecord(game);
    const steps = chatSteps(record.chat, record.actions, game.actions.length);
    assert.deepEqual(steps, [0, 3, game.actions.length]);
    assert.deepEqual(
      chatUpTo(record.chat, steps, 2).map((l) => l.seq),
      [0],
    );
    assert.deepEqual(
      chatUpTo(record.chat, steps, 3).map((l) => l.seq),
      [0, 1],
    );
    const untimed = record.actions.map(({ seat, action }) => ({ seat, action }));
    assert.equal(chatSteps(record.chat, untimed, game.actions.length), null);
    assert.equal(chatUpTo(record.chat, null, 0).length, 3);
  });
});

describe('the moments knowledge changed', () => {
  function entryStep(timeline: Timeline, seq: number): number {
    return stepOfEntry(timeline.logEnds, seq);
  }

  it('every Dead card given and assassination is a murder at its step, pointing to when the death became known', () => {
    let murders = 0;
    for (const seed of [3, 4, 5, 6]) {
      const game = recordedGame(seed % 2 === 0 ? 8 : 6, seed);
      const timeline = timelineOf(game);
      const marks = knowledgeMarks(timeline.final, timeline.logEnds);
      const final: GameState = timeline.final;
      final.log.forEach((e, seq) => {
        const step = entryStep(timeline, seq);
        // The entry appears exactly at its step.
        assert.ok(
          game.states[step]!.log.length > seq && (step === 0 || game.states[step - 1]!.log.length <= seq),
        );
        const victim =
          e.t === 'cardGivenFace' && e.card === 'dead' ? e.to : e.t === 'assassinated' ? e.target : null;
        if (victim === null) return;
        murders++;
        const mark = marks.find((m) => m.kind === 'murder' && m.step === step && m.seat === victim);
        assert.ok(mark, `murder of ${victim} at step ${step}`);
        const known = final.log.findIndex(
          (k, i) => i >= seq && (k.t === 'deathRevealed' || k.t === 'becameGhost') && k.seat === victim,
        );
        assert.equal(mark.revealedAt, known < 0 ? null : entryStep(timeline, known));
      });
      // The Seer's night is marked for the Seer (and only when a Seer plays); every check for its checker.
      const seers = final.seats.flatMap((s, seat) => (ROLE_INFO[s.role].seesCultists ? [seat] : []));
      assert.deepEqual(
        marks.filter((m) => m.kind === 'seer').map((m) => [m.seat, m.step]),
        seers.map((seat) => [seat, 0]),
      );
      assert.equal(
        marks.filter((m) => m.kind === 'check').length,
        final.log.filter((e) => e.t === 'stateSeen').length,
      );
    }
    assert.ok(murders > 0, 'the games had murders');
  });

  it('a claim the claims checker contradicts, with hindsight, is a lie at the step it was said; an opinion or a true claim is not', () => {
    const game = recordedGame(8, 11);
    const timeline = timelineOf(game);
    const record = serverRecord(game);
    const seq = timeline.final.log.findIndex((e) => e.t === 'stateSeen' && e.dead === 0);
    const seen = timeline.final.log[seq]!;
    assert.ok(seen.t === 'stateSeen', 'the game has a check that saw no Dead card');
    const step = stepOfEntry(timeline.logEnds, seq);
    // Said just after the check: after its action, before the next one.
    const at = (record.actions[step - 1]?.at ?? 0) + 1;
    const other = (seen.target + 1) % 8 === seen.seat ? (seen.target + 2) % 8 : (seen.target + 1) % 8;
    const claims = [
      { kind: 'checked', target: seen.target, round: seen.round, verdict: 'alive' },
      { kind: 'checked', target: seen.target, round: seen.round, verdict: 'dead' },
      { kind: 'suspect', target: seen.target },
      { kind: 'checked', target: other, round: 1, verdict: 'dead' },
    ] as const;
    const chat: ChatLine[] = claims.map((claim, i) => ({
      seq: 10 + i,
      seat: seen.seat,
      text: JSON.stringify(claim),
      at: at + i,
      claim,
      round: seen.round,
    }));
    const steps = chatSteps(chat, record.actions, timeline.last);
    const verdicts = claimVerdicts(timeline.final, chat, steps, timeline.rounds);
    assert.equal(verdicts.has(10), false, 'the truth about the check');
    assert.ok(
      verdicts.get(11)?.some((r) => r.code === 'checkShowedOtherwise'),
      'the lie about it',
    );
    assert.equal(verdicts.has(12), false, 'an opinion');
    const firstRoundChecks = timeline.final.log.filter(
      (e) => e.t === 'stateChecked' && e.seat === seen.seat && e.target === other && e.round === 1,
    );
    if (firstRoundChecks.length === 0) assert.ok(verdicts.get(13)?.some((r) => r.code === 'noSuchCheck'));
    const lies = lieMarks(chat, steps, timeline.rounds, verdicts);
    assert.deepEqual(
      lies.map((m) => [m.kind, m.seat, m.step, m.line?.seq]),
      [...verdicts.keys()].map((k) => ['lie', seen.seat, steps![k - 10], k]),
    );
    assert.ok(lies.every((m) => m.step === step && m.reasons!.length > 0));
    // Without action times, a lie stands at the last step of the Round it was said in.
    const untimed = lieMarks(chat, null, timeline.rounds, verdicts);
    assert.ok(untimed.every((m) => m.step === timeline.rounds.lastIndexOf(seen.round)));
    assert.deepEqual(lieMarks(chat, steps, timeline.rounds, new Map()), []);
  });
});

describe('the final digest', () => {
  it('is the same for the same data however its keys were ordered', () => {
    assert.equal(
      canonicalJson({ b: 1, a: [2, { d: null, c: 'x' }] }),
      canonicalJson({ a: [2, { c: 'x', d: null }], b: 1 }),
    );
    assert.equal(canonicalJson({ a: undefined, b: 2 }), '{"b":2}');
  });

  it('the replay and the engine’s own replay of every stored test game end in the same state digest', async () => {
    for (const file of goldenFiles) {
      const { record } = JSON.parse(readFileSync(new URL(file, GOLDEN), 'utf8')) as {
        record: { options: RecordedGame['options']; actions: RecordedGame['actions'] };
      };
      const node = replay(record);
      assert.ok(node.ok);
      const timeline = timelineOf(record);
      assert.equal(await stateDigest(timeline.final), await stateDigest(node.state), file);
      assert.equal(await stateDigest(timeline.stateAt(timeline.last)), await stateDigest(node.state), file);
    }
  });
});

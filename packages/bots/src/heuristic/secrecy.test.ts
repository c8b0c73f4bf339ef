/**
 * Issue 27: nothing a bot says may come from information its seat does not have. Over many seeded games
 * every line a heuristic bot says is held to what its seat was shown when it said it (its view, its log,
 * the lines it heard): a fact it states is in that log, an Investigator's fact is true to it, and an
 * Investigator's opinion of a Character is what that record alone makes of it (so the Seer's Night, or
 * anything of the game state, never shows through). A Cultist may lie, but only about its own cards, checks
 * and Route, never with knowledge it lacks.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  claimAbout,
  claimProblem,
  createRng,
  logFor,
  ROLE_INFO,
  viewFor,
  type PlayerView,
  type PostedClaim,
  type ViewedEvent,
} from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { newGame, play } from '../play.testing.ts';
import { buildContext } from './context.ts';
import { HeuristicBot } from './index.ts';
import { Memory } from './memory.ts';
import { TableTalk } from './table-talk.ts';
import { claimKey, MAX_CLAIMS, MAX_REPLIES } from './talk.ts';

interface Said {
  readonly posted: PostedClaim;
  /** The speaker's view and log when it said it (nothing is logged while a discussion lasts). */
  readonly view: PlayerView;
  readonly log: readonly ViewedEvent[];
  /** Every line the table heard before this one, this game. */
  readonly before: readonly PostedClaim[];
  /** The lines said earlier in the same discussion. */
  readonly discussion: readonly PostedClaim[];
}

function game(n: number): { said: Said[]; team: (seat: number) => string } {
  const players = ([5, 6, 7, 8] as const)[n % 4]!;
  const state = newGame({ players, seed: seedOf(27_000 + n), roleSet: 'recommended' });
  const said: Said[] = [];
  const all: PostedClaim[] = [];
  play(
    state,
    state.seats.map((_, i) => new HeuristicBot(seedOf(27_500 + 10 * n + i))),
    undefined,
    (posted) => {
      posted.forEach((p, i) => {
        said.push({
          posted: p,
          view: viewFor(state, p.seat),
          log: logFor(state, p.seat, 0),
          before: [...all, ...posted.slice(0, i)],
          discussion: posted.slice(0, i),
        });
      });
      all.push(...posted);
    },
  );
  return { said, team: (seat) => ROLE_INFO[state.seats[seat]!.role].team };
}

const GAMES = Array.from({ length: 24 }, (_, n) => game(n));

/** The seat's own reading of the record, built afresh from its view, log and the lines heard. */
function reading(s: Said): readonly number[] {
  const memory = new Memory();
  const layout = s.view.board.layout;
  memory.update(s.log, layout.security, layout.cafeteria, layout.library);
  const talk = new TableTalk();
  talk.hear(s.before);
  return buildContext(s.view, s.view.me!, memory, createRng(seedOf(1)), talk).ballotScore;
}

test('issue 27: every bot line is derivable from its seat’s view, log and the lines it heard', () => {
  const counts = new Map<string, number>();
  for (const { said, team } of GAMES) {
    for (const s of said) {
      const { seat, claim } = s.posted;
      const honest = team(seat) === 'investigators';
      const what = `${honest ? 'Investigator' : 'Cultist'} ${seat} said ${JSON.stringify(claim)}`;
      counts.set(claim.kind, (counts.get(claim.kind) ?? 0) + 1);
      assert.equal(claimProblem({ seats: s.view.seats, round: s.view.round }, seat, claim), null, what);
      const log = s.log;
      switch (claim.kind) {
        case 'checked': {
          const made = log.some(
            (e) =>
              e.t === 'stateChecked' &&
              e.seat === seat &&
              e.target === claim.target &&
              e.round === claim.round,
          );
          assert.ok(made, `${what}: a check it never made`);
          if (honest) {
            const seen = log.filter(
              (e) =>
                e.t === 'stateSeen' &&
                e.seat === seat &&
                e.target === claim.target &&
                e.round === claim.round,
            );
            const verdicts = seen.map((e) => (e.t === 'stateSeen' && e.dead > 0 ? 'dead' : 'alive'));
            assert.ok(verdicts.includes(claim.verdict), `${what}: it saw ${verdicts.join()}`);
          } else if (claim.verdict === 'dead') {
            const shown = log.some(
              (e) => e.t === 'deathRevealed' && e.seat === claim.target && e.by === seat,
            );
            assert.ok(shown, `${what}: a Dead card it never showed`);
          }
          break;
        }
        case 'gave': {
          const faces = log.flatMap((e) =>
            e.t === 'cardGivenFace' && e.from === seat && e.to === claim.to && e.round === claim.round
              ? [e.card]
              : [],
          );
          assert.ok(faces.length > 0, `${what}: it gave no card then`);
          if (honest) assert.ok(faces.includes(claim.card), `${what}: it gave ${faces.join()}`);
          break;
        }
        case 'route': {
          const me = s.view.me!;
          if (honest) assert.deepEqual(claim.colours, me.route.lines[me.routeLine], what);
          else
            assert.ok(
              s.view.board.routes.some(
                (r) => claimKey({ ...claim, colours: r.lines[me.routeLine]! }) === claimKey(claim),
              ),
              `${what}: no Route card has that line`,
            );
          break;
        }
        case 'role':
          assert.equal(claim.role, 'investigator', what);
          break;
        case 'suspect':
        case 'trust': {
          if (!honest) break;
          const score = reading(s)[claim.target]!;
          // An answer to the target's word that this seat is dead (it is still talking: a lie, ACT-CHECKSTATE-04),
          // or the record's own reading.
          const answered = s.discussion.some(
            (l) =>
              l.seat === claim.target &&
              claimAbout(l.claim) === seat &&
              ((l.claim.kind === 'checked' && l.claim.verdict === 'dead') ||
                (l.claim.kind === 'gave' && l.claim.card === 'dead')),
          );
          if (claim.kind === 'suspect')
            assert.ok(answered || score >= 0.5, `${what}: its record holds ${score.toFixed(2)} against`);
          else assert.ok(score < 1, `${what}: its record holds ${score.toFixed(2)} against`);
          break;
        }
      }
    }
  }
  for (const kind of ['checked', 'gave', 'route', 'suspect', 'role'])
    assert.ok((counts.get(kind) ?? 0) >= 5, `${kind}: ${counts.get(kind) ?? 0} lines`);
});

test('issue 27: no bot says the same sentence twice in a game, and a discussion’s lines are bounded', () => {
  let lines = 0;
  for (const { said } of GAMES) {
    const keys = new Set<string>();
    const perDiscussion = new Map<number, number>();
    let discussion = -1;
    for (const s of said) {
      if (s.discussion.length === 0) discussion++;
      const key = `${s.posted.seat}:${claimKey(s.posted.claim)}`;
      assert.ok(!keys.has(key), `seat ${s.posted.seat} said ${key} twice`);
      keys.add(key);
      const k = discussion * 8 + s.posted.seat;
      perDiscussion.set(k, (perDiscussion.get(k) ?? 0) + 1);
      lines++;
    }
    for (const count of perDiscussion.values()) assert.ok(count <= MAX_CLAIMS + MAX_REPLIES, `${count}`);
  }
  assert.ok(lines > 300, `${lines} lines in ${GAMES.length} games`);
});

test('issue 27: a bot answers lines that name it, its speaker by name, once per speaker', () => {
  let namedLines = 0;
  let answered = 0;
  for (const { said } of GAMES) {
    said.forEach((s, i) => {
      const target = claimAbout(s.posted.claim);
      if (target === null) return;
      const later = said
        .slice(i + 1)
        .filter((l) => l.discussion.length > 0 && l.posted.round === s.posted.round);
      const speakers = new Set([...s.discussion, s.posted].map((l) => l.seat));
      if (!speakers.has(target)) return;
      namedLines++;
      if (
        later.some(
          (l) =>
            l.posted.seat === target &&
            (claimAbout(l.posted.claim) === s.posted.seat || l.posted.claim.kind === 'role'),
        )
      )
        answered++;
    });
  }
  assert.ok(namedLines > 100 && answered / namedLines > 0.4, `${answered} of ${namedLines} answered`);
});

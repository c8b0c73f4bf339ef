import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  buildLedger,
  checkClaim,
  logFor,
  ROLE_INFO,
  viewFor,
  type GameState,
  type PostedClaim,
} from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import type { Bot } from '../bot.ts';
import { newGame, play } from '../play.testing.ts';
import { RandomBot } from '../random.ts';
import { SearchBot } from '../search/index.ts';
import { HeuristicBot } from './index.ts';
import { Memory } from './memory.ts';
import { reasonWeight, TableTalk } from './table-talk.ts';
import { claimKey, MAX_CLAIMS, MAX_REPLIES } from './talk.ts';

interface TalkingGame {
  readonly state: GameState;
  readonly claims: PostedClaim[];
  /** For each claim, how long the log was when it was said. */
  readonly at: number[];
}

/** A seeded game of heuristic bots that talk, with every claim posted at the table. */
function talkingGame(n: number, players: 5 | 6 | 8 = 6): TalkingGame {
  const state = newGame({ players, seed: seedOf(9_000 + n), roleSet: 'recommended' });
  const claims: PostedClaim[] = [];
  const at: number[] = [];
  play(
    state,
    state.seats.map((_, i) => new HeuristicBot(seedOf(9_500 + 10 * n + i))),
    undefined,
    (posted) => {
      claims.push(...posted);
      at.push(...posted.map(() => state.log.length));
    },
  );
  return { state, claims, at };
}

const GAMES = Array.from({ length: 12 }, (_, n) => talkingGame(n, ([5, 6, 8] as const)[n % 3]));
const teamOf = (state: GameState, seat: number) => ROLE_INFO[state.seats[seat]!.role].team;

test('VOTE-03 heuristic bots talk in Votes’ discussions: a few claims each, no sentence said twice in a game', () => {
  let total = 0;
  for (const { state, claims, at } of GAMES) {
    total += claims.length;
    const said = new Set<string>();
    // Nothing is logged while a discussion lasts: the log's length names the discussion.
    const perDiscussion = new Map<string, number>();
    claims.forEach((c, i) => {
      const key = `${c.seat}:${claimKey(c.claim)}`;
      assert.ok(!said.has(key), `seat ${c.seat} repeated ${key}`);
      said.add(key);
      const discussion = `${c.seat}@${at[i]}`;
      perDiscussion.set(discussion, (perDiscussion.get(discussion) ?? 0) + 1);
      const entry = state.log[at[i]! - 1];
      assert.ok(entry?.t === 'voteStarted', `claims follow a Vote's start, not ${entry?.t}`);
    });
    for (const [discussion, count] of perDiscussion)
      assert.ok(count <= MAX_CLAIMS + MAX_REPLIES, `${discussion}: ${count} claims`);
  }
  assert.ok(total > 50, `the bots said ${total} claims in ${GAMES.length} games`);
});

test('ACT-CHECKSTATE-04 an Investigator bot reports each check as it saw it', () => {
  let checked = 0;
  for (const { state, claims } of GAMES) {
    for (const { seat, claim } of claims) {
      if (claim.kind !== 'checked' || teamOf(state, seat) !== 'investigators') continue;
      const seen = state.log.filter(
        (e) => e.t === 'stateSeen' && e.seat === seat && e.target === claim.target && e.round === claim.round,
      );
      assert.ok(seen.length > 0, `seat ${seat} claims a check of ${claim.target} it never made`);
      const verdicts = seen.map((e) => (e.t === 'stateSeen' && e.dead > 0 ? 'dead' : 'alive'));
      assert.ok(
        verdicts.includes(claim.verdict),
        `seat ${seat} says ${claim.verdict}, saw ${verdicts.join(', ')}`,
      );
      checked++;
    }
  }
  assert.ok(checked > 5, `${checked} checked claims`);
});

test('ACT-CHECKSTATE-05 ROUTE-02 a Cultist bot claims only checks it made in public, and Routes its Room actions allow', () => {
  let cultistClaims = 0;
  let routes = 0;
  for (const { state, claims } of GAMES) {
    // The table's record at the end, as another seat holds it: the facts are public.
    const table = buildLedger(viewFor(state, 0), logFor(state, 0, 0), claims);
    claims.forEach((posted, i) => {
      if (teamOf(state, posted.seat) !== 'cultists') return;
      cultistClaims++;
      const { claim } = posted;
      if (claim.kind === 'checked') {
        const made = state.log.some(
          (e) =>
            e.t === 'stateChecked' &&
            e.seat === posted.seat &&
            e.target === claim.target &&
            e.round === claim.round,
        );
        assert.ok(made, `Cultist ${posted.seat} claims a check it did not make`);
      }
      if (claim.kind === 'route') {
        routes++;
        const verdict = table.claims[i]!.verdict;
        assert.deepEqual(verdict, { status: 'consistent' }, JSON.stringify({ posted, verdict }));
      }
    });
  }
  assert.ok(cultistClaims > 5 && routes > 0, `${cultistClaims} Cultist claims, ${routes} Routes`);
});

test('no claim a bot says is contradicted by the facts its seat was shown when it said it', () => {
  for (const { state, claims, at } of GAMES.slice(0, 6)) {
    claims.forEach((posted, i) => {
      const shown = logFor(state, posted.seat, 0).filter((e) => e.seq < at[i]!);
      const earlier = claims.slice(0, i);
      const ledger = buildLedger(viewFor(state, posted.seat), shown, earlier);
      assert.deepEqual(checkClaim(ledger, posted), { status: 'consistent' }, JSON.stringify(posted));
    });
  }
});

test('the same seed plays the same game, claims included; a random bot says nothing', () => {
  const a = talkingGame(3);
  const b = talkingGame(3);
  assert.deepEqual(b.claims, a.claims);
  assert.deepEqual(b.state.log, a.state.log);
  const random: Bot = new RandomBot(seedOf(1));
  assert.ok(!('talk' in random));
});

test('a search bot talks as its inner heuristic does', () => {
  const state = newGame({ players: 6, seed: seedOf(9_901) });
  const search = new SearchBot(seedOf(3), { iterations: 2, maxActions: 2 });
  let said = 0;
  play(
    state,
    state.seats.map((_, i) => (i === 0 ? search : new HeuristicBot(seedOf(9_910 + i)))),
    (s) => s.round > 3,
    (posted) => {
      said += posted.filter((p) => p.seat === 0).length;
    },
  );
  const votes = state.log.filter((e) => e.t === 'voteStarted').length;
  assert.ok(votes === 0 || said > 0, `seat 0 said ${said} claims in ${votes} Votes`);
});

test('a claim the checker contradicts weighs against its claimant; one it does not, and opinions, do not', () => {
  const state = newGame({ players: 6, seed: seedOf(9_950) });
  const view = viewFor(state, 0);
  const memory = new Memory();
  const layout = view.board.layout;
  memory.update(logFor(state, 0, 0), layout.security, layout.cafeteria, layout.library);
  const talk = new TableTalk();
  talk.hear([
    // Seat 1 made no check at all (noSuchCheck).
    { seat: 1, round: 1, claim: { kind: 'checked', target: 2, round: 1, verdict: 'alive' } },
    { seat: 3, round: 1, claim: { kind: 'suspect', target: 2 } },
    { seat: 4, round: 1, claim: { kind: 'role', role: 'investigator' } },
  ]);
  const { mine, table } = talk.evidence(view, memory);
  assert.equal(mine[1], reasonWeight('noSuchCheck', false));
  assert.equal(table[1], mine[1]);
  for (const seat of [0, 2, 3, 4, 5]) assert.equal(mine[seat], 0, `seat ${seat}`);
});

test('issue 27: after a revealed murder, an Investigator bot that gave the victim a card that round speaks of the victim first', () => {
  // A Cultist that handed over the Dead card may keep quiet: "I gave X an Alive card" would be caught.
  let givers = 0;
  let first = 0;
  for (const { state, claims, at } of GAMES) {
    const discussions = new Map<number, PostedClaim[]>();
    claims.forEach((c, i) => discussions.set(at[i]!, [...(discussions.get(at[i]!) ?? []), c]));
    const said = new Set<string>();
    for (const [length, lines] of discussions) {
      const round = lines[0]!.round;
      const before = state.log.slice(0, length);
      const victims = before.flatMap((e) => (e.t === 'deathRevealed' && e.round === round ? [e.seat] : []));
      for (const victim of victims) {
        const gave = before.flatMap((e) =>
          e.t === 'cardGiven' && e.to === victim && e.round === round ? [e.from] : [],
        );
        for (const seat of new Set(gave)) {
          const own = lines.filter((c) => c.seat === seat);
          // Said already (an earlier Vote of the round): never twice.
          if (own.length === 0 || teamOf(state, seat) !== 'investigators' || said.has(`${seat}:${victim}`))
            continue;
          givers++;
          const c = own[0]!.claim;
          if ((c.kind === 'gave' && c.to === victim) || (c.kind === 'checked' && c.target === victim))
            first++;
        }
      }
      for (const l of lines) {
        if (l.claim.kind === 'gave') said.add(`${l.seat}:${l.claim.to}`);
        if (l.claim.kind === 'checked') said.add(`${l.seat}:${l.claim.target}`);
      }
    }
  }
  assert.ok(givers >= 5 && first / givers >= 0.8, `${first} of ${givers} givers spoke of the victim first`);
});

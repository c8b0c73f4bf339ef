import { voteOutcome, type Action, type Seat } from '@among-cultists/engine';
import { best, ofType, sigmoid, type Context } from './context.ts';
import { CERTAIN } from './suspicion.ts';

/**
 * What the opinions said at the table this round add to `base` (issue 16): an accusation ("I suspect
 * X") counts for as much as this seat trusts its speaker, a word of trust against. An Investigator
 * knows an accusation of itself is wrong, and holds it a little against the accuser.
 */
export function withOpinions(ctx: Context, base: readonly number[]): number[] {
  const out = [...base];
  for (const o of ctx.talk.opinions(ctx.view)) {
    if (o.target === ctx.me.seat) {
      if (!ctx.cultist && o.sign > 0 && Math.abs(out[o.seat]!) < CERTAIN) out[o.seat]! += 0.5;
      continue;
    }
    if (Math.abs(out[o.target]!) >= CERTAIN) continue;
    out[o.target]! += o.sign * OPINION_WEIGHT * sigmoid(1 - base[o.seat]!);
  }
  return out;
}

/**
 * An accusation by a seat this one has nothing against (score 0) adds about 0.4: enough to order
 * suspects the record leaves nearly level, not to make a suspect of anyone (tuned by self-play: at
 * 1.2, accusations lifted weak suspects over the bar, and those ballots named a Cultist only about one
 * time in three).
 */
const OPINION_WEIGHT = 0.5;

/**
 * The suspicion an Investigator needs to vote for its top suspect: less in a Vote after a revealed
 * murder (the givers are named) than in a Vote called in the Cafeteria. Below it, or with two
 * suspects nearly level, it has no evidence to act on and abstains.
 */
export const VOTE_NEEDED = { murder: 2, cafeteria: 3 } as const;
export const VOTE_MARGIN = 0.5;
/** A Cultist pushes the table's favourite suspect once the table holds this much against it. */
const CULTIST_NEEDED = 1.5;

/** Who this seat wants out: its most suspected living Character, if the evidence is strong enough. */
export function preferredTarget(ctx: Context, candidates: readonly Seat[]): Seat | null {
  const { me } = ctx;
  const alive = candidates.filter((s) => s !== me.seat);
  if (alive.length === 0) return null;
  if (ctx.cultist) {
    // Push the table's favourite suspect, as long as it is not one of us.
    const cultists = me.knownCultists ?? [me.seat];
    const pool = alive.filter((s) => !cultists.includes(s));
    if (pool.length === 0) return null;
    const table = withOpinions(ctx, ctx.publicScore);
    const target = best(ctx.rng, pool, (s) => table[s]!);
    return table[target]! >= CULTIST_NEEDED ? target : null;
  }
  // The table's opinions order the suspects; only this seat's own evidence makes one worth a vote
  // (opinions mostly echo the record it already weighed, and a Cultist's are lies).
  const evidence = ctx.ballotScore;
  const score = withOpinions(ctx, evidence);
  const sorted = [...alive].sort((a, b) => score[b]! - score[a]!);
  const top = sorted[0]!;
  const second = sorted.length > 1 ? score[sorted[1]!]! : -Infinity;
  const murderVote = ctx.view.phase.kind === 'vote' && ctx.view.phase.reason === 'murder';
  // Voting out an Investigator counts towards the Cultists' kills: only on evidence.
  const needed = murderVote ? VOTE_NEEDED.murder : VOTE_NEEDED.cafeteria;
  return evidence[top]! >= needed && score[top]! - second >= VOTE_MARGIN ? top : null;
}

export function chooseBallot(ctx: Context): Action {
  const options = ofType(ctx.view.legal, 'ballot');
  const candidates = options.flatMap((o) => (o.target === null ? [] : [o.target]));
  const want = preferredTarget(ctx, candidates);
  return options.find((o) => o.target === want) ?? options.find((o) => o.target === null) ?? options[0]!;
}

/** How this seat likes an elimination (null: nobody goes). */
export function outcomeValue(ctx: Context, out: Seat | null): number {
  if (out === null) return 0;
  if (ctx.cultist) return (ctx.me.knownCultists ?? [ctx.me.seat]).includes(out) ? -100 : 2;
  return ctx.score[out]! >= 3 ? ctx.score[out]! : ctx.score[out]! - 3;
}

/** The Knife holder's change after the ballots are seen (5-6 players). */
export function chooseKnife(ctx: Context): Action {
  const { view, me } = ctx;
  const ballots = view.phase.kind === 'vote' ? (view.phase.ballots ?? []) : [];
  const current = ballots[me.seat] ?? null;
  return best(ctx.rng, view.legal, (a) => {
    if (a.type === 'keepBallot') return outcomeValue(ctx, voteOutcome(view, ballots)) + 0.01;
    if (a.type !== 'ballot') return -Infinity;
    const changed = [...ballots];
    changed[me.seat] = a.target;
    // Moving away from one's own choice for nothing looks odd: only for a real gain.
    return outcomeValue(ctx, voteOutcome(view, changed)) - (a.target === current ? 0 : 0.02);
  });
}

/** The Cultists name the Seer: whoever kept voting for Cultists looks like someone who knew. */
export function chooseSeerGuess(ctx: Context): Action {
  const { view, memory, me } = ctx;
  const cultists = me.knownCultists ?? [me.seat];
  const options = ofType(view.legal, 'guessSeer');
  return best(ctx.rng, options, (o) => {
    const role = view.seats[o.target]!.revealedRole;
    if (role !== null) return role === 'seer' ? 1000 : -1000;
    if (view.seats[o.target]!.publicRoute) return -500; // the AUTOMA
    let v = 0;
    for (const vote of memory.votes) {
      const b = vote.ballots[o.target];
      if (b != null) v += cultists.includes(b) ? 2 : -0.5;
    }
    for (const init of memory.voteInitiators) if (init.seat === o.target) v += 0.5;
    return v;
  });
}

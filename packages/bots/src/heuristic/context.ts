import {
  randomInt,
  type Action,
  type PlayerView,
  type PrivateView,
  type RngState,
  type Seat,
} from '@among-cultists/engine';
import type { Memory } from './memory.ts';
import type { Layout } from '@among-cultists/engine/content';
import { CERTAIN, deadRisk, suspicion } from './suspicion.ts';
import { TableTalk } from './table-talk.ts';

/** Everything one decision looks at, computed once per decision. */
export interface Context {
  readonly view: PlayerView;
  readonly me: PrivateView;
  readonly memory: Memory;
  readonly layout: Layout;
  readonly rng: RngState;
  readonly cultist: boolean;
  /** The bot's own suspicion of each seat (public record plus what it privately knows). */
  readonly score: readonly number[];
  /** What the table can hold against each seat from the public record alone. */
  readonly publicScore: readonly number[];
  /** What this seat shows in its ballots: the Seer votes as if it had not seen the Cultists. */
  readonly ballotScore: readonly number[];
  readonly risk: readonly number[];
  /** Investigators this seat knows to be dead (a Cultist's own count towards its claim). */
  readonly knownDead: ReadonlySet<Seat>;
  /** The claims heard at the table and this seat's own story (issue 16). */
  readonly talk: TableTalk;
}

export function buildContext(
  view: PlayerView,
  me: PrivateView,
  memory: Memory,
  rng: RngState,
  talk: TableTalk = new TableTalk(),
): Context {
  const layout = view.board.layout;
  // Claims the checker contradicts count against their claimants, as the record does.
  const evidence = talk.evidence(view, memory);
  const withClaims = (scores: number[], extra: readonly number[]): number[] =>
    scores.map((v, seat) => (Math.abs(v) >= CERTAIN ? v : v + extra[seat]!));
  const score = withClaims(suspicion(view, memory, layout, true), evidence.mine);
  const publicScore = withClaims(suspicion(view, memory, layout, false), evidence.table);
  const cultist = me.team === 'cultists';
  const cultists = me.knownCultists ?? [];
  const knownDead = new Set<Seat>();
  for (const s of me.deadFromStart ?? []) knownDead.add(s);
  for (const g of memory.myGifts) if (g.card === 'dead') knownDead.add(g.to);
  for (const s of view.seats) if (!s.alive) knownDead.add(s.seat);
  for (const c of cultists) knownDead.delete(c);
  knownDead.delete(me.seat);
  return {
    view,
    me,
    memory,
    layout,
    rng,
    cultist,
    score,
    publicScore,
    ballotScore:
      me.role === 'seer' ? withClaims(suspicion(view, memory, layout, true, false), evidence.mine) : score,
    risk: deadRisk(view, memory, score),
    knownDead,
    talk,
  };
}

/** The best item by `value`; exact ties are broken by the seeded stream. */
export function best<T>(rng: RngState, items: readonly T[], value: (item: T) => number): T {
  if (items.length === 0) throw new Error('best: nothing to choose from');
  let top = -Infinity;
  let ties: T[] = [];
  for (const item of items) {
    const v = value(item);
    if (v > top + 1e-9) {
      top = v;
      ties = [item];
    } else if (Math.abs(v - top) <= 1e-9) ties.push(item);
  }
  if (ties.length === 0) ties = [...items]; // every value was NaN or -Infinity
  return ties.length === 1 ? ties[0]! : ties[randomInt(rng, ties.length)]!;
}

export function ofType<K extends Action['type']>(
  legal: readonly Action[],
  type: K,
): Extract<Action, { type: K }>[] {
  return legal.filter((a): a is Extract<Action, { type: K }> => a.type === type);
}

export function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** Living seats other than this one, the AUTOMA included. */
export function othersAlive(ctx: Context): Seat[] {
  return ctx.view.seats.filter((s) => s.alive && s.seat !== ctx.me.seat).map((s) => s.seat);
}

/** Whether a Cultist should put a Dead card on `target` now. */
export function murderValue(ctx: Context, target: Seat): number {
  const { view, me, memory } = ctx;
  if (!ctx.cultist || me.hand.dead === 0) return -Infinity;
  if (!view.seats[target]?.alive) return -Infinity;
  if ((me.knownCultists ?? []).includes(target) || ctx.knownDead.has(target)) return -Infinity;
  // The more the table already suspects this Cultist, the more a revealed murder would cost.
  const exposure = ctx.publicScore[me.seat]!;
  // A victim who met others spreads the blame once its death is revealed.
  const cover = memory.giversTo(target).filter((g) => g !== me.seat).length;
  const needed = view.config.killTarget - ctx.knownDead.size;
  // Tuned by self-play: a Cultist that waits for cover wins far more often than one that kills at
  // once. Since Investigators no longer blame a forced reveal or the Night's Dead card (issue 16), a
  // murder behind one other giver is caught more often: it waits a little longer.
  return (
    0.25 -
    1.5 * Math.max(0, exposure) +
    2 * Math.min(cover, 2) +
    (needed > 0 ? 2 : -2) +
    (view.round >= 7 ? 2 : 0)
  );
}

export const MURDER_THRESHOLD = 4;

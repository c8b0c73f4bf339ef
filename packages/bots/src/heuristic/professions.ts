import type { Action, LocationId, Seat } from '@among-cultists/engine';
import { best, ofType, type Context } from './context.ts';
import { outcomeValue } from './votes.ts';

/**
 * The Professions module (PROF-*) as a sensible player uses it: the Mayor decides ties for its team,
 * the Exorcist revives a likely teammate and murders a suspect, a Cultist Saboteur sends a deck its
 * team spoiled to the Room closest to scoring.
 */

/** PROF-MAYOR-01: the tied Character this seat most wants out, or nobody. */
export function chooseMayor(ctx: Context): Action {
  const options = ofType(ctx.view.legal, 'mayorDecides');
  const informant = ctx.me.professions?.knownInformant ?? null;
  return best(ctx.rng, options, (o) => {
    // AMB-47: a Detective Investigator knows the Informant is one of its own.
    if (o.target !== null && o.target === informant && !ctx.cultist) return -100;
    return outcomeValue(ctx, o.target) + (o.target === null ? 0.01 : 0);
  });
}

function teammates(ctx: Context): readonly Seat[] {
  return ctx.me.knownCultists ?? [];
}

/** How much this seat trusts `seat` to be on its own team (higher: surer). */
function trust(ctx: Context, seat: Seat): number {
  const { view, me } = ctx;
  const revealed = view.seats[seat]!.revealedRole;
  if (ctx.cultist) return teammates(ctx).includes(seat) ? 10 : -10;
  if (revealed !== null) return revealed === 'cultist' ? -100 : 5;
  if ((me.knownCultists ?? []).includes(seat)) return -100; // the Seer
  if (me.professions?.knownInformant === seat) return 8;
  return -ctx.score[seat]!;
}

/** PROF-EXORCIST-01..03: the revived should be a teammate, the victim a suspect. Above 0: worth it. */
function exorciseValue(ctx: Context, ghost: Seat, victim: Seat): number {
  const { view } = ctx;
  if (ctx.cultist) {
    if (teammates(ctx).includes(victim)) return -100;
    // Bringing back a fellow Cultist is the point; a public murder otherwise only exposes us.
    return trust(ctx, ghost) > 0 ? 5 - 0.1 * ctx.publicScore[victim]! : -1;
  }
  const t = trust(ctx, ghost);
  const suspect = trust(ctx, victim);
  if (t < 0 || suspect > -5) return -1;
  // The last living Cultist (as the Seer knows) ends the game at once.
  const known = ctx.me.knownCultists ?? [];
  const last = known.includes(victim) && known.every((c) => c === victim || !view.seats[c]!.alive);
  const wins = last ? 50 : 0;
  return -suspect - 4 + Math.min(t, 3) + wins;
}

/**
 * A rough measure of a spoiled deck: for a Cultist, its team's fills there (mostly red cards); for an
 * Investigator, Sabotage drawn there and fills by seats it suspects.
 */
function spoiled(ctx: Context, room: LocationId): number {
  const { memory } = ctx;
  if (ctx.cultist) {
    const team = [...teammates(ctx), ctx.me.seat];
    return memory.fills.filter((f) => f.room === room && team.includes(f.seat)).length;
  }
  const suspects = memory.fills.filter((f) => f.room === room && ctx.score[f.seat]! >= 3).length;
  return suspects + memory.sabotaged.filter((x) => x.room === room).length;
}

function progress(ctx: Context, room: LocationId): number {
  const rack = ctx.layout.rackOf[room] ?? -1;
  return rack >= 0 ? (ctx.view.racks[rack]?.books ?? 0) : 0;
}

/**
 * PROF-SABOTEUR-01: a Cultist moves a spoiled deck to the Room nearest to scoring; an Investigator
 * moves a deck it distrusts away from there.
 */
function swapValue(ctx: Context, a: LocationId, b: LocationId): number {
  const towardProgress = (spoiled(ctx, a) - spoiled(ctx, b)) * (progress(ctx, b) - progress(ctx, a));
  return (ctx.cultist ? towardProgress : -towardProgress) - 1;
}

/**
 * The best free Profession action (ACTPH-07) if it is worth taking now, or null: it does not end the
 * turn, so it only competes with doing nothing.
 */
export function chooseFreeAction(ctx: Context): Action | null {
  const free = ctx.view.legal.filter((a) => a.type === 'exorcise' || a.type === 'swapRoomDecks');
  if (free.length === 0) return null;
  const value = (a: Action): number =>
    a.type === 'exorcise'
      ? exorciseValue(ctx, a.ghost, a.victim)
      : a.type === 'swapRoomDecks'
        ? swapValue(ctx, a.room, a.other)
        : -Infinity;
  const choice = best(ctx.rng, free, value);
  return value(choice) > 0 ? choice : null;
}

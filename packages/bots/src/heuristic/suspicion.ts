import {
  claimAllowed,
  deadFromStartPossible,
  ROLE_INFO,
  routesConsistentWith,
  type PlayerView,
  type PrivateView,
  type Seat,
} from '@among-cultists/engine';
import { pulseStartFor, type Layout } from '@among-cultists/engine/content';
import type { Memory } from './memory.ts';

type RouteCardData = PrivateView['route'];

/** Scores on a log-odds-like scale: 0 is "no evidence", above ~3 is worth a vote. */
export const CERTAIN = 100;

/**
 * The Route cards a seat could hold, given its Room actions so far (the engine's
 * `routesConsistentWith`). `excluded` are cards the viewer knows are elsewhere (its own, the
 * AUTOMA's public one).
 */
export function consistentRoutes(
  memory: Memory,
  layout: Layout,
  seat: Seat,
  excluded: readonly number[],
  routes: readonly RouteCardData[],
): RouteCardData[] {
  return routesConsistentWith(memory.roomActs, layout, seat, excluded, routes);
}

/**
 * How much each seat looks like a Cultist. With `usePrivate` false only the public record counts:
 * what the table as a whole can hold against a seat (a Cultist uses it to judge its own cover and
 * to pick scapegoats).
 */
export function suspicion(
  view: PlayerView,
  memory: Memory,
  layout: Layout,
  usePrivate: boolean,
  useNight = true,
): number[] {
  const n = view.seats.length;
  const score = new Array<number>(n).fill(0);
  const me = usePrivate ? view.me : null;
  const mechanic = view.config.specialRoles.includes('mechanic');
  const deadFromStart = deadFromStartPossible(view.config);

  // Route breaks: only a Cultist (or a living Mechanic) leaves its Route.
  const excluded: number[] = [];
  if (me) excluded.push(me.route.id);
  for (const s of view.seats) if (s.publicRoute) excluded.push(s.publicRoute.id);
  for (let seat = 0; seat < n; seat++) {
    if (view.seats[seat]!.publicRoute) continue;
    if (
      consistentRoutes(memory, layout, seat, me?.seat === seat ? [] : excluded, view.board.routes).length ===
      0
    ) {
      score[seat]! += mechanic ? 6 : 20;
    }
  }

  // Walking in on a lone Character is what a Cultist wants and an Investigator avoids.
  for (const t of memory.triggered) if (t.met.length === 1) score[t.seat]! += 0.5;

  // A revealed death points at whoever handed the victim cards. Before any clean check the victim
  // may have been dead from the start (PC-03: the Night deals a Dead card to an Investigator); the
  // first such death, above all in round 1, most likely was. After a clean check a later giver did it.
  let startLeft = deadFromStart ? startDeadCards(view.config) : 0;
  for (const d of memory.revealedDeaths) {
    let clean = -1;
    for (const c of memory.checks) if (c.target === d.seat && !c.revealed && c.seq < d.seq) clean = c.seq;
    if (me)
      for (const x of memory.seen) if (x.target === d.seat && x.dead === 0 && x.seq < d.seq) clean = x.seq;
    const fromStart = clean < 0 ? Math.min(0.9, startLeft * (d.round === 1 ? 0.9 : 0.6)) : 0;
    startLeft = Math.max(0, startLeft - fromStart);
    const all = memory.giversTo(d.seat, d.seq, clean);
    // ACT-CHECKSTATE-04: whoever revealed the Dead card did what the rules force on an Investigator,
    // while a Cultist who had handed it over would have hidden it (ACT-CHECKSTATE-05): a forced
    // reveal is never evidence against the revealer, rather a little for it. An Investigator also
    // knows its own cards were Alive.
    const givers = all.filter((g) => g !== d.by && g !== me?.seat);
    if (all.includes(d.by)) score[d.by]! -= 1;
    const weight = ((clean >= 0 ? 7 : 6) * (1 - fromStart)) / Math.max(1, givers.length);
    for (const g of givers) score[g]! += weight;
  }

  // A check that hid a Dead card: the victim's death is revealed later with no card received since.
  for (const c of memory.checks) {
    if (c.revealed) continue;
    const later = memory.revealedDeaths.find((d) => d.seat === c.target && d.seq > c.seq);
    if (later && memory.giversTo(c.target, later.seq, c.seq).length === 0) score[c.checker]! += 30;
  }

  // Sabotage drawn in a room: someone who filled it put it there (or the start card did).
  for (const s of memory.sabotaged) {
    const fillers = memory.fillersOf(s.room, s.seq);
    for (const f of fillers) score[f]! += 2 / fillers.length;
  }

  // Voting out someone who then proves an Investigator is a small mark.
  for (const v of memory.votes) {
    if (v.eliminated === null) continue;
    const role = view.seats[v.eliminated]!.revealedRole;
    const investigator =
      (role !== null && ROLE_INFO[role].team === 'investigators') ||
      // With one Cultist, a seat voted out whose role stays hidden while play goes on was an Investigator.
      (role === null && claimAllowed(view.config) && view.phase.kind !== 'over');
    if (!investigator) continue;
    v.ballots.forEach((b, voter) => {
      if (b === v.eliminated) score[voter]! += 0.7;
    });
  }

  if (me) {
    for (const seen of memory.seen) {
      const givers = memory.giversTo(seen.target, seen.seq);
      for (const g of givers) score[g]! += seen.dead > 0 ? 4 / givers.length : -1;
    }
    for (const r of memory.roomCardsSeen) {
      if (r.card === 'success') continue;
      const fillers = memory.fillersOf(r.room, r.seq).filter((f) => f !== me.seat);
      for (const f of fillers) score[f]! += (r.card === 'sabotage' ? 2 : 0.5) / fillers.length;
    }
    if (me.knownCultists && useNight) {
      for (let seat = 0; seat < n; seat++) score[seat] = me.knownCultists.includes(seat) ? CERTAIN : -CERTAIN;
    }
    score[me.seat] = me.team === 'cultists' ? CERTAIN : -CERTAIN;
  }

  for (const s of view.seats) {
    if (s.revealedRole !== null)
      score[s.seat] = ROLE_INFO[s.revealedRole].team === 'cultists' ? CERTAIN : -CERTAIN;
  }
  return score;
}

const DEAD_GIFT_WEIGHT = 0.3;
const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/**
 * How many Dead cards the Night dealt to Investigators, on average (PC-03, NIGHT-10): the Pulse
 * starting deck less an Alive card per Cultist, one card per Investigator, the rest unseen.
 */
export function startDeadCards(config: PlayerView['config']): number {
  const start = pulseStartFor(config.players, config.ruleset.deckEdition);
  if (!start) return 0;
  const dead = start.dead ?? 0;
  const cards = (start.alive ?? 0) + dead - config.cultists;
  const investigators = config.players - config.cultists;
  return cards <= 0 ? 0 : (dead * Math.min(investigators, cards)) / cards;
}

/**
 * How likely each living seat is to hold an unrevealed Dead card: cards received since its last
 * clean check, weighted by how suspicious the givers are.
 */
export function deadRisk(view: PlayerView, memory: Memory, score: readonly number[]): number[] {
  const risk = new Array<number>(view.seats.length).fill(0);
  for (const s of view.seats) {
    if (!s.alive) continue;
    let clean = -1;
    for (const c of memory.checks)
      if (c.target === s.seat && !c.revealed && score[c.checker]! < 3) clean = c.seq;
    for (const seen of memory.seen)
      if (seen.target === s.seat && seen.dead === 0) clean = Math.max(clean, seen.seq);
    // Never checked: maybe dead from the start. A clean check now makes any later death tell.
    let r = clean < 0 && deadFromStartPossible(view.config) ? 0.15 : 0;
    // A giver nobody suspects yet is a Cultist about one time in five, and a Cultist's card is Dead
    // about one time in two (self-play, 5-8 players). The weight is a little lower still (tuned by
    // self-play, issue 16): checks on a hunch leave too few actions for the books.
    for (const g of memory.gifts) {
      if (g.to === s.seat && g.seq > clean) r += DEAD_GIFT_WEIGHT * sigmoid(score[g.from]! - 1.4);
    }
    risk[s.seat] = r;
  }
  return risk;
}

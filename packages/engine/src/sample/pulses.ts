/**
 * The Pulse decks of a sampled deal (deal.ts) rebuilt from the Encounter record, within its constraints: what
 * each seat's State checks saw, the deaths revealed, the face-up Dead cards, and each Cultist's deck.
 */
import { startingHand } from '../cards.ts';
import { ROLE_INFO } from '../content/roles.ts';
import { pulseStartFor } from '../content/tables.ts';
import { randomInt, type RngState, shuffle } from '../rng/random.ts';
import type { CardCounts, EncounterCard, Role, Seat } from '../types.ts';
import type { PrivateView } from '../view.ts';
import type { DeterminizeInput } from './deal.ts';

/**
 * Pulse decks from the Encounter record: each seat's starting card (from the Pulse starting deck,
 * Alive for the Cultists) plus every card given to it, whose face is Alive unless a Cultist gave
 * it (the faces drawn with the Cultist's hand) or the seat itself knows it. Checked against the
 * public sizes, face-up Dead cards and the seat's own State checks.
 */
interface Slot {
  readonly seq: number;
  readonly round: number;
  /** Where the card came from: the Pulse starting deck or a Cultist's hand ('known' if decided). */
  readonly source: 'start' | Seat;
  face: EncounterCard | null;
}

/**
 * Pulse decks from the Encounter record: each seat's starting card (from the Pulse starting deck,
 * Alive for the Cultists) plus every card given to it, whose face is Alive unless a Cultist gave it
 * or the seat itself knows it. The Dead cards are placed first where the record demands them (the
 * seat's own State checks, revealed deaths, face-up Dead cards), then the rest as each Cultist's
 * deck allows; a Cultist's hand is what its deck has left. Null if the record cannot be met.
 */
export function rebuildPulses(
  input: DeterminizeInput,
  me: PrivateView,
  roles: readonly Role[],
  hands: CardCounts[],
  rng: RngState,
): { pulses: EncounterCard[][]; starts: (EncounterCard | null)[]; deathRound: (number | null)[] } | null {
  const { view, knowledge } = input;
  const n = view.seats.length;
  const cultist = (s: Seat): boolean => ROLE_INFO[roles[s]!].team === 'cultists';
  const slots: Slot[][] = view.seats.map(() => []);
  let startDead = 0;
  let startLeftover = 0;
  const pulseStart = pulseStartFor(view.config.players, view.config.ruleset.deckEdition);
  if (pulseStart) {
    const cultists = roles.filter((r) => ROLE_INFO[r].team === 'cultists').length;
    startDead = pulseStart.dead ?? 0;
    startLeftover = (pulseStart.alive ?? 0) + startDead - cultists - (n - cultists);
    for (let s = 0; s < n; s++) {
      let face: EncounterCard | null = cultist(s) ? 'alive' : null;
      // A Cultist saw exactly who started dead.
      if (face === null && me.deadFromStart) face = me.deadFromStart.includes(s) ? 'dead' : 'alive';
      slots[s]!.push({ seq: -1, round: 0, source: 'start', face });
    }
  }
  for (const g of knowledge.gifts) {
    const face = g.face ?? (g.from === me.seat || !cultist(g.from) ? 'alive' : null);
    slots[g.to]!.push({ seq: g.seq, round: g.round, source: g.from, face });
  }
  const all = slots.flat();
  const deadBudget = (src: 'start' | Seat): number =>
    src === 'start'
      ? startDead
      : Math.min(startingHand(view.config, roles[src]!).dead, all.filter((x) => x.source === src).length);
  const deadUsed = (src: 'start' | Seat): number =>
    all.filter((x) => x.source === src && x.face === 'dead').length;

  // What the record demands, in order.
  const demands: { seat: Seat; seq: number; min: number; max: number }[] = [];
  for (const c of knowledge.seen) demands.push({ seat: c.target, seq: c.seq, min: c.dead, max: c.dead });
  for (const r of knowledge.revealed) demands.push({ seat: r.seat, seq: r.seq, min: 1, max: Infinity });
  for (const sv of view.seats)
    if (sv.pulseTopDead) demands.push({ seat: sv.seat, seq: Infinity, min: 1, max: Infinity });
  demands.sort((x, y) => x.seq - y.seq);
  for (const d of demands) {
    const before = slots[d.seat]!.filter((x) => x.seq < d.seq);
    let have = before.filter((x) => x.face === 'dead').length;
    if (have > d.max) return null;
    const open = before.filter((x) => x.face === null);
    shuffle(rng, open);
    for (const x of open) {
      if (have >= d.min) break;
      if (deadUsed(x.source) >= deadBudget(x.source)) continue;
      x.face = 'dead';
      have++;
    }
    if (have < d.min) return null;
    if (Number.isFinite(d.max)) for (const x of open) if (x.face === null) x.face = 'alive';
  }

  // The rest: each Cultist gave as many Dead cards as its deck makes likely (hypergeometric).
  for (let c = 0; c < n; c++) {
    if (!cultist(c) || c === me.seat) continue;
    const mine = all.filter((x) => x.source === c);
    const deck = startingHand(view.config, roles[c]!);
    const given = mine.length;
    const decided = mine.filter((x) => x.face === 'dead').length;
    const open = mine.filter((x) => x.face === null);
    const lo = Math.max(decided, given - deck.alive);
    const hi = Math.min(deck.dead, decided + open.length);
    if (lo > hi) return null;
    const weights: number[] = [];
    for (let d = lo; d <= hi; d++) weights.push(choose(deck.dead, d) * choose(deck.alive, given - d));
    const dead = lo + pickWeighted(rng, weights);
    shuffle(rng, open);
    open.forEach((x, i) => (x.face = i < dead - decided ? 'dead' : 'alive'));
    hands[c] = { ...hands[c]!, alive: deck.alive - (given - dead), dead: deck.dead - dead };
  }
  // The starting deck: the Dead cards left go to open starting slots or the leftover in the box.
  const openStarts = all.filter((x) => x.source === 'start' && x.face === null);
  const startLeft = startDead - deadUsed('start');
  if (startLeft < 0 || startLeft > openStarts.length + startLeftover) return null;
  const places = [...openStarts.map((x) => x as Slot | null), ...Array<null>(startLeftover).fill(null)];
  shuffle(rng, places);
  places.forEach((x, i) => {
    if (x) x.face = i < startLeft ? 'dead' : 'alive';
  });

  const pulses: EncounterCard[][] = [];
  for (let s = 0; s < n; s++) {
    const pulse = slots[s]!.map((x) => x.face ?? 'alive');
    const sv = view.seats[s]!;
    if (pulse.length !== sv.pulseSize) return null;
    shuffle(rng, pulse);
    if (sv.pulseTopDead) {
      const at = pulse.lastIndexOf('dead');
      if (at < 0) return null;
      pulse.splice(at, 1);
      pulse.push('dead');
    }
    pulses.push(pulse);
  }
  const starts = slots.map((xs) => (xs[0]?.source === 'start' ? xs[0].face : null));
  const deathRound = slots.map((xs) => xs.find((x) => x.face === 'dead')?.round ?? null);
  return { pulses, starts, deathRound };
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

function pickWeighted(rng: RngState, weights: readonly number[]): number {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (!(sum > 0)) return randomInt(rng, weights.length);
  let x = (randomInt(rng, 1 << 30) / (1 << 30)) * sum;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i]!;
    if (x < 0) return i;
  }
  return weights.length - 1;
}

/**
 * Determinization, the inverse of `viewFor` (the search bot samples with it): whether a position can be rebuilt from a seat's view, how the
 * Movement or Vote in it came about (read from the log), and the checks a sampled deal (deal.ts) must pass
 * before it is used: the engine's own `buildPosition`, then the seat's view of it equal to the real view.
 */
import { buildPosition, type PositionSetup } from '../position.ts';
import type { RngState } from '../rng/random.ts';
import { movementPointsOf } from '../rules/movement.ts';
import type { GameState } from '../state.ts';
import type { LocationId, Seat } from '../types.ts';
import { type PlayerView, type ViewedEvent, viewFor } from '../view.ts';
import { Fail, sample, type DeterminizeInput } from './deal.ts';
import type { Knowledge } from './knowledge.ts';

export type { DeterminizeInput } from './deal.ts';

/**
 * The decisions at which a position can be rebuilt from a view: the seat's own Movement and Action
 * turns (a PhaseSetup); its sealed ballot in a Vote (rebuilt as the initiator's Action turn, then
 * the Vote it started: every ballot still open, as the seat cannot tell); and, as the Knife holder,
 * its choice once the ballots are revealed (the same, with every ballot as shown). A murder Vote
 * needs the State check behind it in the log (`voteOrigin`).
 */
export function canDeterminize(view: PlayerView): boolean {
  const me = view.me;
  if (!me || view.result !== null) return false;
  if (view.seats.some((s) => s.hand === null)) return false; // hidden hand counts: not modelled
  const p = view.phase;
  if (p.kind === 'vote') {
    if (p.initiator === view.config.automa) return false;
    if (p.stage === 'ballot') return me.ballot?.cast === false;
    return p.stage === 'knife' && view.knife === me.seat && p.ballots !== null;
  }
  if (p.kind === 'encounter')
    // The seat's own choice in an Encounter it is part of (not while the Infected keeps cards back).
    return p.participants.includes(me.seat) && view.legal.length > 0 && view.effects.infectedUntil === null;
  return (p.kind === 'movement' || p.kind === 'action' || p.kind === 'lifelines') && p.seat === me.seat;
}

/** The Movement an Encounter interrupted: whose, the points left and where it began. */
export interface InterruptedMovement {
  readonly seat: Seat;
  readonly mp: number;
  readonly start: LocationId;
}

/**
 * The Movement the Encounter in `view` interrupted, as the log shows it: the first participant
 * stepped in, having begun where its first step this round started, with a Movement point spent per
 * step (a free step under Secret Doors counts too: the estimate errs towards fewer points left).
 * Null for the Event Phase's Encounters (this round's token is on the Clock) or without those steps.
 */
export function interruptedMovement(
  view: PlayerView,
  history: readonly ViewedEvent[],
): InterruptedMovement | null {
  const p = view.phase;
  if (p.kind !== 'encounter') return null;
  if (view.clock.length >= view.round && view.clock[view.round - 1] != null) return null;
  const thisRound = history.filter((e) => e.round === view.round);
  // Mountains of Chaos: the Revolving Door turns when the Movement Phase ends; an Encounter after
  // that is an automatic Elevator ride's arrival (AMB-49(c)), and play goes on to the Event Phase.
  if (thisRound.some((e) => e.t === 'revolvingDoorTurned')) return null;
  // An Elevator called to a Room brings its riders into an Encounter there, in the caller's turn.
  const last = thisRound.findLast((e) => e.t === 'moved' || e.t === 'elevatorMoved');
  const mover = last?.t === 'elevatorMoved' && last.by !== null ? last.by : p.participants[0]!;
  const steps = history.filter(
    (e): e is Extract<ViewedEvent, { t: 'moved' }> =>
      e.t === 'moved' && e.seat === mover && e.round === view.round,
  );
  const first = steps[0];
  if (!first) return null;
  return { seat: mover, mp: Math.max(0, movementPointsOf(view) - steps.length), start: first.from };
}

/**
 * How a Vote came about: in the Event Phase (after False Eyes or Lifelines; `falseEyes` true) or in
 * its initiator's Action turn.
 */
export interface VoteOrigin {
  readonly falseEyes: boolean;
}

/**
 * How the Vote in `view` came about: the initiator's Action turn (a Cafeteria Vote, or a murder
 * Vote after a check in the Action Phase, play then going on with the next action) or, for a
 * murder Vote after False Eyes, the Event Phase (the Action Phase then starts afresh). Null if the
 * log does not show the check this round.
 */
function voteOrigin(view: PlayerView, knowledge: Knowledge): VoteOrigin | null {
  const p = view.phase;
  if (p.kind !== 'vote') return null;
  if (p.reason === 'cafeteria') return { falseEyes: false };
  // EVT-LIFELINES-03: the First Player's targets showed a murder in this round's Event Phase.
  const l = knowledge.lastLifelines;
  const c = knowledge.lastCheck;
  if (l && l.seat === p.initiator && l.round === view.round && (c === null || c.seq < l.seq))
    return knowledge.revealed.some((r) => r.seq > l.seq) ? { falseEyes: true } : null;
  if (!c || c.seat !== p.initiator || c.round !== view.round) return null;
  if (!knowledge.revealed.some((r) => r.seq > c.seq && r.seat === c.target)) return null;
  return { falseEyes: c.via === 'falseEyes' };
}

export type Determinized =
  | { readonly ok: true; readonly state: GameState; readonly setup: PositionSetup; readonly exact: boolean }
  | { readonly ok: false; readonly why: string };
/**
 * One full game state consistent with everything `view` (and the log behind `knowledge`) shows
 * the seat: the public board copied, the hidden parts drawn at random (roles weighted by
 * suspicion, Routes that explain each seat's Room actions, hands drawn from each role's deck, Pulse
 * decks rebuilt from the Encounter record when it is complete, every other deck from the cards
 * left). The state is checked by `buildPosition` and then against the view itself: anything the
 * seat would see differently is refused.
 */
export function determinize(input: DeterminizeInput, rng: RngState, tries = 8): Determinized {
  // How the Vote came about decides how it is rebuilt: read it once for every try.
  const vote = input.view.phase.kind === 'vote';
  const origin = vote ? voteOrigin(input.view, input.knowledge) : null;
  if (vote && !origin) return { ok: false, why: 'no origin for the Vote' };
  let why = 'no try';
  for (let t = 0; t < tries; t++) {
    // The first tries keep every soft constraint; the last ones fall back to the card pool.
    const structured = t < tries - 2;
    try {
      const setup = sample(input, rng, structured, origin);
      const built = buildPosition(setup.setup);
      if (!built.ok) {
        why = built.problems.map((p) => `${p.field}: ${p.message}`).join('; ');
        continue;
      }
      const state = built.state;
      const diff = viewDiff(viewFor(state, input.view.viewer), input.view);
      if (diff !== null) {
        why = `view differs in ${diff}`;
        continue;
      }
      return { ok: true, state, setup: setup.setup, exact: setup.exact };
    } catch (e) {
      if (!(e instanceof Fail)) throw e;
      why = e.message;
    }
  }
  return { ok: false, why };
}

/** The first field in which two views of the same seat differ, or null. */
export function viewDiff(a: PlayerView, b: PlayerView): string | null {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof PlayerView>;
  for (const k of keys) {
    if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) {
      if (k === 'seats' || k === 'rooms') {
        const xs = a[k] as readonly unknown[];
        const ys = b[k] as readonly unknown[];
        const i = xs.findIndex((x, j) => JSON.stringify(x) !== JSON.stringify(ys[j]));
        return `${k}[${i}]: ${JSON.stringify(xs[i])} vs ${JSON.stringify(ys[i])}`;
      }
      return k;
    }
  }
  return null;
}

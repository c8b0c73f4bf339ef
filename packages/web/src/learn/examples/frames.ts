/**
 * The worked examples of /learn, each a few frames of a real game: a position set up by the engine
 * (`buildPosition`), then the engine's own legal actions applied one by one (`legalActions`, `apply`), each
 * frame the spectator's view and log at that moment (`viewFor`, `logFor`). Nothing here decides what the
 * rules allow: a script only picks among the actions the engine offers, and fails loudly if its pick is
 * not among them.
 */
import {
  actors,
  apply,
  buildPosition,
  legalActions,
  logFor,
  viewFor,
  type Action,
  type GameState,
  type PlayerView,
  type PositionSetup,
  type Seat,
  type ViewedEvent,
} from '@among-cultists/engine';

export const EXAMPLES = ['movement', 'blackout', 'knife'] as const;
export type ExampleId = (typeof EXAMPLES)[number];

/** Each example's frames, in order: what its caption calls them (learn/text/examples). */
export const EXAMPLE_STEPS = {
  movement: ['start', 'first', 'second', 'last'],
  blackout: ['dark', 'meet', 'recipients', 'cards'],
  knife: ['called', 'ballots', 'reveal', 'knife'],
} as const satisfies Record<ExampleId, readonly string[]>;
export type ExampleStep<E extends ExampleId> = (typeof EXAMPLE_STEPS)[E][number];

export interface Frame {
  readonly step: string;
  /** The game as a spectator sees it at this moment. */
  readonly view: PlayerView;
  /** The public log up to this moment. */
  readonly log: readonly ViewedEvent[];
  /** What happened since the previous frame. */
  readonly fresh: readonly ViewedEvent[];
  /** Where the seat on the move may step now, by location (the Movement example). */
  readonly targets: readonly number[];
  /** The seat the frame is about: the one moving, the first to meet, the Knife holder. */
  readonly seat: Seat;
}

/** One seat's chosen action, picked from what the engine offers that seat now (`at` names a location). */
type Pick = (offered: readonly Action[], at: (id: string) => number) => Action | undefined;
/** An action of a frame: by `seat`, or by the first seat the engine waits for ('next'). */
type Move = readonly [Seat | 'next', Pick];

const ROLES = ['investigator', 'investigator', 'cultist', 'investigator', 'investigator'] as const;

const stepTo =
  (to: string): Pick =>
  (offered, at) =>
    offered.find((a) => a.type === 'step' && a.to === at(to));
const of =
  <T extends Action['type']>(
    type: T,
    test: (a: Extract<Action, { type: T }>) => boolean = () => true,
  ): Pick =>
  (offered) =>
    offered.find((a) => a.type === type && test(a as Extract<Action, { type: T }>));

/** Plays `groups` of moves from a position: one frame before them, then one after each group. */
function play(
  setup: PositionSetup,
  groups: readonly (readonly Move[])[],
  steps: readonly string[],
  about: (view: PlayerView) => Seat,
): Frame[] {
  const built = buildPosition(setup);
  if (!built.ok) throw new Error(built.problems.map((p) => p.message).join('; '));
  let state: GameState = built.state;
  const layout = viewFor(state, 'spectator').board.layout;
  const at = (id: string): number => layout.locations.findIndex((l) => l.id === id);
  const frames: Frame[] = [];
  let seen = 0;
  const snap = (i: number) => {
    const log = logFor(state, 'spectator');
    const view = viewFor(state, 'spectator');
    const targets =
      view.phase.kind === 'movement'
        ? legalActions(state, view.phase.seat).flatMap((a) => (a.type === 'step' ? [a.to] : []))
        : [];
    frames.push({ step: steps[i]!, view, log, fresh: log.slice(seen), targets, seat: about(view) });
    seen = log.length;
  };
  snap(0);
  groups.forEach((group, i) => {
    const name = steps[i + 1];
    for (const [who, pick] of group) {
      const seat = who === 'next' ? actors(state)[0] : who;
      if (seat === undefined) throw new Error(`Example frame ${name}: nobody may act`);
      const action = pick(legalActions(state, seat), at);
      if (!action) throw new Error(`Example frame ${name}: seat ${seat} is not offered that action`);
      const result = apply(state, seat, action);
      if (!result.ok) throw new Error(`Example frame ${name}: ${result.rejection.message}`);
      state = result.state;
    }
    snap(i + 1);
  });
  return frames;
}

/** A Movement of 3 points through three Doors, the places it may step to shown at each point. */
function movement(): Frame[] {
  return play(
    {
      players: 5,
      roles: [...ROLES],
      phase: { kind: 'movement', seat: 0 },
      seats: ['library', 'orange1', 'security', 'darkblue2', 'orange2'].map((location) => ({ location })),
    },
    [[[0, stepTo('central')]], [[0, stepTo('darkblue1')]], [[0, stepTo('pink1')]]],
    EXAMPLE_STEPS.movement,
    () => 0,
  );
}

/**
 * The power is out (Lightning Strike): a third Character walks into a Hallway where two stand, and the
 * three meet. Each names who gets their card, then all give one face down; the Cultist gives a Dead card.
 */
function blackout(): Frame[] {
  return play(
    {
      players: 5,
      roles: [...ROLES],
      power: false,
      clock: ['lightningStrike'],
      phase: { kind: 'movement', seat: 0 },
      seats: ['library', 'central', 'central', 'darkblue2', 'orange2'].map((location) => ({ location })),
    },
    [
      [[0, stepTo('central')]],
      [
        ['next', of('chooseRecipient', (a) => a.to === 1)],
        ['next', of('chooseRecipient', (a) => a.to === 2)],
        ['next', of('chooseRecipient', (a) => a.to === 0)],
      ],
      [
        [0, of('giveCard', (a) => a.card === 'alive')],
        [1, of('giveCard', (a) => a.card === 'alive')],
        [2, of('giveCard', (a) => a.card === 'dead')],
      ],
    ],
    EXAMPLE_STEPS.blackout,
    () => 0,
  );
}

/**
 * A Vote called in the Cafeteria: the ballots are sealed, revealed tied, and the living Knife holder
 * changes theirs, which decides it.
 */
function knife(): Frame[] {
  const ballots: readonly Seat[] = [2, 0, 0, 1, 2];
  const seats = [0, 1, 2, 3, 4];
  return play(
    {
      players: 5,
      roles: [...ROLES],
      round: 3,
      knife: 3,
      phase: { kind: 'vote', reason: 'cafeteria', initiator: 1, stage: 'discussion' },
      seats: ['library', 'cafeteria', 'central', 'orange1', 'orange2'].map((location) => ({ location })),
    },
    [
      seats.map((seat): Move => [seat, of('ready')]),
      seats.map((seat): Move => [seat, of('ballot', (a) => a.target === ballots[seat])]),
      [[3, of('ballot', (a) => a.target === 2)]],
    ],
    EXAMPLE_STEPS.knife,
    (view) => view.knife,
  );
}

const BUILD: Readonly<Record<ExampleId, () => Frame[]>> = { movement, blackout, knife };

/** The frames of an example, built by the engine (a few milliseconds each; the page builds one on demand). */
export function exampleFrames(id: ExampleId): Frame[] {
  return BUILD[id]();
}

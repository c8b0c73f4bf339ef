import {
  deadFromStartPossible,
  type Action,
  type ActionType,
  type PhaseView,
  type PlayerView,
  type ViewedEvent,
} from '@among-cultists/engine';

/** Every kind of phase a view can show; the record makes a new engine phase a type error here. */
const PHASE_RECORD: Record<PhaseView['kind'], true> = {
  night: true,
  movement: true,
  encounter: true,
  falseEyes: true,
  inControl: true,
  lifelines: true,
  action: true,
  portalConsent: true,
  checkResult: true,
  vote: true,
  cleanup: true,
  seerGuess: true,
  over: true,
  mayorDecision: true,
  detectiveNight: true,
};
export const PHASE_KINDS = Object.keys(PHASE_RECORD) as PhaseView['kind'][];

/** The action types a phase's own panel offers (the action panel lists the rest). */
const PANEL_ACTIONS: Partial<Record<PhaseView['kind'], readonly ActionType[]>> = {
  night: ['ready'],
  detectiveNight: ['ready'],
  mayorDecision: ['mayorDecides'],
  vote: ['ready', 'ballot', 'keepBallot'],
  encounter: ['chooseRecipient', 'giveCard'],
};

export function inPhasePanel(view: PlayerView, action: Action): boolean {
  return PANEL_ACTIONS[view.phase.kind]?.includes(action.type) ?? false;
}

/** The legal actions of the given types, in the engine's order. */
export function legalOf<K extends ActionType>(
  view: PlayerView,
  ...types: K[]
): Extract<Action, { type: K }>[] {
  return view.legal.filter((a): a is Extract<Action, { type: K }> =>
    (types as ActionType[]).includes(a.type),
  );
}

/** What the public log says about the latest Vote: who called it, the ballots once revealed, the result. */
export interface VoteRecord {
  /** Sequence number of the `voteStarted` entry: identifies the Vote. */
  readonly seq: number;
  readonly round: number;
  readonly reason: 'cafeteria' | 'murder';
  readonly initiator: number;
  /** For a murder Vote, whose Dead card the initiator revealed (several after the Lifelines). */
  readonly murdered: readonly number[];
  readonly ballots: readonly (number | null)[] | null;
  readonly changed: {
    readonly seat: number;
    readonly from: number | null;
    readonly to: number | null;
  } | null;
  readonly result: {
    readonly eliminated: number | null;
    readonly votes: readonly number[];
    readonly abstentions: number;
  } | null;
}

export function lastVote(log: readonly ViewedEvent[]): VoteRecord | null {
  let start = -1;
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i]!.t === 'voteStarted') {
      start = i;
      break;
    }
  }
  const first = log[start];
  if (first?.t !== 'voteStarted') return null;
  // Every revealed murder calls a Vote: the reveals since the Vote before are this one's.
  const murdered: number[] = [];
  for (let i = start - 1; i >= 0 && log[i]!.t !== 'voteStarted'; i--) {
    const e = log[i]!;
    if (e.t === 'deathRevealed' || (e.t === 'lifelineRevealed' && e.card === 'dead'))
      murdered.unshift(e.seat);
  }
  let ballots: VoteRecord['ballots'] = null;
  let changed: VoteRecord['changed'] = null;
  let result: VoteRecord['result'] = null;
  for (const e of log.slice(start + 1)) {
    if (e.t === 'ballotsRevealed') ballots = e.ballots;
    else if (e.t === 'ballotChanged') changed = { seat: e.seat, from: e.from, to: e.to };
    else if (e.t === 'voteResult')
      result = { eliminated: e.eliminated, votes: e.votes, abstentions: e.abstentions };
  }
  return {
    seq: first.seq,
    round: first.round,
    reason: first.reason,
    initiator: first.initiator,
    murdered: first.reason === 'murder' ? murdered : [],
    ballots,
    changed,
    result,
  };
}

export type NightStep =
  | 'close'
  | 'close7'
  | 'cultists'
  | 'cultists7'
  | 'automa'
  | 'thumbs'
  | 'seer'
  | 'open'
  | 'openNoSeer'
  | 'open7'
  | 'pulse'
  | 'pulse7';

/**
 * The steps of the Night Ritual (NIGHT-06/07/08) for this game. They depend only on the public
 * configuration, so every screen shows the same ones.
 */
export function nightSteps(config: PlayerView['config']): NightStep[] {
  // 7 players: no Pulse starting deck, so nobody is dead from the start (NIGHT-11).
  if (!deadFromStartPossible(config)) return ['close7', 'cultists7', 'open7', 'pulse7'];
  const seer = config.specialRoles.includes('seer');
  return [
    'close',
    'cultists',
    ...(config.automa !== null ? (['automa'] as const) : []),
    ...(seer ? (['thumbs', 'seer', 'open'] as const) : (['openNoSeer'] as const)),
    'pulse',
  ];
}

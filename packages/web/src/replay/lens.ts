import {
  logFor,
  viewFor,
  type EncounterCard,
  type GameState,
  type PlayerView,
  type PrivateView,
  type ViewedEvent,
} from '@among-cultists/engine';

/** Through whose eyes the replay shows a moment: every secret, one seat's, or a spectator's. */
export type Lens = 'truth' | 'spectator' | number;

/** The lens a URL's `lens=` names (`truth`, `spectator`, `seat3`), if it fits a game of `seats`. */
export function parseLens(text: string | null, seats: number): Lens | null {
  if (text === 'truth' || text === 'spectator') return text;
  const seat = /^seat(\d+)$/.exec(text ?? '')?.[1];
  if (seat === undefined) return null;
  const n = Number(seat);
  return n < seats ? n : null;
}

export function lensParam(lens: Lens): string {
  return typeof lens === 'number' ? `seat${lens}` : lens;
}

/** Every entry of the log, private ones included, as the end of the game shows them. */
export function truthLog(state: GameState): ViewedEvent[] {
  return state.log.map(({ vis: _vis, ...event }, seq) => ({ ...event, seq }));
}

/**
 * The board and the log a lens shows at a moment. A seat's lens is exactly that seat's view and log then
 * (`viewFor`, `logFor`), the spectator's likewise; the truth shows the public board with the whole log.
 */
export function lensView(state: GameState, lens: Lens): { view: PlayerView; log: ViewedEvent[] } {
  if (lens === 'truth') return { view: viewFor(state, 'spectator'), log: truthLog(state) };
  return { view: viewFor(state, lens), log: logFor(state, lens) };
}

/** One seat's secrets at a moment: its private view, and its Pulse deck (which not even the seat sees). */
export interface SeatTruth {
  readonly me: PrivateView;
  readonly alive: boolean;
  /** Bottom first. */
  readonly pulse: readonly EncounterCard[];
  readonly pulseTopFaceUp: boolean;
}

/** The truth panel's rows: every seat's role, hand, Route and Pulse deck. */
export function seatTruths(state: GameState): SeatTruth[] {
  return state.seats.map((st, seat) => ({
    me: viewFor(state, seat).me!,
    alive: st.alive,
    pulse: [...st.pulse],
    pulseTopFaceUp: st.pulseTopFaceUp,
  }));
}

import { logFor, viewFor, type ClaimReason, type GameState, type Viewer } from '@among-cultists/engine';
import type { ChatLine } from '@among-cultists/protocol';
import { seatLedger } from '../notes/ledgerModel.ts';
import { byStep, lieMarks, marksOfLog, type Mark } from './marks.ts';

/**
 * The claims a viewer's ledger contradicted by `step`: the lines said by then, held against that viewer's view
 * and log at the step (what its own ledger showed it in the game), by chat line `seq`.
 */
export function verdictsAt(
  state: GameState,
  viewer: Viewer,
  lines: readonly ChatLine[],
  steps: readonly number[] | null,
  rounds: readonly number[],
  step: number,
): Map<number, readonly ClaimReason[]> {
  const out = new Map<number, readonly ClaimReason[]>();
  const said = lines.flatMap((line, i) => (steps === null || steps[i]! <= step ? [{ line, i }] : []));
  if (!said.some(({ line }) => line.claim !== undefined)) return out;
  const { verdicts } = seatLedger(
    viewFor(state, viewer),
    logFor(state, viewer),
    said.map(({ line }) => line),
    (k) => (steps === null ? state.round : rounds[steps[said[k]!.i]!]!),
  );
  for (const [seq, verdict] of verdicts) if (verdict.status === 'contradicted') out.set(seq, verdict.reasons);
  return out;
}

/**
 * The moments a seat's or a spectator's lens shows at `step` (`state`, the game then): only what that viewer
 * knew by then, read from its own log (`logFor`) and its own ledger, never from the whole record. A murder it
 * did not see is not one of them until its death is revealed (then it is that moment); a Check's result is
 * the checker's; the Seer's night is the Seer's; a claim is contradicted only by what the viewer could tell.
 */
export function lensMarks(
  state: GameState,
  viewer: Viewer,
  logEnds: readonly number[],
  chat: readonly ChatLine[],
  said: readonly number[] | null,
  rounds: readonly number[],
  step: number,
): Mark[] {
  const over = state.phase.kind === 'over';
  const known = marksOfLog(logFor(state, viewer), logEnds, (seq) =>
    // At the end every role is shown; before it, a Seer's night in a seat's log is that seat's own.
    over ? (state.log[seq]!.vis ?? []) : viewer === 'spectator' ? [] : [viewer],
  );
  const lies = lieMarks(chat, said, rounds, verdictsAt(state, viewer, chat, said, rounds, step));
  return byStep([...known, ...lies].filter((m) => m.step <= step));
}

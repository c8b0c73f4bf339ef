import type { ClaimReason, GameState, ViewedEvent } from '@among-cultists/engine';
import type { ChatLine } from '@among-cultists/protocol';
import { truthLog } from './lens.ts';

/**
 * A moment knowledge changed: a murder (a Dead card given, an assassination: from the truth), the moment
 * a death became known (a revealed Dead card, a new Ghost), the Seer's night knowledge, a State check, and
 * a claim the claims checker found contradicting public facts.
 */
export type MarkKind = 'murder' | 'revealed' | 'seer' | 'check' | 'lie';
export const MARK_KINDS: readonly MarkKind[] = ['murder', 'revealed', 'seer', 'check', 'lie'];

export interface Mark {
  readonly kind: MarkKind;
  /** The step that made it happen (the state after it shows it). */
  readonly step: number;
  readonly round: number;
  /** The log entry it comes from (a lie: none). */
  readonly entry: ViewedEvent | null;
  /** The seat it is about: the murdered, the revealed, the checker, the Seer, the claimant. */
  readonly seat: number;
  /** A murder: the step its victim's death became known, or null if it never did. */
  readonly revealedAt?: number | null;
  /** A lie: the chat line with the claim, and why the checker contradicts it. */
  readonly line?: ChatLine;
  readonly reasons?: readonly ClaimReason[];
}

/** The step whose action added log entry `seq`: the first step whose log is longer than `seq`. */
export function stepOfEntry(logEnds: readonly number[], seq: number): number {
  let lo = 0;
  let hi = logEnds.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (logEnds[mid]! > seq) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The marks read from the whole log of the game's last state (every entry, private ones included). */
export function knowledgeMarks(final: GameState, logEnds: readonly number[]): Mark[] {
  // The Seer's night is shown to the Seers alone: the entry's visibility names who learnt it.
  return marksOfLog(truthLog(final), logEnds, (seq) => final.log[seq]!.vis ?? []);
}

/**
 * The marks read from a log (the whole one, or a lens's): each entry is marked at the step that added it.
 * `seersOf` names the seats a Seer's night entry was shown to, as far as the reader of the log may know.
 */
export function marksOfLog(
  log: readonly ViewedEvent[],
  logEnds: readonly number[],
  seersOf: (seq: number) => readonly number[],
): Mark[] {
  const marks: Mark[] = [];
  for (const entry of log) {
    const seq = entry.seq;
    const step = stepOfEntry(logEnds, seq);
    const mark = (kind: MarkKind, seat: number): void => {
      // A death is told by a revealed Dead card and the new Ghost together: one mark.
      if (marks.some((m) => m.kind === kind && m.step === step && m.seat === seat)) return;
      marks.push({ kind, step, round: entry.round, entry, seat });
    };
    switch (entry.t) {
      case 'cardGivenFace':
        if (entry.card === 'dead') mark('murder', entry.to);
        break;
      case 'assassinated':
        mark('murder', entry.target);
        break;
      case 'deathRevealed':
      case 'becameGhost':
        mark('revealed', entry.seat);
        break;
      case 'nightSeer':
        for (const seer of seersOf(seq)) mark('seer', seer);
        break;
      case 'stateSeen':
        mark('check', entry.seat);
        break;
      default:
        break;
    }
  }
  // Each murder points to the moment its victim's death became known (in this log).
  return marks.map((m) =>
    m.kind === 'murder'
      ? {
          ...m,
          revealedAt:
            marks.find((r) => r.kind === 'revealed' && r.seat === m.seat && r.step >= m.step)?.step ?? null,
        }
      : m,
  );
}

/**
 * A `lie` mark for each claim in the chat that the claims checker contradicts (`verdicts`, by chat line), at
 * the step it was said; without action times, at the last step of the Round it was said in.
 */
export function lieMarks(
  lines: readonly ChatLine[],
  steps: readonly number[] | null,
  rounds: readonly number[],
  verdicts: ReadonlyMap<number, readonly ClaimReason[]>,
): Mark[] {
  const out: Mark[] = [];
  lines.forEach((line, i) => {
    const reasons = verdicts.get(line.seq);
    if (reasons === undefined || line.seat === null) return;
    const step = steps !== null ? steps[i]! : rounds.lastIndexOf(line.round ?? rounds.at(-1)!);
    const at = step < 0 ? rounds.length - 1 : step;
    out.push({ kind: 'lie', step: at, round: rounds[at]!, entry: null, seat: line.seat, line, reasons });
  });
  return out;
}

/** Marks in the order of the game. */
export function byStep(marks: readonly Mark[]): Mark[] {
  return [...marks].sort(
    (a, b) => a.step - b.step || MARK_KINDS.indexOf(a.kind) - MARK_KINDS.indexOf(b.kind),
  );
}

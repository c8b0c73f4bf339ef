import type { ClaimReason } from '@among-cultists/engine';
import type { ChatLine } from '@among-cultists/protocol';
import type { Names } from '../game/names.ts';
import { claimSentence, reasonText } from '../notes/claimText.ts';

/** A chat line's words: a claim as a sentence in the reader's language, anything else as it was written. */
export function saidText(line: ChatLine, names: Names): string {
  return line.claim === undefined ? line.text : claimSentence(names.t, line.claim, names.seat);
}

/**
 * Why the claims checker contradicts a claim, in words: the game's own wording (the notes' texts, one sentence
 * per reason), so that a replay says it as the players were told it.
 */
export function reasonsText(reasons: readonly ClaimReason[], names: Names): string {
  return [...new Set(reasons.map((r) => reasonText(names.t, r.code)))].join(' ');
}

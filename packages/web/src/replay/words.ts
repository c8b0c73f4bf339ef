import type { ClaimReason } from '@among-cultists/engine';
import type { Names } from '../game/names.ts';
import { claimSentence } from '../notes/claimText.ts';
import type { RecordChatLine } from './record.ts';
import type { ReplayT } from './text/index.ts';

/** A chat line's words: a claim as a sentence in the reader's language, anything else as it was written. */
export function saidText(line: RecordChatLine, names: Names): string {
  return line.claim === undefined ? line.text : claimSentence(names.t, line.claim, names.seat);
}

/** Why the claims checker contradicts a claim, in words. */
export function reasonsText(reasons: readonly ClaimReason[], rt: ReplayT): string {
  return [...new Set(reasons.map((r) => rt(`reasons.${r.code}`)))].join('; ');
}

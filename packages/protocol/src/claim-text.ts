/**
 * A claim's chat line as plain English, and how long a bot takes to type it: what the server's bot driver and
 * the solo worker (issue 31) both need. No zod here: the worker imports it through `./plain` and never loads
 * the schemas.
 */
import type { Claim } from '@among-cultists/engine';
import { COLOUR_NAMES, roleWithArticle } from '@among-cultists/engine/words';

/**
 * The claim as a plain English sentence: the `text` of its chat line, which clients that do not know
 * claims (older ones, the CLI's record) read instead. Clients that do render the claim in their language.
 */
export function claimText(claim: Claim, name: (seat: number) => string): string {
  switch (claim.kind) {
    case 'checked':
      return `I checked ${name(claim.target)} in round ${claim.round}: ${claim.verdict}.`;
    case 'route':
      return `My Route in round ${claim.round} allows ${claim.colours.map((c) => COLOUR_NAMES[c]).join(', ')}.`;
    case 'gave':
      return `In round ${claim.round} I gave ${name(claim.to)} ${claim.card === 'alive' ? 'an Alive' : 'a Dead'} card.`;
    case 'role':
      return `I am ${roleWithArticle(claim.role)}.`;
    case 'suspect':
      return `I suspect ${name(claim.target)}.`;
    case 'trust':
      return `I trust ${name(claim.target)}.`;
  }
}

/**
 * How long a bot takes to type a line (issue 27), so that its lines come one at a time like a person's:
 * `msPerChar` for each character of the line's English text, never less than TYPING_MIN_MS nor more than
 * TYPING_MAX_MS (a long claim is not typed for ages). 0 ms a character: no wait (tests that play fast).
 * The server's setting is BOT_TYPING_MS (docs/server.md); the solo worker scales it by the chosen pace.
 */
export const TYPING_MIN_MS = 800;
export const TYPING_MAX_MS = 4_000;
export const DEFAULT_TYPING_MS_PER_CHAR = 45;

export function typingDelay(claim: Claim, msPerChar: number): number {
  if (msPerChar <= 0) return 0;
  // A Character's name as the table shows it ("7 · Marek") is about this long.
  const chars = claimText(claim, () => '7 · Marek').length;
  return Math.min(TYPING_MAX_MS, Math.max(TYPING_MIN_MS, Math.round(chars * msPerChar)));
}

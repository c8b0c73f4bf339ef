/**
 * A claim's plain English sentence, the `text` of its chat line, for the solo worker: the same words as the
 * protocol's `claimText` (claim-line.test.ts holds them equal for every claim), taken from the engine's words
 * only. The protocol's main entry builds every zod schema when it loads, which the worker never uses: most of
 * its chunk and of its start before a stored game's first view (issue 31's budget).
 */
import type { Claim } from '@among-cultists/engine';
import { COLOUR_NAMES, roleWithArticle } from '@among-cultists/engine/words';

export function claimLine(claim: Claim, name: (seat: number) => string): string {
  switch (claim.kind) {
    case 'checked':
      return `I checked ${name(claim.target)} in round ${claim.round}: ${claim.verdict}.`;
    case 'route': {
      const colours = claim.colours.map((c) => COLOUR_NAMES[c]).join(', ');
      return `My Route in round ${claim.round} allows ${colours}.`;
    }
    case 'gave': {
      const card = claim.card === 'alive' ? 'an Alive' : 'a Dead';
      return `In round ${claim.round} I gave ${name(claim.to)} ${card} card.`;
    }
    case 'role':
      return `I am ${roleWithArticle(claim.role)}.`;
    case 'suspect':
      return `I suspect ${name(claim.target)}.`;
    case 'trust':
      return `I trust ${name(claim.target)}.`;
  }
}

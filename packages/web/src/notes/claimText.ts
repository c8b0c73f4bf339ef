import { COLOURS, type Claim, type ClaimReasonCode } from '@among-cultists/engine';
import type { TFunction } from 'i18next';

/** A claim as a sentence in the player's language ("I checked Bea in round 2: alive."). */
export function claimSentence(t: TFunction, claim: Claim, seatName: (seat: number) => string): string {
  switch (claim.kind) {
    case 'checked':
      return t('notes.claim.sentence.checked', {
        name: seatName(claim.target),
        round: claim.round,
        verdict: t(`notes.claim.verdicts.${claim.verdict}`),
      });
    case 'route': {
      // In the board's order of colours, whatever order they were picked in.
      const colours = COLOURS.filter((c) => claim.colours.includes(c));
      return t('notes.claim.sentence.route', {
        round: claim.round,
        colours: colours.map((c) => t(`colourName.${c}`)).join(', '),
      });
    }
    case 'gave':
      return t(claim.card === 'alive' ? 'notes.claim.sentence.gaveAlive' : 'notes.claim.sentence.gaveDead', {
        name: seatName(claim.to),
        round: claim.round,
      });
    case 'role':
      return t('notes.claim.sentence.role', { role: t(`role.${claim.role}`) });
    case 'suspect':
      return t('notes.claim.sentence.suspect', { name: seatName(claim.target) });
    case 'trust':
      return t('notes.claim.sentence.trust', { name: seatName(claim.target) });
  }
}

/** Why the claims checker holds a claim false, in the player's language. */
export function reasonText(t: TFunction, code: ClaimReasonCode): string {
  return t(`notes.claim.reason.${code}`);
}

/** @jsxRuntime automatic */
import type { Claim, ClaimVerdict } from '@among-cultists/engine';
import { useTranslation } from 'react-i18next';
import { claimSentence, reasonText } from './claimText.ts';

interface Props {
  readonly claim: Claim;
  readonly seatName: (seat: number) => string;
  /** The claims checker's verdict, when it has been reached (the checker loads on demand). */
  readonly verdict?: ClaimVerdict | undefined;
}

/**
 * A claim as the table heard it: a sentence in the reader's language, framed as a claim, with the checker's
 * mark when the public facts contradict it (the reasons one tap away).
 */
export function ClaimSaid({ claim, seatName, verdict }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <span className={`claim claim-${claim.kind}`}>
        <span className="sr-only">
          {t('notes.claim.label')}
          {t('app.colon')}
        </span>
        {claimSentence(t, claim, seatName)}
      </span>
      {verdict?.status === 'contradicted' && (
        <details className="claim-contradicted">
          <summary>
            <span aria-hidden="true">⚠ </span>
            {t('notes.claim.contradicted')}
          </summary>
          <ul>
            {[...new Set(verdict.reasons.map((r) => r.code))].map((code) => (
              <li key={code}>{reasonText(t, code)}</li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

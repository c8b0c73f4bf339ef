/** @jsxRuntime automatic */
import { useState } from 'react';
import type { ReplayT } from './text/index.ts';

/** Copies a link to this moment of the replay; says whether it worked, and shows the link if it did not. */
export function CopyLink({ url, rt }: { url: string; rt: ReplayT }) {
  // The outcome belongs to the link it was for: a step further on, it no longer applies.
  const [outcome, setOutcome] = useState<{ readonly url: string; readonly copied: boolean } | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setOutcome({ url, copied: true });
    } catch {
      // No clipboard here (permissions, an old browser): the link is shown to copy by hand.
      setOutcome({ url, copied: false });
    }
  };
  const shown = outcome?.url === url ? outcome : null;
  return (
    <div className="copy-link">
      <button type="button" onClick={() => void copy()}>
        {rt('share.copy')}
      </button>
      <span role="status" className="copy-outcome">
        {shown !== null && (shown.copied ? rt('share.copied') : rt('share.failed', { url }))}
      </span>
    </div>
  );
}

/** @jsxRuntime automatic */
import type { Names } from '../game/names.ts';
import { badgeText } from './badgeText.ts';
import type { ReplayT } from './text/index.ts';
import type { DealCheck } from './verify.ts';

const ICON = { checking: '…', verified: '✓', mismatch: '✗', unchecked: '?' } as const;

/** "Deal verified" or "Does not match" with the reason; a status region, so the verdict is read out when it comes. */
export function DealBadge({ check, names, rt }: { check: DealCheck | null; names: Names; rt: ReplayT }) {
  const text = badgeText(check, names, rt);
  return (
    <section
      className={`panel deal-badge ${text.status}`}
      aria-label={rt('badge.label')}
      data-deal={text.status}
    >
      <p role="status">
        <span className="deal-icon" aria-hidden="true">
          {ICON[text.status]}
        </span>{' '}
        <strong>{text.title}</strong>
      </p>
      {text.detail !== null && <p className="deal-detail">{text.detail}</p>}
    </section>
  );
}

/** @jsxRuntime automatic */
import { useEffect, useRef } from 'react';
import type { ReplayT } from './text/index.ts';

/** The shortcuts' rows: the keys, then what they do. */
const ROWS = ['play', 'step', 'round', 'ends', 'speed', 'help'] as const;

/**
 * The replay's keyboard shortcuts, listed (opened by its button or by ?; Escape or the button closes it). It takes
 * the focus when it opens, so a screen reader reads it.
 */
export function Shortcuts({ id, rt, onClose }: { id: string; rt: ReplayT; onClose: () => void }) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <section
      id={id}
      ref={box}
      tabIndex={-1}
      className="replay-shortcuts"
      aria-label={rt('shortcuts.title')}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        onClose();
      }}
    >
      <h2>{rt('shortcuts.title')}</h2>
      <dl>
        {ROWS.map((row) => (
          <div key={row}>
            <dt>
              <kbd>{rt(`shortcuts.${row}Keys`)}</kbd>
            </dt>
            <dd>{rt(`shortcuts.${row}`)}</dd>
          </div>
        ))}
      </dl>
      <p className="hint">{rt('shortcuts.swipe')}</p>
      <button type="button" className="small" onClick={onClose}>
        {rt('shortcuts.close')}
      </button>
    </section>
  );
}

/** @jsxRuntime automatic */
import { useEffect, useRef } from 'react';
import type { ClaimReason } from '@among-cultists/engine';
import type { ChatLine } from '@among-cultists/protocol';
import type { Names } from '../game/names.ts';
import { reasonsText, saidText } from './words.ts';
import type { ReplayT } from './text/index.ts';

/**
 * The chat as it stood at this moment (or whole, when the record has no times to place it by). Read only;
 * a claim the checker contradicts carries its mark.
 */
export function ReplayChat({
  lines,
  whole,
  contradicted,
  names,
  rt,
}: {
  lines: readonly ChatLine[];
  whole: boolean;
  /** Why the checker contradicts a line's claim, by the line's `seq`. */
  contradicted: ReadonlyMap<number, readonly ClaimReason[]>;
  names: Names;
  rt: ReplayT;
}) {
  // The newest line is at the bottom of the box, in view, as in a chat.
  const list = useRef<HTMLOListElement>(null);
  const newest = lines.at(-1)?.seq ?? -1;
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newest]);
  return (
    <section className="panel replay-chat" aria-label={rt('chat.title')}>
      <h2>{rt('chat.title')}</h2>
      {whole && <p className="hint">{rt('chat.whole')}</p>}
      {lines.length === 0 ? (
        <p>{rt('chat.empty')}</p>
      ) : (
        <ol ref={list} tabIndex={0} aria-label={rt('chat.title')}>
          {lines.map((line) => (
            <li key={line.seq} className={line.seat === null ? 'game-line' : undefined}>
              <strong>{line.seat === null ? rt('chat.game') : names.seat(line.seat)}</strong>
              {names.t('app.colon')}
              {saidText(line, names)}
              {contradicted.has(line.seq) && (
                <em className="contradicted">
                  {' '}
                  <span aria-hidden="true">✕</span> {rt('chat.contradicted')}
                  {names.t('app.colon')}
                  {reasonsText(contradicted.get(line.seq)!, names)}
                </em>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

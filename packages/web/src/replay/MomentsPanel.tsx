/** @jsxRuntime automatic */
import { eventText } from '../game/eventText.ts';
import type { Names } from '../game/names.ts';
import { reasonsText, saidText } from './words.ts';
import type { Mark } from './marks.ts';
import type { ReplayT } from './text/index.ts';

/** The track's symbol for each kind of moment (the list below names it in words). */
export const MARK_GLYPH = { murder: '✝', revealed: '●', seer: '★', check: '◆', lie: '✕' } as const;

/**
 * The moments knowledge changed, in the order of the game, each with a button to go there; a murder also
 * says when it became known. The track above shows the same moments as symbols.
 */
export function MomentsPanel({
  marks,
  step,
  sofar,
  names,
  rt,
  onGo,
}: {
  marks: readonly Mark[];
  step: number;
  /** Says whose knowledge by this step the marks are; null: the whole game's, with hindsight. */
  sofar: string | null;
  names: Names;
  rt: ReplayT;
  onGo: (step: number) => void;
}) {
  return (
    <section className="panel moments" aria-label={rt('moments.title')}>
      <h2>{rt('moments.title')}</h2>
      <p className="hint">
        {rt('moments.legend')}
        {sofar !== null && <> {sofar}</>}
      </p>
      {marks.length === 0 ? (
        <p>{rt('moments.empty')}</p>
      ) : (
        <ol>
          {marks.map((m, i) => (
            <li
              key={`${m.kind}-${m.step}-${m.seat}-${i}`}
              className={`moment ${m.kind}${m.step === step ? ' here' : ''}${m.step > step ? ' later' : ''}`}
              aria-current={m.step === step ? 'step' : undefined}
            >
              <span className="moment-kind">
                <span aria-hidden="true">{MARK_GLYPH[m.kind]}</span> {rt(`moments.${m.kind}`)}
              </span>{' '}
              <span className="moment-text">
                {m.entry !== null
                  ? eventText(m.entry, names)
                  : `${names.seat(m.seat)}${names.t('app.colon')}${m.line ? saidText(m.line, names) : ''} — ${reasonsText(m.reasons ?? [], names)}`}
              </span>{' '}
              <button
                type="button"
                className="small"
                onClick={() => {
                  onGo(m.step);
                }}
              >
                {rt('moments.at', { step: m.step, round: m.round })}
              </button>
              {m.kind === 'murder' &&
                (m.revealedAt === null || m.revealedAt === undefined ? (
                  <span className="moment-known">
                    {' '}
                    {rt(sofar === null ? 'moments.neverRevealed' : 'moments.notYetRevealed')}
                  </span>
                ) : (
                  <>
                    {' '}
                    <button
                      type="button"
                      className="small"
                      onClick={() => {
                        onGo(m.revealedAt!);
                      }}
                    >
                      {rt('moments.revealedAt', { step: m.revealedAt })}
                    </button>
                  </>
                ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

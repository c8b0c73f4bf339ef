/** @jsxRuntime automatic */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHRASES, phraseText, type Phrase } from '../game/quickPhrases.ts';

interface Props {
  readonly seatName: (seat: number) => string;
  /** The seats a phrase may name. */
  readonly others: readonly number[];
  readonly onSend: (text: string) => void;
}

/**
 * Common table talk in one tap, sent as ordinary chat text in the sender's language. Phrases about
 * someone name the player picked in the list next to them.
 */
export function QuickPhrases({ seatName, others, onSend }: Props) {
  const { t } = useTranslation();
  const aboutId = useId();
  const [about, setAbout] = useState<number | null>(null);
  const named = about !== null && others.includes(about) ? about : (others[0] ?? null);
  const send = (phrase: Phrase) => {
    const text = phraseText(t, phrase, named === null ? null : seatName(named));
    if (text !== null) onSend(text);
  };
  return (
    <div className="quick-phrases" role="group" aria-label={t('feel.quick')}>
      <div className="phrase-row">
        {PHRASES.filter((p) => !p.about).map((p) => (
          <button
            key={p.key}
            type="button"
            className="small"
            onClick={() => {
              send(p);
            }}
          >
            {phraseText(t, p, null)}
          </button>
        ))}
      </div>
      {named !== null && (
        <div className="phrase-row">
          <label htmlFor={aboutId}>{t('feel.about')}</label>
          <select
            id={aboutId}
            value={named}
            onChange={(e) => {
              setAbout(Number(e.target.value));
            }}
          >
            {others.map((seat) => (
              <option key={seat} value={seat}>
                {seatName(seat)}
              </option>
            ))}
          </select>
          {PHRASES.filter((p) => p.about).map((p) => (
            <button
              key={p.key}
              type="button"
              className="small"
              onClick={() => {
                send(p);
              }}
            >
              {phraseText(t, p, seatName(named))}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

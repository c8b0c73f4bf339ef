/** @jsxRuntime automatic */
import { MAX_CHAT_LENGTH, type ChatLine } from '@among-cultists/protocol';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  readonly lines: readonly ChatLine[];
  readonly seatName: (seat: number) => string;
  readonly spectator: boolean;
  /** No Connection is in force: the server refuses chat, so the box says why. */
  readonly closed: boolean;
  readonly onSend: (text: string) => void;
}

export function ChatPanel({ lines, seatName, spectator, closed, onSend }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') return;
    onSend(trimmed);
    setText('');
  };
  return (
    <section className="panel chat" aria-label={t('chat.title')}>
      <h2>{t('chat.title')}</h2>
      <ol className="lines" aria-live="polite" tabIndex={0}>
        {lines.map((line) => (
          <li key={line.seq}>
            <strong>{line.seat === null ? t('chat.game') : seatName(line.seat)}:</strong> {line.text}
          </li>
        ))}
      </ol>
      {spectator ? (
        <p>{t('chat.spectator')}</p>
      ) : closed ? (
        <p>{t('chat.closed')}</p>
      ) : (
        <form onSubmit={submit} className="row">
          <input
            value={text}
            maxLength={MAX_CHAT_LENGTH}
            onChange={(e) => {
              setText(e.target.value);
            }}
            placeholder={t('chat.placeholder')}
            aria-label={t('chat.placeholder')}
          />
          <button type="submit">{t('chat.send')}</button>
        </form>
      )}
    </section>
  );
}

/** @jsxRuntime automatic */
import { MAX_CHAT_LENGTH, type ChatLine } from '@among-cultists/protocol';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  readonly lines: readonly ChatLine[];
  readonly seatName: (seat: number) => string;
  readonly spectator: boolean;
  /** No Connection is in force: the server refuses chat, so the box says why. */
  readonly closed: boolean;
  /** Older lines exist before the first one shown: a button above the lines asks for them. */
  readonly more: boolean;
  /** They have been asked for and have not come yet. */
  readonly loading: boolean;
  readonly onEarlier: () => void;
  readonly onSend: (text: string) => void;
}

/** Lines read out to screen readers at most, when several come at once. */
const ANNOUNCED = 3;

export function ChatPanel({ lines, seatName, spectator, closed, more, loading, onEarlier, onSend }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const listId = useId();
  const list = useRef<HTMLOListElement>(null);
  // Pressed for the last page: the button goes away with it, so the focus moves to the lines.
  const pressed = useRef(false);
  useEffect(() => {
    if (more || !pressed.current) return;
    pressed.current = false;
    list.current?.focus();
  }, [more]);
  // Screen readers hear the lines that come after the panel opened (the last few), never a page of older ones.
  const [since] = useState(() => lines.at(-1)?.seq ?? -1);
  const fresh = lines.filter((l) => l.seq > since).slice(-ANNOUNCED);
  const who = (line: ChatLine) => (line.seat === null ? t('chat.game') : seatName(line.seat));

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
      {more && (
        <button
          type="button"
          className="small earlier"
          aria-controls={listId}
          // Not `disabled`: the focus stays on it while the page comes.
          aria-disabled={loading || undefined}
          onClick={() => {
            if (loading) return;
            pressed.current = true;
            onEarlier();
          }}
        >
          {t('chat.earlier')}
        </button>
      )}
      {/* Numbered by the lines' own numbers, so a page of older lines does not renumber the rest. */}
      <ol
        id={listId}
        ref={list}
        className="lines"
        tabIndex={0}
        aria-busy={loading || undefined}
        start={lines[0] === undefined ? undefined : lines[0].seq + 1}
      >
        {lines.map((line) => (
          <li key={line.seq}>
            <strong>
              {who(line)}
              {t('app.colon').trimEnd()}
            </strong>{' '}
            {line.text}
          </li>
        ))}
      </ol>
      <div className="sr-only" aria-live="polite">
        {fresh.map((line) => (
          <p key={line.seq}>
            {who(line)}
            {t('app.colon')}
            {line.text}
          </p>
        ))}
      </div>
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

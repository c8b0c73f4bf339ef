/** @jsxRuntime automatic */
import type { ClaimVerdict } from '@among-cultists/engine';
import type { ChatLine } from '@among-cultists/protocol';
import { MAX_CHAT_LENGTH } from '@among-cultists/protocol/plain';
import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { unreadCount } from '../game/unread.ts';
import { ClaimSaid } from '../notes/ClaimSaid.tsx';
import { claimSentence } from '../notes/claimText.ts';
import { QuickPhrases } from './QuickPhrases.tsx';

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
  /** This player's seat: their own lines are never unread. */
  readonly me?: number | null;
  /** The seats a quick phrase may name ("I trust …"). */
  readonly others?: readonly number[];
  /** The claims checker's verdicts on the claims among the lines, by line `seq` (issue 16). */
  readonly verdicts?: ReadonlyMap<number, ClaimVerdict>;
  /** The claim composer, offered with the quick phrases to whoever may write. */
  readonly composer?: ReactNode;
}

/** Lines read out to screen readers at most, when several come at once. */
const ANNOUNCED = 3;

export function ChatPanel({
  lines,
  seatName,
  spectator,
  closed,
  more,
  loading,
  onEarlier,
  onSend,
  me = null,
  others = [],
  verdicts,
  composer,
}: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const listId = useId();
  const panelId = useId();
  const list = useRef<HTMLOListElement>(null);
  const panel = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  // Read: everything up to the newest line while the chat is on screen (or has the focus). Lines the
  // panel opened with count as read, so a reload does not call old talk new.
  const [inView, setInView] = useState(true);
  const [focused, setFocused] = useState(false);
  const [readUpTo, setReadUpTo] = useState(() => lines.at(-1)?.seq ?? -1);
  const newest = lines.at(-1)?.seq ?? -1;
  const reading = (inView || focused) && newest > readUpTo;
  useEffect(() => {
    if (reading) setReadUpTo(newest);
  }, [reading, newest]);
  useEffect(() => {
    const el = panel.current;
    if (el === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) setInView(entry.isIntersecting);
      },
      { threshold: 0.25 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
    };
  }, []);
  const unread = unreadCount(lines, readUpTo, me);
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
  // A claim reads in the reader's language; its plain `text` is for clients that do not know claims.
  const said = (line: ChatLine) => (line.claim ? claimSentence(t, line.claim, seatName) : line.text);

  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    const trimmed = text.trim();
    if (trimmed === '') return;
    onSend(trimmed);
    setText('');
  };
  const jump = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    panel.current?.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    (input.current ?? list.current)?.focus({ preventScroll: true });
  };
  return (
    <section
      id={panelId}
      ref={panel}
      className="panel chat"
      aria-label={t('chat.title')}
      onFocus={() => {
        setFocused(true);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <h2>
        {t('chat.title')}
        <UnreadBadge count={unread} />
      </h2>
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
          <li key={line.seq} className={line.claim ? 'claim-line' : undefined}>
            <strong>
              {who(line)}
              {t('app.colon').trimEnd()}
            </strong>{' '}
            {line.claim ? (
              <ClaimSaid claim={line.claim} seatName={seatName} verdict={verdicts?.get(line.seq)} />
            ) : (
              line.text
            )}
          </li>
        ))}
      </ol>
      <div className="sr-only" aria-live="polite">
        {fresh.map((line) => (
          <p key={line.seq}>
            {who(line)}
            {t('app.colon')}
            {said(line)}
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
            ref={input}
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
      {!spectator && !closed && <QuickPhrases seatName={seatName} others={others} onSend={onSend} />}
      {!spectator && !closed && composer}
      {/* One tap to the chat from anywhere on the page, with what is new (phones: the chat is far down). */}
      {!inView && (
        <button type="button" className="chat-jump" aria-controls={panelId} onClick={jump}>
          {t('feel.chatJump')}
          <UnreadBadge count={unread} />
        </button>
      )}
    </section>
  );
}

/** The number for the eyes, the words ("3 unread messages") for screen readers. */
function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <span className="unread-badge">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{t('feel.unread', { count })}</span>
    </span>
  );
}

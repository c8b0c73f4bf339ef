/** @jsxRuntime automatic */
import type { Notebook } from '@among-cultists/protocol';
import {
  cleanNotes,
  MAX_NOTES_LENGTH,
  NOTEBOOK_MARKS,
  type NotebookMark,
} from '@among-cultists/protocol/plain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A refusal of a save that the panel answers by saving again a moment later. */
const RETRIED = new Set(['notebook/rate', 'notebook/unavailable']);

export interface NotebookPanelProps {
  /** Every seat of the game, in order (a notebook keeps a mark or none for each). */
  readonly seats: readonly number[];
  readonly me: number;
  readonly seatName: (seat: number) => string;
  /** The notebook as the server last sent it (on hello, or from another device). */
  readonly saved: Notebook | null;
  /** The last refusal of a save (its `n` counts them). */
  readonly error: { readonly code: string; readonly n: number } | null;
  /** Whether the socket is open: a save made offline is made again once it is. */
  readonly online: boolean;
  /** The game is over: the notebook is part of the record and no longer changes. */
  readonly closed: boolean;
  /** Sends the notebook; false if it could not go now. */
  readonly onSave: (notebook: Notebook) => boolean;
  /** How long typing must pause before a save (tests: 0). */
  readonly debounceMs?: number;
}

const empty = (seats: number): Notebook => ({ marks: Array<null>(seats).fill(null), notes: '' });

/**
 * The seat's private notebook: a mark per Character and free notes. Saved to the server a moment after
 * each change (so it is there on reload and on another device), and replaced by a copy saved elsewhere
 * while nothing here waits to be saved.
 */
export function NotebookPanel({
  seats,
  me,
  seatName,
  saved,
  error,
  online,
  closed,
  onSave,
  debounceMs = 1200,
}: NotebookPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<Notebook>(() => saved ?? empty(seats.length));
  /** Changes here not yet sent. */
  const [dirty, setDirty] = useState(false);
  /** Whether this device changed anything (only then is a failed save tried again). */
  const [touched, setTouched] = useState(false);
  const [handled, setHandled] = useState(error?.n ?? 0);
  /** A save of this device came after another device's (`notebook/stale`): the newer notebook is shown. */
  const [superseded, setSuperseded] = useState(false);
  // The latest `onSave`, without restarting the wait for the pause in typing on every render.
  const save = useRef(onSave);
  useEffect(() => {
    save.current = onSave;
  });

  // A copy saved elsewhere (or the one the server had on hello) replaces ours unless ours waits to go.
  useEffect(() => {
    if (saved !== null && !dirty) setDraft(saved);
  }, [saved, dirty]);
  useEffect(() => {
    if (error === null || error.n === handled) return;
    setHandled(error.n);
    if (touched && RETRIED.has(error.code)) setDirty(true);
    // Another device saved first: the notebook it saved (sent right after) replaces this device's edit,
    // which was made on an older one.
    if (error.code === 'notebook/stale') {
      setDirty(false);
      setSuperseded(true);
    }
  }, [error, handled, touched]);
  // An edit still waiting for the pause in typing when the panel goes (pass and play hides a person's screen
  // as soon as their move passes the device on) is sent then, not lost.
  const waiting = useRef<Notebook | null>(null);
  useEffect(() => {
    waiting.current = dirty && !closed && online ? draft : null;
  });
  useEffect(
    () => () => {
      if (waiting.current !== null) save.current(waiting.current);
    },
    [],
  );
  useEffect(() => {
    if (!dirty || closed || !online) return;
    const timer = setTimeout(() => {
      if (save.current(draft)) setDirty(false);
    }, debounceMs);
    return () => {
      clearTimeout(timer);
    };
  }, [draft, dirty, closed, online, debounceMs]);

  const change = (next: Notebook) => {
    setDraft(next);
    setDirty(true);
    setTouched(true);
    setSuperseded(false);
  };
  const markOf = (seat: number): NotebookMark | null => draft.marks[seat] ?? null;
  const status = closed
    ? t('notes.notebook.closed')
    : superseded
      ? t('rejection.notebook/stale')
      : error !== null && error.n === handled && touched && error.code.startsWith('notebook/') && dirty
        ? t(`rejection.${error.code}` as 'rejection.notebook/rate')
        : dirty
          ? t('notes.notebook.saving')
          : touched
            ? t('notes.notebook.saved')
            : '';

  return (
    <section className="panel notebook" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('notes.notebook.title')}</h2>
      <p className="hint">{t('notes.notebook.private')}</p>
      <ul className="notebook-marks">
        {seats
          .filter((seat) => seat !== me)
          .map((seat) => (
            <li key={seat}>
              <label htmlFor={`${id}-mark-${seat}`}>{seatName(seat)}</label>
              <select
                id={`${id}-mark-${seat}`}
                aria-label={t('notes.notebook.mark', { name: seatName(seat) })}
                className={`mark mark-${markOf(seat) ?? 'none'}`}
                value={markOf(seat) ?? 'none'}
                disabled={closed}
                onChange={(e) => {
                  const value = e.target.value;
                  const mark = NOTEBOOK_MARKS.find((m) => m === value) ?? null;
                  const marks = seats.map((s) => (s === seat ? mark : markOf(s)));
                  change({ ...draft, marks });
                }}
              >
                <option value="none">{t('notes.notebook.marks.none')}</option>
                {NOTEBOOK_MARKS.map((m) => (
                  <option key={m} value={m}>
                    {t(`notes.notebook.marks.${m}`)}
                  </option>
                ))}
              </select>
            </li>
          ))}
      </ul>
      <label htmlFor={`${id}-notes`}>{t('notes.notebook.notes')}</label>
      <textarea
        id={`${id}-notes`}
        className="notebook-notes"
        rows={5}
        maxLength={MAX_NOTES_LENGTH}
        value={draft.notes}
        readOnly={closed}
        onChange={(e) => {
          change({ ...draft, notes: cleanNotes(e.target.value) });
        }}
      />
      <p className="hint notebook-status" role="status">
        {status}
      </p>
    </section>
  );
}

/** @jsxRuntime automatic */
import { NOTEBOOK_MARKS, type NotebookMark } from '@among-cultists/protocol';
import type { Names } from '../game/names.ts';
import type { RecordNotebook } from './record.ts';
import type { ReplayT } from './text/index.ts';

const isMark = (mark: string | null): mark is NotebookMark =>
  mark !== null && (NOTEBOOK_MARKS as readonly string[]).includes(mark);

/**
 * A seat's notebook as the game ended (private while it ran, public in the record): its mark for each
 * Character and its notes. Read only.
 */
export function NotebookShown({
  notebook,
  names,
  rt,
}: {
  notebook: RecordNotebook;
  names: Names;
  rt: ReplayT;
}) {
  const { t } = names;
  const title = rt('notebook.title', { name: names.seat(notebook.seat) });
  const marked = notebook.marks.flatMap((mark, seat) => (isMark(mark) ? [{ seat, mark }] : []));
  return (
    <section className="panel notebook-shown" aria-label={title}>
      <h2>{title}</h2>
      <p className="hint">{rt('notebook.hint')}</p>
      {marked.length > 0 && (
        <ul>
          {marked.map(({ seat, mark }) => (
            <li key={seat}>
              {names.seat(seat)}
              {t('app.colon')}
              {t(`notes.notebook.marks.${mark}`)}
            </li>
          ))}
        </ul>
      )}
      {notebook.notes.trim() !== '' && (
        <>
          <h3>{t('notes.notebook.notes')}</h3>
          <p className="notebook-notes">{notebook.notes}</p>
        </>
      )}
    </section>
  );
}

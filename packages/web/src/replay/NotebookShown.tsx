/** @jsxRuntime automatic */
import { NOTEBOOK_MARKS, type NotebookMark } from '@among-cultists/protocol/plain';
import type { Names } from '../game/names.ts';
import type { NotebookAt } from './notebookAt.ts';
import type { ReplayT } from './text/index.ts';

const isMark = (mark: string | null): mark is NotebookMark =>
  mark !== null && (NOTEBOOK_MARKS as readonly string[]).includes(mark);

/**
 * A seat's notebook at the replay's step (private while the game ran, public in the record), or as the game
 * ended when the record keeps no saves of it: its mark for each Character and its notes. Read only.
 */
export function NotebookShown({ shown, names, rt }: { shown: NotebookAt; names: Names; rt: ReplayT }) {
  const { t } = names;
  const title = rt('notebook.title', { name: names.seat(shown.seat) });
  if (shown.kind === 'notYet' || shown.kind === 'dropped')
    return (
      <section className="panel notebook-shown" aria-label={title}>
        <h2>{title}</h2>
        <p className="hint">{rt(`notebook.${shown.kind}`)}</p>
      </section>
    );
  const { notebook } = shown;
  const marked = notebook.marks.flatMap((mark, seat) => (isMark(mark) ? [{ seat, mark }] : []));
  return (
    <section className="panel notebook-shown" aria-label={title}>
      <h2>{title}</h2>
      <p className="hint">{rt(shown.kind === 'saved' ? 'notebook.at' : 'notebook.hint')}</p>
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

/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { seatName } from '../src/game/names.ts';
import { LANGUAGES, type Language } from '../src/i18n/all.ts';
import { recordLobby } from '../src/replay/lobby.ts';
import { notebooksAt, saveSteps, type NotebookAt } from '../src/replay/notebookAt.ts';
import { readRecord, type RecordNotebookSave, type ReplayRecord } from '../src/replay/record.ts';
import { ReplayScreen } from '../src/replay/ReplayScreen.tsx';
import { loadReplayText, replayT } from '../src/replay/text/index.ts';
import { buildTimeline } from '../src/replay/timeline.ts';
import { englishT } from './helpers.ts';
import { recordedGame, serverRecord } from './replay-game.ts';

const marks = (suspect: number | null): (string | null)[] =>
  [0, 1, 2, 3, 4].map((s) => (s === suspect ? 'suspect' : null));
const save = (seat: number, at: number, notes: string, version?: number): RecordNotebookSave => ({
  seat,
  at,
  marks: marks(seat + 1),
  notes,
  ...(version === undefined ? {} : { version }),
});
/** Actions a second apart from t = 1000: action i (step i + 1) at 1000 · (i + 1). */
const actions = [1, 2, 3, 4, 5].map((i) => ({ seat: 0, action: { type: 'ready' }, at: 1000 * i }));
const last = actions.length;
const notesOf = (shown: NotebookAt[]) =>
  shown.map((n) =>
    n.kind === 'saved' || n.kind === 'final'
      ? `${n.seat}:${n.kind}:${n.notebook.notes}`
      : `${n.seat}:${n.kind}`,
  );

describe('which save of a notebook a replay shows', () => {
  it('places each save between the actions by its time, as the chat is: at an action’s time, after it', () => {
    const history = [save(0, 500, 'a'), save(0, 1000, 'b'), save(1, 2500, 'c'), save(0, 9000, 'd')];
    assert.deepEqual(saveSteps(history, actions as ReplayRecord['actions'], last), [0, 1, 2, last]);
    // Nothing to place: a record without history, or without action times.
    assert.equal(saveSteps(undefined, actions as ReplayRecord['actions'], last), null);
    const untimed = actions.map(({ seat, action }) => ({ seat, action }));
    assert.equal(saveSteps(history, untimed as ReplayRecord['actions'], last), null);
  });

  it('shows each seat’s last save at or before the step, says so before its first, and keeps seat order', () => {
    const history = [
      save(1, 500, 'one first'),
      save(0, 1500, 'zero first'),
      save(0, 1700, 'zero again'),
      save(1, 3000, 'one later'),
    ];
    const steps = saveSteps(history, actions as ReplayRecord['actions'], last);
    const at = (step: number) => notesOf(notebooksAt([], history, steps, step));
    assert.deepEqual(at(0), ['0:notYet', '1:saved:one first']);
    assert.deepEqual(at(1), ['0:saved:zero again', '1:saved:one first']);
    assert.deepEqual(at(2), ['0:saved:zero again', '1:saved:one first']);
    assert.deepEqual(at(3), ['0:saved:zero again', '1:saved:one later']);
    assert.deepEqual(at(last), ['0:saved:zero again', '1:saved:one later']);
    // The marks shown are the save's own, under its seat.
    const shown = notebooksAt([], history, steps, 3)[1]!;
    assert.ok(shown.kind === 'saved');
    assert.deepEqual(shown.notebook, { seat: 1, marks: marks(2), notes: 'one later' });
  });

  it('before the first save kept, a seat whose older saves were dropped says that instead of "not yet"', () => {
    const history = [save(0, 2500, 'kept', 201), save(1, 2500, 'first', 1)];
    const steps = saveSteps(history, actions as ReplayRecord['actions'], last);
    assert.deepEqual(notesOf(notebooksAt([], history, steps, 1)), ['0:dropped', '1:notYet']);
    assert.deepEqual(notesOf(notebooksAt([], history, steps, 2)), ['0:saved:kept', '1:saved:first']);
  });

  it('without a history (an older record, or no action times), or for a seat it does not list, the notebook as it ended', () => {
    const final = [
      { seat: 2, marks: marks(0), notes: 'as it ended' },
      { seat: 0, marks: marks(1), notes: 'zero at the end' },
    ];
    for (const step of [0, 3, last]) {
      assert.deepEqual(notesOf(notebooksAt(final, undefined, null, step)), [
        '0:final:zero at the end',
        '2:final:as it ended',
      ]);
      // The history lists seat 0 only (seat 2 saved before the server kept saves): seat 2 as it ended.
      const history = [save(0, 2500, 'zero mid-game')];
      const steps = saveSteps(history, actions as ReplayRecord['actions'], last);
      assert.deepEqual(notesOf(notebooksAt(final, history, steps, step)), [
        step >= 2 ? '0:saved:zero mid-game' : '0:notYet',
        '2:final:as it ended',
      ]);
      // A history that cannot be placed in time is not used.
      assert.deepEqual(notesOf(notebooksAt(final, history, null, step)), [
        '0:final:zero at the end',
        '2:final:as it ended',
      ]);
    }
  });
});

describe('the record’s notebook history', () => {
  const base = { options: { seed: 'ab' }, actions: [] };
  it('is read in order of time then seat, malformed saves dropped', () => {
    const good = [save(1, 2000, 'b', 2), save(0, 2000, 'a'), save(1, 1000, 'first', 1)];
    const bad = [
      { seat: 0, marks: marks(1), notes: 'no time' },
      { seat: 0, at: '1000', marks: marks(1), notes: 'time as text' },
      { seat: 0, at: Number.NaN, marks: marks(1), notes: 'no number' },
      { seat: 0.5, at: 1000, marks: marks(1), notes: 'half a seat' },
      { seat: 0, at: 1000, marks: [1], notes: 'a mark that is a number' },
      { seat: 0, at: 1000, marks: marks(1), notes: 7 },
      { seat: 0, at: 1000, marks: marks(1), notes: 'odd version', version: 'two' },
      null,
      'a save',
    ];
    const read = readRecord({
      ...base,
      notebookHistory: [bad[0], good[0], ...bad.slice(1), good[1], good[2]],
    });
    assert.ok(read.ok);
    assert.deepEqual(read.record.notebookHistory, [good[2], good[1], good[0]]);
  });

  it('is absent from a record without one (the notebooks are then shown as they ended), or with something else there', () => {
    for (const notebookHistory of [undefined, null, {}, 'saves']) {
      const read = readRecord({
        ...base,
        notebooks: [{ seat: 0, marks: marks(1), notes: 'end' }],
        notebookHistory,
      });
      assert.ok(read.ok);
      assert.equal(read.record.notebookHistory, undefined);
      assert.ok(!('notebookHistory' in read.record));
      assert.equal(read.record.notebooks.length, 1);
    }
    const empty = readRecord({ ...base, notebookHistory: [] });
    assert.ok(empty.ok);
    assert.deepEqual(empty.record.notebookHistory, []);
  });
});

describe('the replay shows a notebook as it stood at the step', () => {
  const CODES = Object.keys(LANGUAGES) as Language[];
  before(async () => {
    await englishT();
    for (const code of CODES) await loadReplayText(code);
  });
  const game = recordedGame(5, 23);
  const plain = serverRecord(game);
  const built = buildTimeline(plain.options, plain.actions);
  assert.ok(built.ok);
  const timeline = built.timeline;
  // Seat 0 first saves after the third action, then rewrites its notes after the sixth.
  const after = (n: number) => plain.actions[n - 1]!.at! + 100;
  const record: ReplayRecord = {
    ...plain,
    notebookHistory: [
      { seat: 0, at: after(3), marks: marks(1), notes: 'First thoughts.' },
      { seat: 0, at: after(6), marks: marks(2), notes: 'Watch Player 2.' },
    ],
  };
  // A seat as the replay names it, in the language of the moment.
  const who = (seat: number) => seatName(i18next.t, recordLobby(record, record.seats.length, null), seat);
  const screen = (rec: ReplayRecord, step: number, lens: 'truth' | 'spectator' | number) =>
    renderToStaticMarkup(
      <ReplayScreen
        record={rec}
        timeline={timeline}
        check={null}
        digest={null}
        rt={replayT}
        initialStep={step}
        initialLens={lens}
      />,
    );

  it('in every language: not yet saved, then each save from its step on, in the seat’s lens and the truth’s only', async () => {
    for (const code of CODES) {
      await i18next.changeLanguage(code);
      const title = replayT('notebook.title', { name: who(0) });
      const notYet = replayT('notebook.notYet');
      const start = screen(record, 2, 0);
      assert.ok(start.includes(title), code);
      assert.ok(start.includes(notYet), code);
      assert.ok(!start.includes('First thoughts.') && !start.includes('Watch Player 2.'), code);
      for (const lens of [0, 'truth'] as const) {
        const early = screen(record, 4, lens);
        assert.ok(early.includes('First thoughts.') && !early.includes('Watch Player 2.'), `${code} ${lens}`);
        assert.ok(early.includes(replayT('notebook.at')), code);
        assert.ok(
          early.includes(`${who(1)}${i18next.t('app.colon')}${i18next.t('notes.notebook.marks.suspect')}`),
          code,
        );
        const later = screen(record, 7, lens);
        assert.ok(later.includes('Watch Player 2.') && !later.includes('First thoughts.'), `${code} ${lens}`);
        assert.ok(
          later.includes(`${who(2)}${i18next.t('app.colon')}${i18next.t('notes.notebook.marks.suspect')}`),
          code,
        );
      }
      for (const lens of [1, 'spectator'] as const) {
        const other = screen(record, timeline.last, lens);
        assert.ok(!other.includes(title) && !other.includes('Watch Player 2.'), `${code} ${lens}`);
      }
      // A record without history: the notebook as the game ended, from the start, as before.
      const old = screen(plain, 0, 0);
      assert.ok(old.includes('Watch Player 2.') && old.includes(replayT('notebook.hint')), code);
      assert.ok(!old.includes(notYet), code);
    }
    await i18next.changeLanguage('en');
  });
});

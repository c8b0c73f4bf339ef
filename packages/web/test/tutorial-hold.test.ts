/**
 * Issue 27: "the bots wait while the coach teaches", and "the coach never skips a step because a bot acted".
 * The coach holds its lesson's bots while a step to read is on screen (steps.ts' holdsBots), a step to read
 * stays until read however far the game went meanwhile, and the connection says the hold to the server once
 * per change, and again after a reconnection.
 */
import assert from 'node:assert/strict';
import { before, describe, it, mock } from 'node:test';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { logFor, type PlayerView } from '@among-cultists/engine';
import { makeNames } from '../src/game/names.ts';
import { Coach } from '../src/tutorial/Coach.tsx';
import { investigatorLesson as L } from '../src/tutorial/lessons/investigator.ts';
import {
  acknowledge,
  advance,
  currentStep,
  holdsBots,
  NO_PROGRESS,
  type Progress,
} from '../src/tutorial/steps.ts';
import { coachEn } from '../src/tutorial/text/en.ts';
import { coachT, lessonT, loadCoachText, loadLessonText } from '../src/tutorial/text/index.ts';
import { englishT, mockedConnection, type FakeSocket } from './helpers.ts';
import { newGame, playUntil } from './first-game.ts';

describe('the coach holds the bots while a step is read (issue 27)', () => {
  it('holds them while “Got it” waits, lets them go when the step asks the player to decide or is read', () => {
    const s = newGame();
    const night = playUntil((v) => v.phase.kind === 'night', s).view;
    let progress: Progress = advance(L, NO_PROGRESS, night, logFor(s, 0));
    let step = currentStep(L, night, logFor(s, 0), progress);
    assert.equal(step, 'night');
    assert.equal(holdsBots(L, step), false, 'a decision of the player’s own: the bots decide theirs');

    const moving = playUntil((v) => v.phase.kind === 'movement', s).view;
    progress = advance(L, progress, moving, logFor(s, 0));
    step = currentStep(L, moving, logFor(s, 0), progress);
    assert.equal(step, 'route');
    assert.equal(holdsBots(L, step), true, 'the Route is read: the bots wait for “Got it”');
    progress = acknowledge(progress, 'route');
    step = currentStep(L, moving, logFor(s, 0), progress);
    assert.notEqual(step, 'route');
    assert.equal(holdsBots(L, step), false, 'read: the bots go on');
    assert.equal(holdsBots(L, null), false, 'nothing to explain (the bots’ turns): they play');
  });

  it('never skips a step to read because the game went on meanwhile (a hold that lapsed, the player’s own move)', () => {
    const s = newGame();
    let progress: Progress = advance(
      L,
      NO_PROGRESS,
      playUntil((v) => v.phase.kind === 'night', s).view,
      logFor(s, 0),
    );
    const moving = playUntil((v) => v.phase.kind === 'movement', s).view;
    progress = advance(L, progress, moving, logFor(s, 0));
    assert.equal(currentStep(L, moving, logFor(s, 0), progress), 'route', 'the Route is shown');
    // The Movement ends unread: its situation has passed, the step has not.
    const later = playUntil((v) => v.phase.kind !== 'movement' && v.phase.kind !== 'encounter', s).view;
    assert.equal(L.holds('route', later, logFor(s, 0)), false, 'no Movement any more');
    for (let i = 0; i < 10; i++) {
      progress = advance(L, progress, later, logFor(s, 0));
      const step = currentStep(L, later, logFor(s, 0), progress);
      if (step === 'route' || step === null) break;
      // A more urgent step comes first; once it is read or decided, the Route comes back.
      progress =
        L.kind[step] === 'read'
          ? acknowledge(progress, step)
          : { ...progress, done: [...progress.done, step] };
    }
    assert.equal(currentStep(L, later, logFor(s, 0), progress), 'route', 'still explained, until read');
    assert.equal(holdsBots(L, 'route'), true);
    progress = acknowledge(progress, 'route');
    assert.notEqual(currentStep(L, later, logFor(s, 0), progress), 'route');
  });
});

describe('the coach says that the bots wait (issue 27)', () => {
  before(async () => {
    await englishT();
    await loadCoachText('en');
    await loadLessonText(L, 'en');
  });

  /** The coach's markup for seat 0's view once `stop` holds. */
  function coachAt(stop: (view: PlayerView) => boolean): string {
    const s = newGame();
    const view = playUntil(stop, s).view;
    const names = makeNames(i18next.t, null, view.board.layout);
    return renderToStaticMarkup(
      createElement(Coach, {
        game: `hold-${view.phase.kind}`,
        view,
        log: logFor(s, 0),
        names,
        ct: coachT,
        lesson: L,
        lt: lessonT(L),
      }),
    );
  }

  it('under a step to read, and not under a decision of the player’s own', () => {
    const reading = coachAt((v) => v.phase.kind === 'movement' && v.legal.length === 0);
    assert.match(reading, /data-step="route"/);
    assert.ok(reading.includes(coachEn.botsWait));
    const deciding = coachAt((v) => v.phase.kind === 'night');
    assert.match(deciding, /data-step="night"/);
    assert.ok(!deciding.includes(coachEn.botsWait));
  });
});

describe('GameConnection.coachHold', () => {
  const net = mockedConnection();

  const holds = (s: FakeSocket) => s.sent.filter((m) => (m as { t: string }).t === 'coachHold');

  it('says each change once, and the last one again after a reconnection, right after the hello', () => {
    const s = net.sockets[0]!;
    s.open();
    net.connection.coachHold(false);
    assert.deepEqual(holds(s), [], 'nothing held yet: nothing to let go');
    net.connection.coachHold(true);
    net.connection.coachHold(true);
    assert.deepEqual(holds(s), [{ t: 'coachHold', hold: true }], 'the same hold is said once');
    net.connection.coachHold(false);
    net.connection.coachHold(true);
    assert.deepEqual(holds(s), [
      { t: 'coachHold', hold: true },
      { t: 'coachHold', hold: false },
      { t: 'coachHold', hold: true },
    ]);
    // The server's answer changes nothing on screen.
    const before = net.connection.getSnapshot();
    s.push({ t: 'coachHold', held: true, until: 123 });
    assert.equal(net.connection.getSnapshot(), before);
    s.drop();
    mock.timers.tick(10_000);
    const again = net.sockets[1]!;
    again.open();
    assert.equal((again.sent[0] as { t: string }).t, 'hello');
    assert.deepEqual(again.sent[1], { t: 'coachHold', hold: true }, 'held again after the hello');
  });

  it('says nothing on a reconnection when the coach never asked (a fair game never sends it)', () => {
    net.sockets[0]!.open();
    net.sockets[0]!.drop();
    mock.timers.tick(10_000);
    net.sockets[1]!.open();
    assert.deepEqual(holds(net.sockets[1]!), []);
  });
});

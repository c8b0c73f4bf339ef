/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  firstPaint,
  REST_AFTER_MS,
  useAfterFirstPaint,
  type FrameClock,
} from '../src/components/firstPaint.ts';

/** Frames and tasks that run when the test says. */
function manualFrames(): FrameClock & { frame(): void; tasks(ms?: number): void; waiting(): number } {
  let frames: (() => void)[] = [];
  let tasks: { run: () => void; ms: number }[] = [];
  return {
    beforeFrame: (run) => {
      frames.push(run);
    },
    later: (run, ms) => {
      tasks.push({ run, ms });
    },
    frame: () => {
      const now = frames;
      frames = [];
      for (const run of now) run();
    },
    tasks: (upTo = 0) => {
      const due = tasks.filter((t) => t.ms <= upTo);
      tasks = tasks.filter((t) => t.ms > upTo);
      for (const t of due) t.run();
    },
    waiting: () => frames.length + tasks.length,
  };
}

describe('the rest of a page waits for its first frame (issue 26)', () => {
  it('comes in the task after the first frame was painted, once, to every component waiting', () => {
    const clock = manualFrames();
    const paint = firstPaint(clock);
    const heard: string[] = [];
    paint.subscribe(() => heard.push('a'));
    const stop = paint.subscribe(() => heard.push('b'));
    paint.schedule();
    paint.schedule();
    assert.equal(paint.painted(), false);
    clock.tasks();
    assert.equal(paint.painted(), false, 'no frame yet: nothing is due');
    clock.frame();
    assert.equal(paint.painted(), false, 'the frame itself still shows only the first part');
    clock.tasks();
    assert.equal(paint.painted(), true);
    assert.deepEqual(heard, ['a', 'b']);
    stop();
    clock.tasks(REST_AFTER_MS);
    assert.deepEqual(heard, ['a', 'b'], 'told once');
  });

  it(`a page that draws no frame (opened in the background) shows the rest after ${REST_AFTER_MS} ms`, () => {
    const clock = manualFrames();
    const paint = firstPaint(clock);
    paint.schedule();
    clock.tasks(REST_AFTER_MS - 1);
    assert.equal(paint.painted(), false);
    clock.tasks(REST_AFTER_MS);
    assert.equal(paint.painted(), true);
  });

  it('a page rendered to a string is whole at once', () => {
    function Page() {
      return <p>{useAfterFirstPaint() ? 'whole' : 'first part'}</p>;
    }
    assert.equal(renderToStaticMarkup(<Page />), '<p>whole</p>');
  });
});

/** @jsxRuntime automatic */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { LearnText } from '../text/en.ts';
import type { ExampleId } from './frames.ts';

/** The player and the engine work it drives come in a chunk of their own, fetched when an example nears the screen. */
const ExamplePlayer = lazy(() => import('./ExamplePlayer.tsx'));

/**
 * A worked example's place on /learn: empty (with a line saying it is being set up) until it comes within a
 * screen of the view, so that the page's first render stays light.
 */
export function Example({ id, text }: { id: ExampleId; text: LearnText['examples'] }) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = slot.current;
    if (!el) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const watch = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          watch.disconnect();
        }
      },
      { rootMargin: '100% 0px' },
    );
    watch.observe(el);
    return () => {
      watch.disconnect();
    };
  }, []);
  const waiting = <p className="learn-example-wait">{text.loading}</p>;
  return (
    <div ref={slot} className="learn-example-slot" data-example-slot={id}>
      {near ? (
        <Suspense fallback={waiting}>
          <ExamplePlayer id={id} text={text} />
        </Suspense>
      ) : (
        waiting
      )}
    </div>
  );
}

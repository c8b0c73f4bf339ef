/** @jsxRuntime automatic */
import { lazy, Suspense } from 'react';
import { NearScreen } from '../NearScreen.tsx';
import type { LearnText } from '../text/en.ts';
import type { ExampleId } from './frames.ts';

/** The player and the engine work it drives come in a chunk of their own, fetched when an example nears the screen. */
const ExamplePlayer = lazy(() => import('./ExamplePlayer.tsx'));

/**
 * A worked example's place on /learn: a line saying it is being set up until it comes within a screen of the
 * view, so that the page's first render stays light.
 */
export function Example({ id, text }: { id: ExampleId; text: LearnText['examples'] }) {
  const waiting = <p className="learn-example-wait">{text.loading}</p>;
  return (
    <div className="learn-example-slot" data-example-slot={id}>
      <NearScreen waiting={waiting}>
        <Suspense fallback={waiting}>
          <ExamplePlayer id={id} text={text} />
        </Suspense>
      </NearScreen>
    </div>
  );
}

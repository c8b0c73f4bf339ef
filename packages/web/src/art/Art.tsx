/** @jsxRuntime automatic */
import i18next from 'i18next';
import { lazy, Suspense } from 'react';
import { isLanguage } from '../i18n/index.ts';
import { loadArtTexts } from '../i18n/art/index.ts';
import { loadProfessionsTexts } from '../i18n/professions/index.ts';
import { LoadBoundary } from '../components/LoadBoundary.tsx';
import type { ArtProps } from './ArtSvg.tsx';
import type { ArtOf } from './ArtOf.tsx';
import { artAspect, type ArtSpec } from './spec.ts';

export type { ArtSpec } from './spec.ts';

/** The language whose art texts to fetch (English, the fallback, always). */
function textsFor(lng: string | undefined): Promise<unknown> {
  const code = lng !== undefined && isLanguage(lng) ? lng : 'en';
  return Promise.all([loadArtTexts('en'), loadArtTexts(code), loadProfessionsTexts(code)]);
}

// The drawings and their texts come in a chunk of their own, on first use: none of it is in the landing page's
// JavaScript (the 250 KB budget). A language chosen later fetches its texts meanwhile; English shows until then.
let loading: Promise<{ default: typeof ArtOf }> | null = null;
let listening = false;
function loadArt(): Promise<{ default: typeof ArtOf }> {
  loading ??= (async () => {
    if (!listening) {
      listening = true;
      i18next.on('languageChanged', (lng) => {
        textsFor(lng).catch((error: unknown) => {
          // The drawings keep their English names meanwhile; the next language change tries again.
          console.error(`Among Cultists: the drawings' texts in ${lng} failed to load`, error);
        });
      });
    }
    const [module] = await Promise.all([import('./ArtOf.tsx'), textsFor(i18next.resolvedLanguage)]);
    return { default: module.ArtOf };
  })().catch((error: unknown) => {
    // A failed load is tried again by the next drawing (or the next warm-up), as React.lazy alone would not.
    loading = null;
    throw error;
  });
  return loading;
}
const Lazy = lazy(loadArt);

/**
 * Fetches the drawings and their texts ahead of the first drawing: a solo game warms them while its worker
 * replays the game (issue 31), so that its first screen does not wait for them after the view arrives. A failure
 * is logged here; the drawings' own boundary shows it where they are drawn.
 */
export function warmArt(): void {
  loadArt().catch((error: unknown) => {
    console.error('Among Cultists: the drawings could not be fetched ahead', error);
  });
}

/**
 * A drawn component where the game shows it (a panel, the status bar): `<Art spec={{ kind: 'card', card: 'dead' }}
 * decorative />`; inside the map's SVG, give it `at={{ x, y }}` (its top left corner, `size` its height). Until the art arrives, an empty box of the same size holds its place (no layout shift); the
 * words beside it say the same meanwhile.
 */
export function Art({ spec, ...rest }: ArtProps & { spec: ArtSpec }) {
  const size = rest.size ?? 48;
  // Inside another drawing (the map) nothing holds the place: an HTML box may not stand in an SVG.
  const placeholder = rest.at ? null : (
    <span
      className="art-slot"
      aria-hidden="true"
      style={{ display: 'inline-block', width: Math.round(size / artAspect(spec)), height: size }}
    />
  );
  // A drawing that cannot arrive (a flaky connection, a new version deployed under the page) leaves its place
  // empty: the words beside it say the same, and the screen, the game with it, stays.
  return (
    <LoadBoundary where="a drawing" fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <Lazy spec={spec} size={size} {...rest} />
      </Suspense>
    </LoadBoundary>
  );
}

/** @jsxRuntime automatic */
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  cameraAt,
  centreOf,
  MAX_ZOOM,
  MIN_ZOOM,
  panBy,
  readableZoom,
  toBoard,
  zoomAround,
  zoomOf,
  ZOOM_STEP,
  type Point,
  type Rect,
} from './camera.ts';
import { MIN_TEXT_UNITS } from './labels.ts';

/** The smallest text on the map is at least this many CSS pixels when the map opens. */
export const MIN_TEXT_PIXELS = 12;
/** A pointer that moves less than this is a tap, not a drag. */
const DRAG_SLOP = 6;
/** Below this opening zoom the whole board is shown: its smallest text is then within 15% of readable. */
const NEARLY_WHOLE = 1.15;
/** Arrow keys move the view by this share of its width. */
const KEY_PAN = 0.15;

interface Props {
  /** The whole board, in map units. */
  readonly bounds: Rect;
  /** Where the view centres when it opens and on reset: the player's token, else the middle. */
  readonly home: Point | null;
  /** Draws the board showing `camera` (its SVG viewBox). */
  readonly children: (camera: Rect) => ReactNode;
}

/**
 * The map in a frame of the board's shape: wheel and pinch zoom around the pointer, dragging pans, the
 * buttons under the map (never over it) zoom around the player's token, and the keyboard does both when
 * the map has focus. A phone opens it zoomed in far enough for its text to be readable.
 */
export function ZoomableMap({ bounds, home, children }: Props) {
  const { t } = useTranslation();
  const hint = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  // null: the view the map opens with (readable zoom, centred on home), which follows the token.
  const [chosen, setChosen] = useState<Rect | null>(null);
  const homePoint = home ?? centreOf(bounds);
  const readable = readableZoom(bounds, width, MIN_TEXT_UNITS, MIN_TEXT_PIXELS);
  // A wide screen that would need only a slight zoom shows the whole board instead of cropping its edges.
  const opening = cameraAt(bounds, readable < NEARLY_WHOLE ? MIN_ZOOM : readable, homePoint);
  const camera = chosen ?? opening;
  const cameraRef = useRef(camera);
  cameraRef.current = camera;

  useLayoutEffect(() => {
    const el = frame.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => {
      setWidth(el.clientWidth);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
    };
  }, []);

  const zoomAt = useCallback(
    (factor: number, anchor: Point) => {
      setChosen(zoomAround(bounds, cameraRef.current, factor, anchor));
    },
    [bounds],
  );
  /** The board point under a pointer at client coordinates. */
  const pointAt = useCallback((clientX: number, clientY: number): Point => {
    const el = frame.current!;
    const box = el.getBoundingClientRect();
    return toBoard(cameraRef.current, clientX - box.left, clientY - box.top, box.width);
  }, []);

  // Wheel zoom: a native listener, since React's is passive and cannot keep the page from scrolling.
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      const pixels = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      const factor = Math.exp(-pixels * 0.002);
      const zoom = zoomOf(bounds, cameraRef.current);
      // At a zoom limit the wheel scrolls the page as usual.
      if ((factor < 1 && zoom <= MIN_ZOOM + 1e-6) || (factor > 1 && zoom >= MAX_ZOOM - 1e-6)) return;
      e.preventDefault();
      zoomAt(factor, pointAt(e.clientX, e.clientY));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      el.removeEventListener('wheel', onWheel);
    };
  }, [bounds, zoomAt, pointAt]);

  const gesture = useDragAndPinch(frame, bounds, cameraRef, setChosen, pointAt);

  const zoom = zoomOf(bounds, camera);
  const buttonZoom = (factor: number) => {
    // Around the player's token when it is on screen, else around the middle of the view.
    const c = home && inside(camera, home) ? home : centreOf(camera);
    zoomAt(factor, c);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const w = frame.current?.clientWidth ?? 1;
    const step = w * KEY_PAN;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    const move = moves[e.key];
    if (move) setChosen(panBy(bounds, camera, move[0], move[1], w));
    else if (e.key === '+' || e.key === '=') buttonZoom(ZOOM_STEP);
    else if (e.key === '-' || e.key === '_') buttonZoom(1 / ZOOM_STEP);
    else if (e.key === '0') setChosen(null);
    else return;
    e.preventDefault();
  };

  return (
    <div className="map-zoom">
      <div
        ref={frame}
        className="map-frame"
        // The frame takes keys (zoom, pan); the rooms inside it are buttons of their own.
        tabIndex={0}
        role="group"
        aria-label={t('mapui.frame')}
        aria-describedby={hint}
        data-zoom={zoom.toFixed(2)}
        onKeyDown={onKeyDown}
        {...gesture}
      >
        {children(camera)}
      </div>
      <p id={hint} className="sr-only">
        {t('mapui.keys')}
      </p>
      <div className="map-tools" role="group" aria-label={t('mapui.tools')}>
        <button
          type="button"
          aria-label={t('board.zoomOut')}
          disabled={zoom <= MIN_ZOOM + 1e-6}
          onClick={() => {
            buttonZoom(1 / ZOOM_STEP);
          }}
        >
          −
        </button>
        <button
          type="button"
          aria-label={t('board.zoomIn')}
          disabled={zoom >= MAX_ZOOM - 1e-6}
          onClick={() => {
            buttonZoom(ZOOM_STEP);
          }}
        >
          +
        </button>
        <button
          type="button"
          className="map-reset"
          disabled={chosen === null}
          onClick={() => {
            setChosen(null);
          }}
        >
          {t('mapui.reset')}
        </button>
      </div>
    </div>
  );
}

function inside(r: Rect, p: Point): boolean {
  return p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h;
}

/**
 * Pointer handlers for the frame: one pointer drags the board, two pinch it around their midpoint. A
 * drag starts only past DRAG_SLOP, so a tap still reaches the room under it; the click that ends a drag
 * is swallowed.
 */
function useDragAndPinch(
  frame: RefObject<HTMLDivElement | null>,
  bounds: Rect,
  cameraRef: RefObject<Rect>,
  setChosen: (camera: Rect) => void,
  pointAt: (clientX: number, clientY: number) => Point,
) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const start = useRef<{ x: number; y: number } | null>(null);
  const dragged = useRef(false);
  const width = () => frame.current?.getBoundingClientRect().width ?? 1;
  return {
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (pointers.current.size === 1) {
        start.current = { x: e.clientX, y: e.clientY };
        dragged.current = false;
      }
    },
    onPointerMove: (e: PointerEvent) => {
      const before = pointers.current.get(e.pointerId);
      if (!before) return;
      const all = [...pointers.current.entries()];
      if (all.length >= 2) {
        const other = all.find(([id]) => id !== e.pointerId)![1];
        const d0 = Math.hypot(before.x - other.x, before.y - other.y);
        const d1 = Math.hypot(e.clientX - other.x, e.clientY - other.y);
        const mid0 = { x: (before.x + other.x) / 2, y: (before.y + other.y) / 2 };
        const mid1 = { x: (e.clientX + other.x) / 2, y: (e.clientY + other.y) / 2 };
        dragged.current = true;
        if (d0 > 0) {
          const zoomed = zoomAround(bounds, cameraRef.current, d1 / d0, pointAt(mid0.x, mid0.y));
          const next = panBy(bounds, zoomed, mid1.x - mid0.x, mid1.y - mid0.y, width());
          // Kept at once: the other finger's move may come before React renders.
          cameraRef.current = next;
          setChosen(next);
        }
      } else if (start.current) {
        const far = Math.hypot(e.clientX - start.current.x, e.clientY - start.current.y) > DRAG_SLOP;
        if (!dragged.current && far) {
          dragged.current = true;
          // Captured only once it is a drag: a captured tap would click the frame, not the room.
          frame.current?.setPointerCapture(e.pointerId);
        }
        if (dragged.current) {
          const next = panBy(bounds, cameraRef.current, e.clientX - before.x, e.clientY - before.y, width());
          cameraRef.current = next;
          setChosen(next);
        }
      }
      pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    },
    onPointerUp: (e: PointerEvent) => {
      pointers.current.delete(e.pointerId);
      if (pointers.current.size === 0) start.current = null;
    },
    onPointerCancel: (e: PointerEvent) => {
      pointers.current.delete(e.pointerId);
      if (pointers.current.size === 0) start.current = null;
    },
    onClickCapture: (e: MouseEvent) => {
      if (dragged.current) {
        e.stopPropagation();
        e.preventDefault();
        dragged.current = false;
      }
    },
  };
}

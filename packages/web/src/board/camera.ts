/**
 * The map's camera: the rectangle of the board (in map units) that the frame shows. Zooming keeps the
 * board point under the pointer (or a chosen point) where it is on screen; panning moves the rectangle;
 * the rectangle always keeps the board's aspect ratio and stays inside the board. Pure functions only.
 */

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** One press of a zoom button or key multiplies the zoom by this. */
export const ZOOM_STEP = 1.4;

/** How many times the board is enlarged: 1 shows all of it. */
export function zoomOf(bounds: Rect, camera: Rect): number {
  return bounds.w / camera.w;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** The rectangle moved (not resized) so it lies inside the board. */
export function clampCamera(bounds: Rect, camera: Rect): Rect {
  const w = Math.min(camera.w, bounds.w);
  const h = Math.min(camera.h, bounds.h);
  return {
    x: clamp(camera.x, bounds.x, bounds.x + bounds.w - w),
    y: clamp(camera.y, bounds.y, bounds.y + bounds.h - h),
    w,
    h,
  };
}

/** The camera at `zoom` (clamped to MIN_ZOOM..MAX_ZOOM) centred as near `centre` as the board allows. */
export function cameraAt(bounds: Rect, zoom: number, centre: Point): Rect {
  const z = clamp(zoom, MIN_ZOOM, MAX_ZOOM);
  const w = bounds.w / z;
  const h = bounds.h / z;
  return clampCamera(bounds, { x: centre.x - w / 2, y: centre.y - h / 2, w, h });
}

/**
 * The camera zoomed by `factor` around the board point `anchor`: the anchor stays at the same place in
 * the frame (unless the board's edge forbids it).
 */
export function zoomAround(bounds: Rect, camera: Rect, factor: number, anchor: Point): Rect {
  const z = clamp(zoomOf(bounds, camera) * factor, MIN_ZOOM, MAX_ZOOM);
  const w = bounds.w / z;
  const h = bounds.h / z;
  // The anchor's fraction across the frame is kept.
  const fx = (anchor.x - camera.x) / camera.w;
  const fy = (anchor.y - camera.y) / camera.h;
  return clampCamera(bounds, { x: anchor.x - fx * w, y: anchor.y - fy * h, w, h });
}

/** The camera moved so the board slides by (dx, dy) frame pixels, as a drag moves it, in a frame `width` px wide. */
export function panBy(bounds: Rect, camera: Rect, dx: number, dy: number, width: number): Rect {
  const unitsPerPixel = camera.w / width;
  return clampCamera(bounds, {
    ...camera,
    x: camera.x - dx * unitsPerPixel,
    y: camera.y - dy * unitsPerPixel,
  });
}

/** The board point shown at frame pixel (px, py) of a frame `width` px wide. */
export function toBoard(camera: Rect, px: number, py: number, width: number): Point {
  const unitsPerPixel = camera.w / width;
  return { x: camera.x + px * unitsPerPixel, y: camera.y + py * unitsPerPixel };
}

/**
 * The first zoom at which text `fontUnits` tall (map units) shows at least `minPixels` CSS pixels in a
 * frame `width` px wide: a phone opens the map close enough to read it.
 */
export function readableZoom(bounds: Rect, width: number, fontUnits: number, minPixels: number): number {
  if (width <= 0) return MIN_ZOOM;
  const pixelsAtOne = (fontUnits * width) / bounds.w;
  return clamp(minPixels / pixelsAtOne, MIN_ZOOM, MAX_ZOOM);
}

export function centreOf(rect: Rect): Point {
  return { x: rect.x + rect.w / 2, y: rect.y + rect.h / 2 };
}

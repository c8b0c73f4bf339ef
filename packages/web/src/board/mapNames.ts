/** A location's name as the map draws it: the full name, or a Room's short one where that does not fit. */
import type { Layout } from '@among-cultists/engine/content';
import type { TFunction } from 'i18next';
import { locationName } from '../game/names.ts';
import { en } from '../i18n/en.ts';
import type { Rect } from './camera.ts';
import { placeLocationLabel } from './discLayout.ts';
import type { PlacedLabel } from './labels.ts';

type ShortId = keyof typeof en.mapui.short;

function isShortId(id: string): id is ShortId {
  return Object.hasOwn(en.mapui.short, id);
}

/** A shipped Room's short name on the map (`mapui.short`), or undefined (a Hallway, a custom board's Room). */
export function shortLocationName(t: TFunction, layout: Layout, location: number): string | undefined {
  const data = layout.locations[location];
  if (data?.kind !== 'room' || !isShortId(data.id)) return undefined;
  return t(`mapui.short.${data.id}`);
}

/** The location's name placed as the Board draws it, in the reader's language (`t`). */
export function placeMapLabel(t: TFunction, layout: Layout, location: number, shape?: Rect): PlacedLabel {
  return placeLocationLabel(
    layout,
    location,
    locationName(t, layout, location),
    shape,
    shortLocationName(t, layout, location),
  );
}

import type { Layout } from '@among-cultists/engine/content';
import type { Lobby } from '@among-cultists/protocol';
import type { TFunction } from 'i18next';
import { en } from '../i18n/en.ts';
import { seatIdentity } from '../identity/identity.ts';
import { mountainsLocationName } from './mountains.ts';

export type LocId = keyof typeof en.loc;

export function isLocId(id: string): id is LocId {
  return Object.hasOwn(en.loc, id);
}

/** How seats and locations are called on screen. */
export interface Names {
  readonly t: TFunction;
  /** The seat's player as text: its Character's number and its name, "7 · Marek" (identity.ts). */
  readonly seat: (seat: number) => string;
  /** The seat's Character (its number, colour and portrait), or null while the table is not known. */
  readonly character: (seat: number) => number | null;
  readonly loc: (location: number) => string;
}

export function locationName(t: TFunction, layout: Layout, location: number): string {
  const data = layout.locations[location];
  if (!data) return `#${location}`;
  if (isLocId(data.id)) return t(`loc.${data.id}`);
  return mountainsLocationName(t, data) ?? data.name;
}

/** The seat's player as every screen writes it: "7 · Marek" (identity.ts); "Seat 3" before the lobby is known. */
export function seatName(t: TFunction, lobby: Lobby | null, seat: number): string {
  return seatIdentity(t, lobby?.seats[seat], seat).text;
}

/** Names for one game: its seats from the lobby, its locations from the game's layout. */
export function makeNames(t: TFunction, lobby: Lobby | null, layout: Layout): Names {
  return {
    t,
    seat: (seat) => seatName(t, lobby, seat),
    character: (seat) => lobby?.seats[seat]?.character ?? null,
    loc: (location) => locationName(t, layout, location),
  };
}

/** Seats named and separated by commas, or "none". */
export function seatList({ t, seat }: Names, seats: readonly number[]): string {
  return seats.length === 0 ? t('me.none') : seats.map(seat).join(', ');
}

/**
 * Who sits in a seat, as every screen shows them (issue 26): the seat's Character (its number, colour and
 * portrait) with the player's own name, written "7 · Marek". A bot is its Character's name with a "bot" mark;
 * the AUTOMA keeps its name. The seat's place at the table is never shown as a number: the Character's is.
 */
import type { LobbySeat } from '@among-cultists/protocol';
import type { TFunction } from 'i18next';
import { characterAt } from './characters.ts';

/** What a seat says about its occupant (a lobby's or a finished game's record's seat). */
export type SeatEntry = Pick<LobbySeat, 'name' | 'kind' | 'character'>;

export interface SeatIdentity {
  readonly seat: number;
  /** The Character's index (0 to 9), or null for a seat nobody has taken or a table not known yet. */
  readonly character: number | null;
  /** The player's name, the bot's (its Character's, marked), or the AUTOMA's. */
  readonly name: string;
  /** How text names the seat: "7 · Marek" (the name alone without a Character). */
  readonly text: string;
}

function ownName(t: TFunction, entry: SeatEntry | undefined, seat: number): string {
  if (entry === undefined) return t('lobby.seat', { n: seat + 1 });
  switch (entry.kind) {
    case 'automa':
      return t('kind.automa');
    case 'bot':
      // Named by its Character whatever the server stored (games before issue 26 stored "Bot 3").
      return entry.character === null
        ? (entry.name ?? t('kind.bot'))
        : t('identity.bot', { name: characterAt(entry.character).name });
    case 'open':
    case 'human':
    case 'standin':
      return (
        entry.name ??
        (entry.character === null ? t('lobby.seat', { n: seat + 1 }) : characterAt(entry.character).name)
      );
  }
}

/** The identity of `seat` from its entry in the lobby (undefined while the lobby is not known). */
export function seatIdentity(t: TFunction, entry: SeatEntry | undefined, seat: number): SeatIdentity {
  const character = entry?.character ?? null;
  const name = ownName(t, entry, seat);
  return {
    seat,
    character,
    name,
    text: character === null ? name : t('identity.named', { n: characterAt(character).number, name }),
  };
}

/** A lobby's seat as its line in the seat list says it: "open", kept for a player of the last game, or who sits. */
export function lobbySeatText(t: TFunction, s: LobbySeat): string {
  if (s.kind !== 'open') return seatIdentity(t, s, s.seat).text;
  return s.reserved === true ? t('again.lobby.reserved', { name: s.name ?? '' }) : t('lobby.open');
}

/** A finished solo game's record (issue 31), in the server's format. */
import type { PublishedRecord } from '@among-cultists/protocol';
import type { SoloSave } from './types.ts';

/**
 * The game's record as the server makes it (record.ts on the server, PublishedRecord): options with the
 * seed, the commitment, the seats, every action with its time, the chat up to the last action, and the
 * people's notebooks. Only a finished game has one: before the end the seed is secret.
 */
export function soloRecord(save: SoloSave): PublishedRecord | null {
  if (!save.finished) return null;
  const endedAt = save.actions.at(-1)?.at ?? Infinity;
  return {
    id: save.id,
    options: { ...save.setup.options, seed: save.seed },
    commitment: save.commitment,
    seats: save.seats,
    actions: save.actions,
    chat: save.chat.filter((line) => line.at <= endedAt),
    notebooks: save.people.flatMap((seat) => {
      const notebook = save.notebooks[seat];
      return notebook ? [{ seat, ...notebook }] : [];
    }),
    notebookHistory: [],
  };
}

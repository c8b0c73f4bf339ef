import type { Lobby, LobbySeat } from '@among-cultists/protocol';
import type { ReplayRecord } from './record.ts';

const KINDS: ReadonlySet<string> = new Set<LobbySeat['kind']>(['open', 'human', 'bot', 'automa', 'standin']);

/**
 * The finished game's table as the record tells it, in the shape the game's panels read (names, kinds,
 * Characters); a record without seats (a stored test replay) names them "Seat 1"… and the AUTOMA by its seat.
 */
export function recordLobby(record: ReplayRecord, seats: number, automa: number | null): Lobby {
  const named = new Map(record.seats.map((s) => [s.seat, s]));
  return {
    id: record.id ?? '',
    status: 'finished',
    players: seats,
    seats: Array.from({ length: seats }, (_, seat): LobbySeat => {
      const s = named.get(seat);
      const kind =
        s && KINDS.has(s.kind) ? (s.kind as LobbySeat['kind']) : seat === automa ? 'automa' : 'human';
      return {
        seat,
        name: s?.name ?? null,
        kind,
        character: typeof s?.character === 'number' ? s.character : null,
        missed: 0,
        connected: true,
      };
    }),
    commitment: record.commitment,
    seed: record.options.seed,
  };
}

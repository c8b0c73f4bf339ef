/** A new solo game's save: its seats, its seed and commitment, before any action (loop.ts plays it). */
import { commitmentOf, createGame } from '@among-cultists/engine';
import {
  characterName,
  CHARACTER_COUNT,
  firstFreeCharacter,
  lobbySettings,
} from '@among-cultists/protocol/plain';
import type { Lobby, RecordSeat } from '@among-cultists/protocol';
import { SOLO_SAVE_FORMAT, type SoloPerson, type SoloSave, type SoloSetup } from './types.ts';

/** Secret draws (the worker's crypto.getRandomValues; a test's fixed bytes): `bytes` random bytes as hex. */
export type RandomHex = (bytes: number) => string;

/** The browser's (and Node's) cryptographic random source, as hex. */
export function cryptoHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return [...buffer].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A number in [0, 1) from the same source, for the bots' delays. */
export function cryptoUnit(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}

/**
 * A new game from the player's choices: the seed drawn as the server draws it (32 random bytes) and
 * committed to by its SHA-256; the people in the first seats (pass and play: the first person first), bots in
 * the others (named by their Character, as the server names them), the AUTOMA where the engine puts it. A
 * Character chosen twice goes to the first who chose it, the later person gets the first one free. Throws
 * with the engine's words when the options are not a game, or when there are more people than players.
 */
export function newSave(setup: SoloSetup, random: RandomHex, now: number): SoloSave {
  const seed = random(32);
  const created = createGame({ ...setup.options, seed });
  if (!created.ok) throw new Error(created.problems.map((p) => `${p.field}: ${p.message}`).join('; '));
  const { state } = created;
  const automa = state.config.automa;
  const persons: SoloPerson[] = [{ name: setup.name, character: setup.character }, ...(setup.others ?? [])];
  const players = state.seats.map((_, seat) => seat).filter((seat) => seat !== automa);
  if (persons.length > players.length)
    throw new Error(`${persons.length} people cannot share ${players.length} players' seats`);
  const people = players.slice(0, persons.length);
  const taken = new Set<number>();
  const characters = persons.map((p) => {
    const wanted = Math.min(Math.max(0, Math.trunc(p.character)), CHARACTER_COUNT - 1);
    const c = taken.has(wanted) ? firstFreeCharacter(taken) : wanted;
    taken.add(c);
    return c;
  });
  const seats: RecordSeat[] = state.seats.map((_, seat) => {
    const person = people.indexOf(seat);
    if (person >= 0)
      return { seat, name: persons[person]!.name, kind: 'human', character: characters[person]! };
    const c = firstFreeCharacter(taken);
    taken.add(c);
    return seat === automa
      ? { seat, name: 'AUTOMA', kind: 'automa', character: c }
      : { seat, name: characterName(c), kind: 'bot', character: c };
  });
  return {
    format: SOLO_SAVE_FORMAT,
    id: `solo-${random(8)}`,
    setup,
    seed,
    commitment: commitmentOf(seed),
    botSeeds: seats.map((s) => (s.kind === 'bot' ? random(32) : '')),
    seats,
    people,
    showing: people[0]!,
    actions: [],
    chat: [],
    notebooks: seats.map(() => null),
    autoEnd: false,
    created: now,
    updated: now,
    finished: false,
  };
}

/** The game's lobby as the game screen reads it (the server's shape: every seat present, no timers). */
export function soloLobby(save: SoloSave): Lobby {
  const { options } = save.setup;
  return {
    id: save.id,
    status: save.finished ? 'finished' : 'playing',
    players: options.players,
    seats: save.seats.map((s) => ({
      seat: s.seat,
      name: s.name,
      kind: s.kind,
      character: s.character,
      missed: 0,
      connected: true,
    })),
    commitment: save.commitment,
    seed: save.finished ? save.seed : null,
    host: save.people[0]!,
    // As the server's lobby says them; a solo game has no timers.
    settings: lobbySettings(options, {}),
  };
}

import type { FastifyInstance } from 'fastify';
import { CreateGameSchema, RematchSchema, TutorialSchema, HostSchema } from '@among-cultists/protocol';
import type { GameOptions } from '@among-cultists/engine';
import type { Rooms } from '../rooms.ts';
import { countdownOf, requireTimers, spectatorDelayOf, type PublicTables } from '../public-tables/tables.ts';
import type { PublicGate } from '../moderation/public-gate.ts';
import { createTutorial, TUTORIAL_SEAT } from '../tutorial.ts';
import { parseBody } from './errors.ts';
import type { Admissions } from './refusals.ts';
import type { RoomLookup } from './room-lookup.ts';

export interface GameRouteDeps {
  readonly rooms: Rooms;
  readonly room: RoomLookup;
  readonly admissions: Admissions;
  readonly tables: PublicTables;
  /** Suspended ranges and profane names stay out of public tables (issue 30). */
  readonly gate: PublicGate;
  /** The longest streamer-mode delay a host may choose (LIMIT_SPECTATOR_DELAY_SECONDS). */
  readonly spectatorDelayMaxMs: number;
}

/**
 * A game's life in its lobby (docs/server.md, HTTP API): created (or a tutorial lesson, started at once),
 * read, started by its host, and followed by a rematch.
 */
export function registerGameRoutes(app: FastifyInstance, deps: GameRouteDeps): void {
  const { rooms, room, admissions, tables, gate } = deps;
  app.post('/api/games', async (request) => {
    const body = parseBody(CreateGameSchema, request.body);
    admissions.takeCreate(request.ip);
    const {
      name,
      timers,
      character,
      public: listed,
      language,
      spectatorDelay,
      fillAfterSeconds,
      botStrength,
      ...settings
    } = body;
    if (listed === true) requireTimers(timers);
    const delay = spectatorDelayOf(spectatorDelay, listed === true, deps.spectatorDelayMaxMs);
    const countdown = countdownOf({ fillAfterSeconds, botStrength }, listed === true);
    if (listed === true) await gate.admitTable(request, name, language);
    const { room: created, token } = await rooms.create(
      settings as Omit<GameOptions, 'seed'>,
      name,
      timers ?? {},
      character ?? 0,
    );
    if (listed === true)
      await tables.publish(created, {
        language: language ?? 'en',
        hostName: name,
        spectatorDelay: delay,
        ...countdown,
      });
    return { id: created.id, seat: 0, token, lobby: created.lobby() };
  });
  /** A tutorial lesson: created, filled with bots and started at once (it counts as a new game). */
  app.post('/api/tutorial', async (request) => {
    const { name, character, lesson } = parseBody(TutorialSchema, request.body);
    admissions.takeCreate(request.ip);
    const { room: created, token } = await createTutorial(rooms, name, character ?? 0, lesson);
    return { id: created.id, seat: TUTORIAL_SEAT, token, lobby: created.lobby() };
  });
  // Streamer mode: a delayed game's spectators are shown its lobby as of then (session/delayed.ts).
  app.get('/api/games/:id', async (request) => (await room(request.params)).watchLobby());
  app.post('/api/games/:id/start', async (request) => {
    const r = await room(request.params);
    const { token } = parseBody(HostSchema, request.body);
    await rooms.start(r, token);
    return r.lobby();
  });
  /** A rematch of a finished game: the first player to ask creates it (the limit on new games applies),
   *  later ones join it, into the seat kept for them. */
  app.post('/api/games/:id/rematch', async (request) => {
    const { token } = parseBody(RematchSchema, request.body);
    const old = await room(request.params);
    const seated = await rooms.rematch(
      old,
      token,
      () => {
        admissions.takeCreate(request.ip);
      },
      () => {
        admissions.takeJoin(request.ip);
      },
    );
    return { id: seated.room.id, seat: seated.seat, token: seated.token, lobby: seated.room.lobby() };
  });
}

import type { FastifyInstance } from 'fastify';
import { HostSchema, JoinSchema } from '@among-cultists/protocol';
import { z } from 'zod';
import { HttpError } from '../errors.ts';
import type { PublicGate } from '../moderation/public-gate.ts';
import { parseBody } from './errors.ts';
import type { Admissions } from './refusals.ts';
import type { RoomLookup } from './room-lookup.ts';

export interface SeatRouteDeps {
  readonly room: RoomLookup;
  readonly admissions: Admissions;
  /** Suspended ranges and profane names stay out of public tables (issue 30). */
  readonly gate: PublicGate;
}

/** A lobby's seats: a player joins (a seat of their choice or the next open one); the host gives a seat to a
 *  bot or opens it again. */
export function registerSeatRoutes(app: FastifyInstance, deps: SeatRouteDeps): void {
  const { room, admissions, gate } = deps;
  app.post('/api/games/:id/join', async (request) => {
    const { name, character, seat } = parseBody(JoinSchema, request.body);
    admissions.takeJoin(request.ip);
    const r = await room(request.params);
    await gate.admitTo(request, name, r.moderation.publicLanguage());
    return await r.join(name, character, seat);
  });
  const SeatKindSchema = HostSchema.extend({ kind: z.enum(['bot', 'open']) });
  app.post('/api/games/:id/seats/:seat', async (request) => {
    const r = await room(request.params);
    const body = parseBody(SeatKindSchema, request.body);
    const seat = Number((request.params as { seat: string }).seat);
    if (!Number.isInteger(seat)) throw new HttpError(400, 'request/invalid', 'The seat is a number.');
    await r.setSeat(body.token, seat, body.kind);
    return r.lobby();
  });
  // Issue 30: the host removes a person from the lobby (their token stops working; moderation.ts).
  app.post('/api/games/:id/seats/:seat/remove', async (request) => {
    const r = await room(request.params);
    const body = parseBody(HostSchema, request.body);
    const seat = Number((request.params as { seat: string }).seat);
    if (!Number.isInteger(seat)) throw new HttpError(400, 'request/invalid', 'The seat is a number.');
    // Their token stops working, their sockets are told and closed, their seat opens (moderation.ts).
    await r.moderation.remove(body.token, seat, () => r.setSeat(body.token, seat, 'open'));
    return r.lobby();
  });
}

/**
 * The frames the server writes on a socket (WireMessage), as zod schemas: the web client checks what it
 * receives against them in development and in its tests (net/frames.ts), so that a server and a client
 * that disagree about a message fail loudly there instead of drawing a wrong screen. The production
 * client does not load them (zod stays out of its bundle).
 *
 * Each message's own fields are checked; the large nested values (the view, the lobby, log events, a
 * claim) are checked at their top level only, and unknown fields are let through, as a newer server may
 * add some. The type check of FRAME_SCHEMAS keeps the list of kinds complete.
 */
import { z } from './zod.ts';
import type { WireMessage } from './updates.ts';

const int = z.number().int();

const LobbySchema = z.looseObject({
  id: z.string(),
  status: z.enum(['lobby', 'playing', 'finished']),
  players: int,
  seats: z.array(z.looseObject({ seat: int, name: z.string().nullable(), kind: z.string() })),
});

const ChatLineSchema = z.looseObject({
  seq: int,
  seat: int.nullable(),
  text: z.string(),
  at: z.number(),
});

const ViewSchema = z.looseObject({ phase: z.looseObject({ kind: z.string() }), legal: z.array(z.unknown()) });

const PatchSchema = z.array(z.looseObject({ op: z.string(), path: z.string() }));

const update = {
  t: z.literal('update'),
  version: int,
  events: z.array(z.looseObject({ seq: int })),
  deadline: z.number().nullable(),
  phaseSince: z.number().optional(),
};

const chatPage = {
  lines: z.array(ChatLineSchema),
  more: z.boolean().optional(),
  older: z.boolean().optional(),
};

/** An update holds the whole view or a patch to the view of the previous update on the connection. */
const UpdateFrameSchema = z
  .looseObject({ ...update, view: ViewSchema.optional(), patch: PatchSchema.optional() })
  .refine((f) => (f.view === undefined) !== (f.patch === undefined), {
    message: 'an update holds either a view or a patch',
  });

/**
 * The schema of each kind of frame the server may send, by its `t`: a kind without one fails the type
 * check here.
 */
const FRAME_SCHEMAS: { readonly [K in WireMessage['t']]: z.ZodType } = {
  update: UpdateFrameSchema,
  welcome: z.looseObject({ t: z.literal('welcome'), seat: int.nullable(), lobby: LobbySchema }),
  lobby: z.looseObject({ t: z.literal('lobby'), lobby: LobbySchema }),
  rejected: z.looseObject({ t: z.literal('rejected'), code: z.string(), message: z.string(), version: int }),
  chat: z.looseObject({ t: z.literal('chat'), ...chatPage }),
  claims: z.looseObject({ t: z.literal('claims'), ...chatPage }),
  error: z.looseObject({ t: z.literal('error'), code: z.string(), message: z.string() }),
  timedOut: z.looseObject({
    t: z.literal('timedOut'),
    actions: z.array(z.looseObject({ type: z.string() })),
    logSeq: int,
  }),
  notebook: z.looseObject({ t: z.literal('notebook'), version: int.optional() }),
  autoEnd: z.looseObject({ t: z.literal('autoEnd'), on: z.boolean(), delayMs: z.number() }),
  coachHold: z.looseObject({ t: z.literal('coachHold'), held: z.boolean(), until: z.number().nullable() }),
  mutes: z.looseObject({ t: z.literal('mutes'), table: z.array(int), mine: z.array(int) }),
  reported: z.looseObject({ t: z.literal('reported'), seat: int }),
  pong: z.looseObject({ t: z.literal('pong') }),
};

/** Null when `frame` reads as a server frame; otherwise what is wrong with it, in one sentence. */
export function frameProblem(frame: unknown): string | null {
  const kind: unknown = typeof frame === 'object' && frame !== null && 't' in frame ? frame.t : undefined;
  if (typeof kind !== 'string' || !Object.hasOwn(FRAME_SCHEMAS, kind))
    return `t: ${kind === undefined ? 'none' : JSON.stringify(kind)} is no kind of frame the server sends`;
  const checked = FRAME_SCHEMAS[kind as WireMessage['t']].safeParse(frame);
  if (checked.success) return null;
  return checked.error.issues
    .slice(0, 5)
    .map((i) => `${i.path.length > 0 ? i.path.join('.') : 'frame'}: ${i.message}`)
    .join('; ');
}

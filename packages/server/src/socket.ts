import type { WebSocket } from 'ws';
import {
  ClientMessageSchema,
  CLOSE_SLOW_READER,
  describeIssues,
  type ClientMessage,
  type WireMessage,
} from '@among-cultists/protocol';
import { StorageError } from './game/authority.ts';
import { hashToken } from './game/secrets.ts';
import type { Clock } from './clock.ts';
import { TokenBucket, type Rate } from './limiter.ts';
import { errorText, type Log } from './log.ts';
import type { LimitName, Metrics } from './metrics.ts';
import { PROBE_MESSAGE, type ProbeGuard } from './probes.ts';
import type { Room } from './room.ts';
import type { Client } from './session/session.ts';
import type { Rooms } from './rooms.ts';
import { isTableKey } from './table-screen.ts';

export interface SocketLimits {
  /** Messages a connection may send: a burst, then a rate. */
  readonly messages: Rate;
  /** Bad messages tolerated before the connection is closed. */
  readonly strikes: number;
  /** A connection that has not said hello by then is closed. */
  readonly helloTimeoutMs: number;
  /** Bytes waiting to be sent to a connection: past them it is closed (CLOSE_SLOW_READER). */
  readonly socketBufferBytes: number;
}

export interface SocketDeps {
  readonly rooms: Rooms;
  readonly clock: Clock;
  readonly log: Log;
  readonly metrics: Metrics;
  readonly limits: SocketLimits;
  /** Misses of game codes per address (a hello naming an unknown game is one), and this socket's address. */
  readonly probes: ProbeGuard;
  readonly address: string;
}

/** Messages that may come while the hello is still being answered (the client did not wait): kept, in order. */
const EARLY_MESSAGES = 8;

/**
 * Where a connection is. A socket is in exactly one of these, whatever arrives when: a second hello is
 * refused even while the first is being looked up, and a socket that closes while joining never joins.
 */
type SocketState =
  | { readonly kind: 'new' }
  | { readonly kind: 'joining'; readonly early: ClientMessage[] }
  | { readonly kind: 'joined'; readonly joined: Joined }
  | { readonly kind: 'closed' };

/** What a joined socket's messages act on, and how they answer. */
interface Joined {
  readonly client: Client;
  readonly room: Room;
  readonly send: (message: WireMessage) => void;
  /** A bad message: told, and counted toward closing the connection. */
  readonly strike: (code: string, message: string) => void;
  /** The catch of a command that failed, `what` naming it in the log. */
  readonly failed: (message: ClientMessage, what: string) => (e: unknown) => void;
  /** The address the connection comes from (reports are bounded per address). */
  readonly address: string;
}

type MessageType = ClientMessage['t'];
type MessageOf<K extends MessageType> = Extract<ClientMessage, { t: K }>;

/**
 * What each message does once its socket has joined a game: one entry per message type of the protocol's
 * `ClientMessageSchema`, which the compiler checks (a new message type does not compile without its entry).
 * The commands run in the background, in the order they came (each room keeps its own order).
 */
const HANDLERS: { readonly [K in MessageType]: (joined: Joined, message: MessageOf<K>) => void } = {
  hello: (j) => {
    j.strike('hello/again', 'This connection is already in a game.');
  },
  ping: (j) => {
    j.send({ t: 'pong' });
  },
  act: (j, m) => {
    j.room.act(j.client, m.version, m.action).catch(j.failed(m, 'an action'));
  },
  chat: (j, m) => {
    j.room.say(j.client, m.text).catch(j.failed(m, 'a chat line'));
  },
  claim: (j, m) => {
    j.room.postClaim(j.client, m.claim).catch(j.failed(m, 'a claim'));
  },
  notebook: (j, m) => {
    j.room
      .saveNotebook(j.client, { marks: m.marks, notes: m.notes }, m.base)
      .catch(j.failed(m, 'a notebook save'));
  },
  chatHistory: (j, m) => {
    j.room.chatHistory(j.client, m.before).catch(j.failed(m, 'chat history'));
  },
  claimsHistory: (j, m) => {
    j.room.claimsHistory(j.client, m.before).catch(j.failed(m, 'claims history'));
  },
  takeover: (j, m) => {
    j.room.takeovers.request(j.client, m.seat).catch(j.failed(m, 'a takeover vote'));
  },
  takeback: (j, m) => {
    j.room.takeovers.takeBack(j.client).catch(j.failed(m, 'taking a seat back'));
  },
  autoEnd: (j, m) => {
    j.room.autoEnd.set(j.client, m.on).catch(j.failed(m, 'an auto-end setting'));
  },
  coachHold: (j, m) => {
    j.room.coachHold.set(j.client, m.hold).catch(j.failed(m, 'a hold of the coach'));
  },
  mute: (j, m) => {
    j.room.moderation.mute(j.client, m).catch(j.failed(m, 'a mute'));
  },
  report: (j, m) => {
    j.room.moderation.report(j.client, m, j.address).catch(j.failed(m, 'a report'));
  },
};

/** Runs `message`'s entry of the table (the generic ties the entry to its message's type). */
function dispatch<K extends MessageType>(joined: Joined, type: K, message: MessageOf<K>): void {
  HANDLERS[type](joined, message);
}

/**
 * The one place where failures become a socket's error frames. Storage that could not be reached (a game
 * reloaded before the command, a read): nothing changed, and the same message may be sent again once it is
 * back (docs/server.md, Faults). A game that could not be loaded otherwise (it no longer replays) is not.
 */
function failureFrame(e: unknown, during: 'command' | 'load'): WireMessage {
  const unavailable = e instanceof StorageError;
  if (during === 'load')
    return unavailable
      ? { t: 'error', code: 'server/unavailable', message: 'The game could not be loaded; try again.' }
      : { t: 'error', code: 'server/error', message: 'The game could not be loaded.' };
  return unavailable
    ? { t: 'error', code: 'server/unavailable', message: 'The server cannot reach its storage; try again.' }
    : { t: 'error', code: 'server/error', message: 'Something went wrong on the server.' };
}

/** A refusal by the game's places (room.attach): what the client is told, and the limit counted (if one). */
const ATTACH_REFUSALS: Readonly<
  Record<NonNullable<ReturnType<Room['attach']>>, { readonly limit: LimitName | null; readonly text: string }>
> = {
  'limit/spectators': {
    limit: 'spectators',
    text: 'This game has as many spectators as it can take.',
  },
  'limit/table-screens': {
    limit: 'table-screens',
    text: 'This game has as many table screens as it can take; close one.',
  },
  'limit/seat-sockets': { limit: 'seat-sockets', text: 'This seat is open in too many windows; close one.' },
  // The game was unloaded between the lookup and the attach: no limit refused it.
  'game/unknown': { limit: null, text: 'There is no game with that code.' },
};

/** Tells a WebSocket why, then closes it with `closeCode` (its reason: the error code). */
export function refuseSocket(
  socket: Pick<WebSocket, 'send' | 'close'>,
  code: string,
  message: string,
  closeCode: number,
): void {
  const notice: WireMessage = { t: 'error', code, message };
  socket.send(JSON.stringify(notice));
  socket.close(closeCode, code);
}

/** One WebSocket: a `hello` first, then actions, chat and pings, each checked before use. */
export function handleSocket(socket: WebSocket, deps: SocketDeps): void {
  let state: SocketState = { kind: 'new' };
  const bucket = new TokenBucket(deps.limits.messages, deps.clock);
  let strikes = 0;
  /** `text`: the message's JSON when the caller already has it (an update spliced from shared pieces). */
  const send = (message: WireMessage, text?: string): void => {
    if (socket.readyState !== socket.OPEN) return;
    // A client that does not read would have the server keep every frame for it, without end: past the
    // bound nothing more is sent and the connection closes; the client reconnects and resumes.
    if (socket.bufferedAmount > deps.limits.socketBufferBytes) {
      deps.metrics.limited.inc({ limit: 'socket-buffer' });
      deps.log.warn(
        {
          ...(state.kind === 'joined' ? { game: state.joined.room.id, seat: state.joined.client.seat } : {}),
          buffered: socket.bufferedAmount,
        },
        'a connection that does not read what it is sent was closed',
      );
      socket.close(CLOSE_SLOW_READER, 'limit/socket-buffer');
      return;
    }
    socket.send(text ?? JSON.stringify(message));
  };
  const strike = (code: string, message: string): void => {
    send({ t: 'error', code, message });
    strikes += 1;
    if (strikes >= deps.limits.strikes) socket.close(1008, 'too many bad messages');
  };
  const stopHelloTimer = deps.clock.after(deps.limits.helloTimeoutMs, () => {
    if (state.kind !== 'new') return;
    deps.metrics.limited.inc({ limit: 'hello-timeout' });
    send({ t: 'error', code: 'hello/timeout', message: 'This connection said nothing and was closed.' });
    socket.close(1008, 'no hello');
  });

  /** A hello refused: told why, and the connection closed (1008, `reason`: the code unless given). */
  const refuse = (code: string, message: string, reason = code): void => {
    send({ t: 'error', code, message });
    state = { kind: 'closed' };
    socket.close(1008, reason);
  };

  const joinedTo = (client: Client, room: Room): Joined => ({
    client,
    room,
    send,
    strike,
    address: deps.address,
    failed: (message, what) => (e: unknown) => {
      deps.metrics.failures.inc({ operation: 'write' });
      deps.log.error(
        { game: room.id, seat: client.seat, message: message.t, error: errorText(e) },
        `${what} failed`,
      );
      send(failureFrame(e, 'command'));
    },
  });

  const join = async (message: MessageOf<'hello'>): Promise<void> => {
    if (!deps.probes.allows(deps.address)) {
      deps.metrics.limited.inc({ limit: 'probe' });
      refuse('rate/probe', PROBE_MESSAGE);
      return;
    }
    let room: Room | null;
    try {
      room = await deps.rooms.get(message.game);
    } catch (e) {
      // Logged where it was loaded.
      send(failureFrame(e, 'load'));
      if (state.kind === 'joining') state = { kind: 'new' };
      return;
    }
    if (state.kind !== 'joining') return; // closed meanwhile
    if (!room) {
      deps.probes.missed(deps.address);
      state = { kind: 'new' };
      strike('game/unknown', 'There is no game with that code.');
      return;
    }
    // Several nodes: what other nodes stored (a seat taken a moment ago, actions this node did not follow)
    // is read before the client is shown the game.
    try {
      await room.sync();
    } catch (e) {
      deps.metrics.failures.inc({ operation: 'load' });
      deps.log.error({ game: message.game, error: errorText(e) }, 'a game could not be brought up to date');
    }
    // Closed meanwhile (the narrowing above does not see the await).
    if ((state as { kind: string }).kind !== 'joining') return;
    const seat = message.token === undefined ? null : room.seatOf(message.token);
    if (message.token !== undefined && seat === null) {
      // A person the host removed (issue 30) is told so; their token never holds a seat of this game again.
      const removed = await room.moderation.wasRemoved(message.token).catch((e: unknown) => {
        deps.metrics.failures.inc({ operation: 'load' });
        deps.log.error({ game: room.id, error: errorText(e) }, 'the removals could not be read');
        return false;
      });
      if ((state as { kind: string }).kind !== 'joining') return;
      if (removed) refuse('moderation/removed', 'The host removed you from this table.');
      else refuse('auth/bad-token', 'That seat token does not belong to this game.', 'bad token');
      return;
    }
    // A table's shared screen (a seat's token, when given, rules instead): its key, or a refusal.
    const table = seat === null && message.table !== undefined;
    if (table && !isTableKey(message.table ?? '', room.hostTokenHash)) {
      refuse('auth/bad-table-key', 'That is not this game’s table key.', 'bad table key');
      return;
    }
    const tokenHash = message.token === undefined ? null : hashToken(message.token);
    const client: Client = {
      seat,
      tokenHash,
      ...(table ? { table } : {}),
      send,
      close: (code, reason) => {
        socket.close(code, reason);
      },
      version: 0,
      lastSeq: -1,
      sentWholeLog: false,
      lastView: null,
    };
    // What the seat muted for itself is left out of its chat (issue 30; moderation.ts).
    room.moderation.guard(client);
    const refused = room.attach(client, message.resume);
    if (refused !== null) {
      const { limit, text } = ATTACH_REFUSALS[refused];
      if (limit !== null) deps.metrics.limited.inc({ limit });
      refuse(refused, text);
      return;
    }
    const early = state.early;
    const ctx = joinedTo(client, room);
    state = { kind: 'joined', joined: ctx };
    room.showNotebook(client).catch((e: unknown) => {
      deps.metrics.failures.inc({ operation: 'notebook' });
      deps.log.error(
        { game: room.id, seat: client.seat, error: errorText(e) },
        'a notebook could not be shown',
      );
    });
    // Failures are logged and counted where they happen (auto-end.ts): the setting shows as off meanwhile.
    void room.autoEnd.show(client);
    // Likewise (moderation.ts): the mutes show as none meanwhile.
    void room.moderation.show(client);
    for (const m of early) dispatch(ctx, m.t, m);
  };

  socket.on('message', (data: Buffer, isBinary: boolean) => {
    if (state.kind === 'closed') return;
    if (!bucket.take()) {
      deps.metrics.limited.inc({ limit: 'messages' });
      strike('rate/limited', 'Too many messages; slow down.');
      return;
    }
    if (isBinary) {
      strike('message/binary', 'Messages are JSON text.');
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(data.toString('utf8'));
    } catch {
      strike('message/json', 'That message is not valid JSON.');
      return;
    }
    const parsed = ClientMessageSchema.safeParse(json);
    if (!parsed.success) {
      strike('message/malformed', describeIssues(parsed.error));
      return;
    }
    const message = parsed.data;
    switch (state.kind) {
      case 'new':
        if (message.t === 'ping') send({ t: 'pong' });
        else if (message.t !== 'hello')
          strike('hello/first', 'Say hello first: { "t": "hello", "game": … }.');
        else {
          state = { kind: 'joining', early: [] };
          void join(message);
        }
        return;
      case 'joining':
        if (message.t === 'hello') strike('hello/again', 'This connection is already joining a game.');
        else if (state.early.length < EARLY_MESSAGES) state.early.push(message);
        else strike('rate/limited', 'Wait for the welcome before sending more.');
        return;
      case 'joined':
        dispatch(state.joined, message.t, message);
        return;
    }
  });
  socket.on('close', () => {
    stopHelloTimer();
    if (state.kind === 'joined') state.joined.room.detach(state.joined.client);
    state = { kind: 'closed' };
  });
}

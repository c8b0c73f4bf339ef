import { turnSeat } from '@among-cultists/engine';
import type { AutoEnd } from '../auto-end.ts';
import type { BusMessage } from '../bus.ts';
import type { CoachHold } from '../coach-hold.ts';
import type { Takeovers } from '../drivers/takeovers.ts';
import type { GameCore } from '../game/core.ts';
import type { Moderation } from '../moderation/moderation.ts';
import type { Notebooks } from '../notebook.ts';
import type { GameView } from '../session/game-view.ts';
import type { Session } from '../session/session.ts';
import type { TableChat } from '../table-chat.ts';

type MessageType = BusMessage['t'];
type MessageOf<K extends MessageType> = Extract<BusMessage, { t: K }>;
/** One handler per kind of message between nodes: a new kind does not compile without its entry. */
type Handlers = { readonly [K in MessageType]: (from: string, message: MessageOf<K>) => void };

/** The messages a copy nobody here watches skips (it reads what it missed when it is used again). */
const SKIPPED_WHEN_IDLE: ReadonlySet<MessageType> = new Set(['action', 'seats', 'chat']);

export interface PeersDeps {
  readonly core: GameCore;
  readonly session: Pick<Session, 'clients' | 'sendToSeat' | 'disconnect'>;
  readonly view: Pick<GameView, 'announcePresence' | 'heardPresence' | 'forgetNode'>;
  readonly chat: Pick<TableChat, 'receive' | 'readMissed'>;
  readonly takeovers: Pick<Takeovers, 'countVote' | 'adoptMissed' | 'missedChanged'>;
  readonly notebooks: Pick<Notebooks, 'changed'>;
  readonly autoEnd: Pick<AutoEnd, 'heard'>;
  readonly coachHold: Pick<CoachHold, 'heard' | 'read'>;
  readonly moderation: Pick<Moderation, 'heard'>;
}

/**
 * The other nodes serving the same game (several nodes; bus.ts): what this node stores they hear of
 * (actions, seats), what they say is applied here from a handler table, and a copy that fell behind
 * (a gap, an idle copy, the poll) reads storage, the one truth.
 */
export class Peers {
  readonly #core: GameCore;
  readonly #session: PeersDeps['session'];
  readonly #view: PeersDeps['view'];
  readonly #chat: PeersDeps['chat'];
  readonly #takeovers: PeersDeps['takeovers'];
  readonly #coachHold: PeersDeps['coachHold'];
  readonly #handlers: Handlers;
  readonly #unsubscribe: () => void;
  /** Changes from other nodes were skipped while this copy was idle (`idleCopy`): `sync` reads them. */
  #behind = false;

  constructor(deps: PeersDeps) {
    const core = deps.core;
    this.#core = core;
    this.#session = deps.session;
    this.#view = deps.view;
    this.#chat = deps.chat;
    this.#takeovers = deps.takeovers;
    this.#coachHold = deps.coachHold;
    this.#handlers = handlers(this, deps);
    core.events.on('actionStored', ({ seq, seat, action, at }) => {
      core.bus.publish(core.id, { t: 'action', seq, seat, action, at });
    });
    core.events.on('seatsStored', ({ version, hold }) => {
      core.bus.publish(core.id, { t: 'seats', version, ...(hold ? { hold } : {}) });
    });
    core.events.on('closed', () => {
      this.#unsubscribe();
      if (this.#session.clients.size > 0) core.bus.publish(core.id, { t: 'bye' });
    });
    this.#unsubscribe = core.bus.subscribe(core.id, (from, message) => {
      this.#heard(from, message);
    });
  }

  /** Whether changes were skipped while this copy was idle (`sync` reads them). */
  get behind(): boolean {
    return this.#behind;
  }

  /**
   * A copy nobody here watches and whose timers run elsewhere (a node that only answered a join, say): it
   * does not follow the game's every change, which would cost this node the game's work for nothing; it
   * reads what it missed when it is used again (`sync`, or a command's catch-up).
   */
  get idleCopy(): boolean {
    return this.#core.leased && !this.#core.leader && this.#session.clients.size === 0;
  }

  /** A node loaded the game: whoever serves it already says who is connected through them. */
  hello(): void {
    this.#core.bus.publish(this.#core.id, { t: 'hello' });
  }

  /** The regular presence beat (rooms.ts), for games with connections here. */
  beat(): void {
    if (!this.#core.closed && this.#session.clients.size > 0) this.#view.announcePresence();
  }

  /** A client attached: a change skipped between its hello's catch-up and now is read (it is watched now). */
  attached(): void {
    if (!this.#behind) return;
    void this.sync().catch((e: unknown) => {
      this.#core.failed('load', e, { attach: true });
    });
  }

  /** This node gained or lost the game's lease: its timers and bots start or stop here. */
  lead(leader: boolean): void {
    const core = this.#core;
    if (!core.setLeader(leader)) return;
    void core
      .run(async () => {
        // Up to date before acting on the game: the node that held it may have stored more.
        if (leader) await this.#coachHold.read();
        if (!leader || !(await core.authority.refresh())) core.changed();
        if (leader) this.#takeovers.missedChanged();
      })
      .catch((e: unknown) => {
        core.failed('load', e, { leader });
      });
  }

  /** Brings this copy up to date before a request that reads it outside `run` (a hello, a start's check). */
  sync(): Promise<void> {
    const core = this.#core;
    if (!core.leased) return Promise.resolve();
    return core.run(async () => {
      // A request may follow, through this node, a change made through another a moment ago.
      await core.authority.refresh();
      if (this.#behind) await this.#readChat();
    });
  }

  /** Reads what other nodes stored and shows it (the poll found this copy behind, or a message gapped). */
  refresh(): Promise<void> {
    const core = this.#core;
    return core
      .run(async () => {
        if (core.closed) return;
        await core.authority.refresh();
        await this.#readChat();
      })
      .catch((e: unknown) => {
        core.failed('load', e, { refresh: true });
      });
  }

  /** Reads the chat lines other nodes stored since this copy's last one, and shows them (in `run`). */
  async #readChat(): Promise<void> {
    await this.#chat.readMissed();
    this.#behind = false;
  }

  /** A message from another node about this game. */
  #heard(from: string, message: BusMessage): void {
    if (this.#core.closed) return;
    if (SKIPPED_WHEN_IDLE.has(message.t) && this.idleCopy) {
      this.#behind = true;
      this.#core.authority.markStale();
      return;
    }
    // The table holds the handler of this message's own kind (Handlers ties each kind to its entry).
    (this.#handlers[message.t] as (from: string, message: BusMessage) => void)(from, message);
  }
}

function handlers(peers: Peers, deps: PeersDeps): Handlers {
  const { core, session, view, chat, takeovers } = deps;
  const authority = core.authority;
  return {
    action: (from, message) => {
      void core
        .run(async () => {
          const before = authority.state;
          const ownTurn = before !== null && turnSeat(before) === message.seat;
          const result = authority.receive(message.seq, message);
          // Actions were missed before this one: read them all (shown as 'reloaded').
          if (result === 'gap') await authority.refresh();
          if (result !== 'applied') return;
          core.events.emit({ type: 'acted', seat: message.seat, ownTurn });
          if (authority.status === 'finished') core.seatsChanged();
          core.changed();
        })
        .catch((e: unknown) => {
          core.failed('load', e, { from, seq: message.seq });
        });
    },
    seats: (from, message) => {
      if (message.version <= authority.version) return;
      void core
        .run(() => authority.refresh(message.hold === true))
        .catch((e: unknown) => {
          core.failed('load', e, { from, version: message.version });
        });
    },
    chat: (_from, message) => {
      try {
        chat.receive(message.line);
      } catch {
        // Lines were missed before this one: read them all (in `run`, in order with this node's writes).
        void peers.refresh();
      }
    },
    presence: (from, message) => {
      view.heardPresence(from, message.seats);
    },
    hello: () => {
      peers.beat();
    },
    bye: (from) => {
      view.forgetNode(from);
    },
    missed: (_from, message) => {
      takeovers.adoptMissed(message.missed);
    },
    vote: (from, message) => {
      if (!core.leader) return;
      void core
        .run(() => takeovers.countVote(message.voter, message.target, null))
        .catch((e: unknown) => {
          core.failed('write', e, { command: 'takeover', from });
        });
    },
    timedOut: (from, message) => {
      // After the actions it follows (same sender, same channel: in order), once they are shown here.
      void core
        .run(() => {
          session.sendToSeat(message.seat, {
            t: 'timedOut',
            actions: [...message.actions],
            logSeq: message.logSeq,
          });
          return Promise.resolve();
        })
        .catch((e: unknown) => {
          core.failed('deadline', e, { from });
        });
    },
    notebook: (from, message) => {
      void deps.notebooks.changed(message.seat).catch((e: unknown) => {
        core.failed('notebook', e, { from, seat: message.seat });
      });
    },
    autoEnd: (_from, message) => {
      deps.autoEnd.heard(message.seat, message.on);
    },
    coachHold: (_from, message) => {
      deps.coachHold.heard(message.until);
    },
    moderated: (_from, message) => {
      // Failures are logged and counted where they happen (moderation.ts).
      void deps.moderation.heard(message.removed);
    },
    gone: () => {
      session.disconnect('game/unknown', 'This lobby closed: it was not started in time.');
      // A closed room is looked up afresh (rooms.ts), and it is gone from storage.
      void core.close();
    },
  };
}

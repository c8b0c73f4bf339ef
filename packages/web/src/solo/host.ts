/**
 * What the solo worker does with the page's messages (worker.ts only wires it to postMessage and timers):
 * starts a new game or resumes a stored one, and passes the player's moves to the game loop. A plain module,
 * tested in Node with the store on fake-indexeddb.
 */
import type { SoloClock } from './loop-deps.ts';
import { SoloGame } from './loop.ts';
import { cryptoHex, cryptoUnit, newSave, type RandomHex } from './setup.ts';
import type { SoloStore } from './store.ts';
import type { FromWorker, SoloSave, ToWorker } from './types.ts';

export interface HostDeps {
  readonly clock: SoloClock;
  readonly store: () => Promise<SoloStore>;
  /** A read of the stored game `id` begun before the host was made (worker-early.ts), if there is one. */
  readonly read?: (id: string) => Promise<SoloSave | null> | undefined;
  readonly send: (message: FromWorker) => void;
  readonly random?: RandomHex;
}

/** One page's solo game: the worker runs one at a time. */
export class SoloHost {
  readonly #deps: HostDeps;
  #game: SoloGame | null = null;

  constructor(deps: HostDeps) {
    this.#deps = deps;
  }

  /** Handles one message; a failure is told to the page (and logged), never dropped. */
  async receive(message: ToWorker): Promise<void> {
    try {
      await this.#receive(message);
    } catch (e) {
      console.error(`solo worker: "${message.t}" failed`, e);
      this.#deps.send({
        t: 'failed',
        code: message.t === 'new' ? 'setup' : 'storage',
        message: e instanceof Error ? e.message : String(e),
      });
    }
  }

  async #receive(message: ToWorker): Promise<void> {
    const { send } = this.#deps;
    switch (message.t) {
      case 'new': {
        const save = newSave(message.setup, this.#deps.random ?? cryptoHex, this.#deps.clock.now());
        const store = await this.#deps.store();
        // Stored before it is shown: a reload at once finds it.
        await store.put(save);
        this.#start(new SoloGame(save, this.#keeper(store)));
        return;
      }
      case 'resume': {
        const store = await this.#deps.store();
        const save = await (this.#deps.read?.(message.id) ?? store.get(message.id));
        if (save === null) {
          send({ t: 'missing', id: message.id });
          return;
        }
        this.#start(new SoloGame(save, this.#keeper(store)));
        return;
      }
      case 'act':
        this.#open()?.act(message.version, message.action);
        return;
      case 'claim':
        this.#open()?.claim(message.claim);
        return;
      case 'chat':
        this.#open()?.chat(message.text);
        return;
      case 'notebook':
        this.#open()?.saveNotebook(message.notebook);
        return;
      case 'autoEnd':
        this.#open()?.setAutoEnd(message.on);
        return;
      case 'take':
        this.#open()?.take();
        return;
    }
  }

  /** The game in play; none yet (a move before the game opened) is told to the page. */
  #open(): SoloGame | null {
    if (this.#game === null)
      this.#deps.send({ t: 'rejected', code: 'game/not-started', message: 'No solo game is open.' });
    return this.#game;
  }

  #start(game: SoloGame): void {
    this.#game?.stop();
    this.#game = game;
    game.open();
  }

  #keeper(store: SoloStore) {
    const { clock, send } = this.#deps;
    return { clock, send, keeper: store, random: cryptoUnit };
  }

  /** The page went away. */
  stop(): void {
    this.#game?.stop();
    this.#game = null;
  }
}

// What the solo loop's tests share (loop.test.ts, people.test.ts): a test clock, fixed random bytes, a game
// with its messages and store kept, and a player for the people's seats.
import type { GameOptions, PlayerView } from '@among-cultists/engine';
import { createBot, type Bot } from '@among-cultists/bots';
import type { SoloClock } from './loop-deps.ts';
import { SoloGame } from './loop.ts';
import type { FromWorker, SoloPace, SoloSave, SoloSetup } from './types.ts';

/** A clock that moves only when the test says so; timers fire in time order. */
export class TestClock implements SoloClock {
  #now = Date.UTC(2026, 10, 29);
  #order = 0;
  readonly timers = new Set<{ at: number; order: number; ms: number; run: () => void }>();
  now(): number {
    return this.#now;
  }
  after(ms: number, run: () => void): () => void {
    const timer = { at: this.#now + ms, order: this.#order++, ms, run };
    this.timers.add(timer);
    return () => this.timers.delete(timer);
  }
  /** Runs the next timer; false when none is left. */
  step(): boolean {
    let first: { at: number; order: number; ms: number; run: () => void } | null = null;
    for (const t of this.timers)
      if (!first || t.at < first.at || (t.at === first.at && t.order < first.order)) first = t;
    if (!first) return false;
    this.timers.delete(first);
    this.#now = Math.max(this.#now, first.at);
    first.run();
    return true;
  }
}

/** Fixed bytes in place of crypto's, so that a test's game is the same every run. */
export function counterHex(start: number): (bytes: number) => string {
  let n = start;
  return (bytes) =>
    Array.from({ length: bytes }, () =>
      ((n = (n * 1103515245 + 12345) % 2 ** 31) & 0xff).toString(16).padStart(2, '0'),
    ).join('');
}

export function setup(options: Omit<GameOptions, 'seed'>, pace: SoloPace = 'instant'): SoloSetup {
  return { name: 'Ada', character: 3, options, bots: 'heuristic', pace };
}

/** A game with its messages kept, a map for its store and a clock of its own. */
export function harness(save: SoloSave, clock = new TestClock()) {
  const sent: FromWorker[] = [];
  const stored = new Map<string, SoloSave>();
  const decided: { seat: number; viewer: PlayerView['viewer'] }[] = [];
  const game = new SoloGame(save, {
    clock,
    keeper: {
      put: (s) => {
        stored.set(s.id, structuredClone(s));
        return Promise.resolve();
      },
    },
    send: (m) => sent.push(m),
    random: () => 0.5,
    // The real bots, watched: each decision must come with its own seat's view.
    createBot: (kind, seed, settings) => {
      const bot = createBot(kind, seed, settings);
      return {
        kind: bot.kind,
        decide: (view, log) => {
          decided.push({ seat: save.botSeeds.indexOf(seed), viewer: view.viewer });
          return bot.decide(view, log);
        },
        ...(bot.talk ? { talk: bot.talk.bind(bot) } : {}),
        ...(bot.hear ? { hear: bot.hear.bind(bot) } : {}),
      } satisfies Bot;
    },
  });
  const lastView = (): (FromWorker & { t: 'update' }) | undefined =>
    sent.findLast((m): m is FromWorker & { t: 'update' } => m.t === 'update');
  return { game, sent, stored, clock, decided, lastView };
}

/**
 * Plays the people's seats on the views they are shown (a seeded choice among the legal actions), taking
 * the device whenever it is passed, until the game ends.
 */
export async function playToEnd(h: ReturnType<typeof harness>, limit = 20_000): Promise<void> {
  let pick = 7;
  for (let i = 0; i < limit; i++) {
    if (h.game.passingTo !== null) {
      h.game.take();
      continue;
    }
    const update = h.lastView();
    if (update?.view.result) return;
    const legal = update?.view.legal ?? [];
    if (update && legal.length > 0 && update.version === h.game.version) {
      pick = (pick * 48271) % 2147483647;
      h.game.act(update.version, legal[pick % legal.length]!);
      continue;
    }
    if (!h.clock.step()) throw new Error('the game waits for nobody');
  }
  await h.game.settled();
  throw new Error('the game did not end');
}

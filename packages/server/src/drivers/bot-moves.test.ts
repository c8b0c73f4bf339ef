/**
 * The bots' moves alone (issue 29): a real game (engine, authority, in-memory SQLite), the real bot driver,
 * bot queue and table chat on the manual clock, and recording fakes only for what BotMoves declares it
 * needs of the coach's hold and the view (whether anyone is at the table).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createBot, type Bot } from '@among-cultists/bots';
import { BotQueue } from '../bot-queue.ts';
import { LocalBus } from '../bus.ts';
import { ChatLog } from '../chat.ts';
import { GameCore } from '../game/core.ts';
import { botDriver } from '../game/parts.ts';
import { DEFAULT_LIMITS } from '../limits.ts';
import { silentLog } from '../log.ts';
import { countOf, createMetrics } from '../metrics.ts';
import { TableChat } from '../table-chat.ts';
import { ManualClock } from '../testing-clock.ts';
import { storedGame } from '../testing-game.ts';
import { BotMoves } from './bot-moves.ts';

const BOT_DELAY_MS = 100;
const BOTS = [1, 2, 3, 4];

interface Table {
  readonly clock: ManualClock;
  readonly core: GameCore;
  readonly moves: BotMoves;
  /** What the fakes answer, and how often the coach's stored hold was read. */
  readonly fakes: { attended: boolean; held: boolean; reads: number };
  /** The seats whose actions were stored, in order. */
  readonly acted: number[];
  /** The types of the actions stored, in order. */
  readonly types: string[];
  done(): Promise<void>;
}

/** The host in seat 0 and four bots (seed 7: the game opens with the Night, where every seat readies). */
async function table(options: { leased?: boolean; createBot?: typeof createBot } = {}): Promise<Table> {
  const clock = new ManualClock();
  const { db, authority, token } = await storedGame(clock);
  for (const seat of BOTS) await authority.run(() => authority.setSeat(token, seat, 'bot'));
  await authority.run(() => authority.start(token, clock.now()));
  const metrics = createMetrics();
  const core = new GameCore(
    { clock, log: silentLog, metrics, leased: options.leased === true },
    authority,
    new LocalBus(),
  );
  const chatLog = new ChatLog(db, authority.id, [], 0);
  const chat = new TableChat({
    chat: chatLog,
    clock,
    metrics,
    rate: DEFAULT_LIMITS.chat,
    bounds: {
      chatStored: DEFAULT_LIMITS.chatStored,
      lobbyChatStored: DEFAULT_LIMITS.lobbyChatStored,
      claimsReserved: DEFAULT_LIMITS.claimsReserved,
    },
    pages: DEFAULT_LIMITS.chatPages,
    state: () => authority.state,
    seatName: (seat) => core.seatName(seat),
    connected: () => false,
    closed: () => core.closed,
    show: (lines) => {
      core.events.emit({ type: 'chatShown', lines });
    },
    publish: () => undefined,
    failed: (operation, error, details) => {
      core.failed(operation, error, details);
    },
  });
  const driver = botDriver(
    core,
    {
      botDelay: () => BOT_DELAY_MS,
      botKind: 'heuristic',
      botQueue: new BotQueue(clock, 1),
      ...(options.createBot ? { createBot: options.createBot } : {}),
    },
    chatLog,
  );
  const fakes = { attended: true, held: false, reads: 0 };
  const moves = new BotMoves({
    core,
    bots: driver,
    chat,
    coachHold: {
      get held() {
        return fakes.held;
      },
      read: () => {
        fakes.reads++;
        return Promise.resolve(fakes.held);
      },
    },
    view: {
      get attended() {
        return fakes.attended;
      },
    },
  });
  const acted: number[] = [];
  const types: string[] = [];
  core.events.on('actionStored', ({ seat, action }) => {
    acted.push(seat);
    types.push(action.type);
  });
  return {
    clock,
    core,
    moves,
    fakes,
    acted,
    types,
    done: async () => {
      if (!core.closed) await core.close();
      await db.destroy();
    },
  };
}

/** The seats that acted, in seat order (the bots answer in whatever order their delays end). */
function sorted(seats: readonly number[]): number[] {
  return [...seats].sort((a, b) => a - b);
}

test('every bot with something to decide answers after its delay, and the game moves on; the human is waited for', async () => {
  const t = await table();
  try {
    assert.equal(t.moves.playing, true);
    let changed = 0;
    t.core.events.on('changed', () => changed++);
    t.core.changed();
    await t.clock.advance(BOT_DELAY_MS - 1);
    assert.deepEqual(t.acted, [], 'not before the delay');
    await t.clock.advance(10 * BOT_DELAY_MS);
    assert.deepEqual(sorted(t.acted), BOTS, 'each bot readied once; the host did not');
    assert.equal(t.core.authority.state!.phase.kind, 'night', 'the Night waits for the host');
    assert.equal(changed, 1 + BOTS.length, 'each stored move is shown');
    assert.equal(t.fakes.reads, BOTS.length, 'each move read the coach’s stored hold first');
  } finally {
    await t.done();
  }
});

test('nobody at the table, or the coach holding them: the bots wait; they go on when a player is back', async () => {
  const t = await table();
  try {
    t.fakes.attended = false;
    assert.equal(t.moves.playing, false);
    t.core.changed();
    await t.clock.advance(10 * BOT_DELAY_MS);
    assert.deepEqual(t.acted, []);
    t.fakes.attended = true;
    t.fakes.held = true;
    t.core.events.emit({ type: 'presence' });
    await t.clock.advance(10 * BOT_DELAY_MS);
    assert.deepEqual(t.acted, [], 'held by the coach');
    assert.equal(t.fakes.reads, 0, 'held: no move was even scheduled');
    t.fakes.held = false;
    t.core.events.emit({ type: 'presence' });
    await t.clock.advance(10 * BOT_DELAY_MS);
    assert.deepEqual(sorted(t.acted), BOTS);
  } finally {
    await t.done();
  }
});

test('a move scheduled before the coach’s hold was stored reads it and is not played', async () => {
  const t = await table();
  try {
    t.core.changed();
    t.fakes.held = true;
    await t.clock.advance(10 * BOT_DELAY_MS);
    assert.deepEqual(t.acted, []);
    assert.equal(t.fakes.reads, BOTS.length);
  } finally {
    await t.done();
  }
});

test('where the game’s timers do not run, or once it closed, no bot moves', async () => {
  const follower = await table({ leased: true });
  try {
    assert.equal(follower.moves.playing, false);
    follower.core.changed();
    await follower.clock.advance(10 * BOT_DELAY_MS);
    assert.deepEqual(follower.acted, []);
  } finally {
    await follower.done();
  }
  const t = await table();
  try {
    t.core.changed();
    assert.equal(t.clock.pending, BOTS.length, 'one move on its way per bot');
    await t.core.close();
    assert.equal(t.moves.playing, false);
    assert.equal(t.clock.pending, 0, 'their timers were cancelled');
    await t.clock.advance(10 * BOT_DELAY_MS);
    assert.deepEqual(t.acted, [], 'the moves on their way were cancelled');
  } finally {
    await t.done();
  }
});

test('a bot move the rules refuse is counted as a failure and replaced by the engine’s safe default', async () => {
  // A bot that always ends a Movement, in the Night.
  const erring: typeof createBot = (kind, seed, settings): Bot => {
    const real = createBot(kind, seed, settings);
    return { kind: real.kind, decide: () => ({ type: 'endMovement' }) };
  };
  const t = await table({ createBot: erring });
  try {
    t.core.changed();
    await t.clock.advance(10 * BOT_DELAY_MS);
    assert.deepEqual(sorted(t.acted), BOTS, 'each bot seat still answered');
    assert.deepEqual(t.types, ['ready', 'ready', 'ready', 'ready'], 'the Night’s safe default');
    assert.equal(await countOf(t.core.metrics.failures, { operation: 'bot' }), BOTS.length);
  } finally {
    await t.done();
  }
});

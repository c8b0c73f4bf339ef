import { seedOf } from '@among-cultists/engine/testing';
import { openDatabase, type Db } from './db.ts';
import { GameAuthority } from './game/authority.ts';
import type { ManualClock } from './testing-clock.ts';
import type { Timers } from './timers.ts';

/**
 * A 5-seat game stored in a fresh in-memory database, not started, the host in seat 0 (seed 7: it opens with
 * the Night, where every seat readies, then seat 4's Movement): the game the unit tests of the drivers and the
 * peers build on. The test seats the others (players or bots), starts it and destroys `db`.
 */
export async function storedGame(
  clock: ManualClock,
  timers: Timers = {},
): Promise<{ db: Db; authority: GameAuthority; token: string }> {
  const db = await openDatabase({ url: ':memory:' });
  const { authority, token } = await GameAuthority.create(db, {
    options: { players: 5 },
    hostName: 'Host',
    timers,
    hostCharacter: 0,
    seed: seedOf(7),
    now: clock.now(),
  });
  return { db, authority, token };
}

/**
 * The change event carries the decision (issue 29): the game core asks the engine's `decisionOf` once per
 * state and tells it with 'changed', so the drivers and the views read it from the event. A real game
 * (engine, authority, in-memory SQLite) played to its end, here and on a second copy that hears each action
 * as another node's.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decisionOf, type Decision, type GameState } from '@among-cultists/engine';
import { LocalBus } from '../bus.ts';
import { drawFor } from '../drivers/defaults.ts';
import { silentLog } from '../log.ts';
import { createMetrics } from '../metrics.ts';
import { ManualClock } from '../testing-clock.ts';
import { storedGame } from '../testing-game.ts';
import { GameAuthority } from './authority.ts';
import { GameCore } from './core.ts';

/** What a decision says, compared field by field: its defaults for every seat under the same draws. */
function said(decision: Decision | null, state: GameState): unknown {
  if (decision === null) return null;
  return {
    kind: decision.kind,
    key: decision.key,
    seats: [...decision.seats],
    defaults: state.seats.map((_, seat) => decision.timedOut(seat, (n) => (seat * 7 + 3) % n)),
  };
}

test('every change event carries the decision equal to the engine’s decisionOf of the new state, here and on a copy that hears the actions', async () => {
  const clock = new ManualClock();
  const { db, authority, token } = await storedGame(clock);
  try {
    for (let i = 1; i < 5; i++) await authority.run(() => authority.join(`P${i}`));
    await authority.run(() => authority.start(token, clock.now()));
    const stored = await GameAuthority.read(db, authority.id);
    const copy = GameAuthority.fromStored(db, stored!);
    const deps = { clock, log: silentLog, metrics: createMetrics() };
    const core = new GameCore(deps, authority, new LocalBus());
    const follower = new GameCore(deps, copy, new LocalBus());
    const checked = { here: 0, copy: 0 };
    const listen = (c: GameCore, where: keyof typeof checked): void => {
      let first: Decision | null | undefined;
      // Two subscribers of the same change hear the same decision: it is asked once, not once each.
      c.events.on('changed', ({ decision }) => {
        first = decision;
      });
      c.events.on('changed', ({ decision }) => {
        const state = c.authority.state!;
        assert.equal(decision, first);
        assert.equal(decision, c.authority.decision);
        assert.deepEqual(said(decision, state), said(decisionOf(state), state));
        checked[where]++;
      });
    };
    listen(core, 'here');
    listen(follower, 'copy');
    core.changed();
    follower.changed();
    let over = false;
    for (let moves = 0; moves < 5000 && !over; moves++) {
      const decision = decisionOf(authority.state!);
      assert.ok(decision, 'the game awaits a decision until it is over');
      const seat = decision.seats[0]!;
      const action = decision.timedOut(seat, drawFor(authority, seat))!;
      const seq = authority.seq;
      const rejection = await core.run(() => core.commit(seat, action));
      assert.equal(rejection, null);
      core.changed();
      assert.equal(
        copy.receive(seq, { seat, action, at: clock.now() }),
        'applied',
        'the copy plays the same action',
      );
      follower.changed();
      await clock.advance(1000);
      over = authority.state!.phase.kind === 'over';
    }
    assert.ok(over, 'the game reached its end');
    assert.equal(authority.decision, null, 'nothing is awaited once the game is over');
    assert.equal(copy.decision, null);
    assert.equal(checked.here, checked.copy);
    assert.ok(checked.here > 50, `${checked.here} changes checked`);
  } finally {
    await db.destroy();
  }
});

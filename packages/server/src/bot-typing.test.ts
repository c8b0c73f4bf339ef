/**
 * Issue 27: a bot's lines come one at a time, each after the time it takes to type (the injected clock
 * measures it; nothing waits on the wall clock), and a bot named by a line may answer it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seedOf } from '@among-cultists/engine/testing';
import type { ChatLine } from '@among-cultists/protocol';
import { TYPING_MAX_MS, TYPING_MIN_MS, typingDelay } from '@among-cultists/protocol/plain';
import { ManualClock } from './testing-clock.ts';
import { drive, get, startServer, startTable } from './testing.ts';

test('issue 27: typingDelay grows with a line’s length, within its bounds; 0 ms a character is no wait', () => {
  const short = typingDelay({ kind: 'suspect', target: 1 }, 45);
  const long = typingDelay({ kind: 'route', round: 3, colours: ['lightblue', 'darkblue', 'orange'] }, 45);
  assert.ok(short >= TYPING_MIN_MS && long <= TYPING_MAX_MS && long > short, `${short} ${long}`);
  assert.equal(typingDelay({ kind: 'suspect', target: 1 }, 1_000), TYPING_MAX_MS);
  assert.equal(typingDelay({ kind: 'suspect', target: 1 }, 0), 0);
});

test('issue 27: heuristic bots post their lines one at a time, each seat’s typed before it is said', async () => {
  const clock = new ManualClock();
  const srv = await startServer({ clock, seeds: () => seedOf(16), botTypingMsPerChar: 45 });
  try {
    const { id, host } = await startTable(srv);
    await drive(clock, host, () => host.latest()!.view.phase.kind === 'over');
    const record = await get<{ chat: ChatLine[] }>(`${srv.http}/api/games/${id}/record`);
    const lines = record.body.chat.filter((l) => l.claim !== undefined && l.seat !== 0);
    assert.ok(lines.length >= 4, `${lines.length} bot lines`);
    // Each seat's next line in the same round comes at least its typing time after the one before.
    let spaced = 0;
    for (const seat of new Set(lines.map((l) => l.seat))) {
      const own = lines.filter((l) => l.seat === seat);
      for (let i = 1; i < own.length; i++) {
        if (own[i]!.round !== own[i - 1]!.round) continue;
        const gap = own[i]!.at - own[i - 1]!.at;
        assert.ok(gap >= typingDelay(own[i]!.claim!, 45), `seat ${seat}: ${gap} ms between two lines`);
        spaced++;
      }
    }
    assert.ok(spaced > 0, 'some seat said two lines in a discussion');
    // No seat says the same claim twice in a game.
    const keys = lines.map((l) => `${l.seat}:${JSON.stringify(l.claim)}`);
    assert.deepEqual(keys, [...new Set(keys)]);
    host.close();
  } finally {
    await srv.close();
  }
});

test('issue 27: a bot named by a person’s line in a discussion answers it, once', async () => {
  const clock = new ManualClock();
  const srv = await startServer({ clock, seeds: () => seedOf(16), botTypingMsPerChar: 45 });
  try {
    const { host } = await startTable(srv);
    const discussing = () => {
      const phase = host.latest()?.view.phase;
      return phase?.kind === 'vote' && phase.stage === 'discussion';
    };
    await drive(clock, host, () => discussing() || host.latest()!.view.phase.kind === 'over');
    assert.ok(discussing(), 'the game reached a Vote');
    const round = host.latest()!.view.round;
    const chat = (): ChatLine[] => host.messages.flatMap((m) => (m.t === 'chat' ? m.lines : []));
    const mine = () => chat().find((l) => l.seat === 0 && l.claim?.kind === 'suspect');
    host.send({ t: 'claim', claim: { kind: 'suspect', target: 1 } });
    await drive(clock, host, () => mine() !== undefined, false);
    const asked = mine()!.seq;
    const answers = () =>
      chat().filter(
        (l) =>
          l.seq > asked &&
          l.seat === 1 &&
          l.round === round &&
          ((l.claim?.kind === 'suspect' && l.claim.target === 0) || l.claim?.kind === 'role'),
      );
    // The person stays in the discussion (it does not act): the bot answers while it lasts.
    await drive(clock, host, () => answers().length > 0 || !discussing(), false);
    assert.equal(answers().length, 1, JSON.stringify(chat().filter((l) => l.seq > asked)));
    host.close();
  } finally {
    await srv.close();
  }
});

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import {
  replay,
  type GameEvent,
  type GameOptions,
  type GameState,
  type ViewedEvent,
} from '@among-cultists/engine';
import type { Lobby, ServerMessage } from '@among-cultists/protocol';
import { commitmentOf } from '../authority.ts';
import { get, post, startServer, TestClient, type RunningServer } from '../testing.ts';
import { mountainsChoice, simulateMountains } from './mountains-player.testing.ts';
import { mountains } from './mountains.ts';

const ME = 0;

/** The round of the first log entry that `test` accepts (undefined: none). */
function firstRound(s: GameState, test: (e: GameEvent) => boolean): number | undefined {
  return s.log.find(test)?.round;
}

describe('lesson 3, Mountains of Chaos: the deal', () => {
  for (const [name, order] of [
    ['in seat order', (seats: number[]) => seats],
    ['in reverse order', (seats: number[]) => [...seats].reverse()],
  ] as const) {
    test(`a player who follows the coach meets every step early, the bots answering ${name}`, () => {
      const { state: s, decisions } = simulateMountains(order);
      assert.equal(s.seats[ME]!.role, 'investigator');
      assert.equal(s.config.board.id, 'mountains');
      assert.equal(
        firstRound(
          s,
          (e) =>
            e.t === 'moved' && e.seat === ME && s.config.board.layout.elevators!.some((x) => x.loc === e.to),
        ),
        1,
        'the player boards an Elevator in Round 1',
      );
      assert.equal(
        firstRound(s, (e) => e.t === 'elevatorMoved' && e.by === ME && e.riders.includes(ME)),
        1,
        'and rides it',
      );
      assert.equal(
        firstRound(s, (e) => e.t === 'revolvingDoorTurned'),
        1,
        'the Revolving Door turns',
      );
      assert.equal(
        firstRound(s, (e) => e.t === 'cultistTokenPlaced'),
        1,
        'a Cultist token comes out',
      );
      assert.equal(
        firstRound(s, (e) => e.t === 'cultistFought'),
        1,
        'the first fight is in Round 1',
      );
      assert.equal(
        firstRound(s, (e) => e.t === 'cultistFought' && e.seat === ME),
        1,
        '…the player’s',
      );
      assert.equal(
        firstRound(s, (e) => e.t === 'professionEarned' && e.seat === ME),
        1,
        'the Profession',
      );
      assert.equal(
        firstRound(s, (e) => e.t === 'informantSeen' && e.seat === ME),
        1,
        'the Informant seen',
      );
      assert.equal(
        firstRound(s, (e) => e.t === 'elevatorMoved' && e.by === ME && !e.riders.includes(ME)),
        2,
        'the player calls an Elevator in Round 2',
      );
      assert.ok(s.result, 'the game ends');
      assert.ok(s.result.round <= 4, `within four Rounds (${s.result.round})`);
      assert.ok(decisions <= 30, `in few decisions (${decisions})`);
    });
  }

  test('the seed is the one the comment names, so anyone can check where the lesson comes from', () => {
    assert.equal(
      mountains.seed,
      createHash('sha256').update('among-cultists mountains lesson 5').digest('hex'),
    );
  });
});

describe('POST /api/tutorial, lesson "mountains"', () => {
  let srv: RunningServer;
  before(async () => {
    srv = await startServer();
  });
  after(async () => {
    await srv.close();
  });

  test('starts the lesson against six bots on the Mountains map; played to the end, its record verifies', async () => {
    const created = await post<{ id: string; seat: number; token: string; lobby: Lobby }>(
      `${srv.http}/api/tutorial`,
      { name: 'Mira', character: 2, lesson: 'mountains' },
    );
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const { id, seat, token, lobby } = created.body;
    assert.equal(seat, ME);
    assert.equal(lobby.status, 'playing');
    assert.equal(lobby.tutorial, true, 'marked: a known seed is no fair game');
    assert.equal(lobby.commitment, commitmentOf(mountains.seed));
    assert.deepEqual(
      lobby.seats.map((s) => s.kind),
      ['human', ...Array.from({ length: 6 }, () => 'bot')],
    );

    const client = await TestClient.connect(srv.ws);
    client.send({ t: 'hello', game: id, token });
    const events = (): ViewedEvent[] =>
      client.messages.flatMap((m: ServerMessage) => (m.t === 'update' ? m.events : []));
    let actedOn = -1;
    await client.until(
      () => {
        const latest = client.latest();
        if (!latest) return false;
        if (latest.view.phase.kind === 'over') return true;
        if (latest.view.legal.length > 0 && latest.version !== actedOn) {
          actedOn = latest.version;
          client.act(mountainsChoice(latest.view, events()));
        }
        return false;
      },
      120_000,
      'the end of the lesson',
    );
    const view = client.latest()!.view;
    assert.equal(view.me?.role, 'investigator');
    assert.deepEqual(view.result, simulateMountains((seats) => seats).state.result, 'the simulated story');
    client.close();

    const record = await get<{ options: GameOptions; actions: { seat: number; action: never }[] }>(
      `${srv.http}/api/games/${id}/record`,
    );
    assert.equal(record.status, 200);
    assert.equal(record.body.options.seed, mountains.seed);
    const replayed = replay({ options: record.body.options, actions: record.body.actions });
    assert.ok(replayed.ok);
    assert.deepEqual(replayed.state.result, view.result);
  });
});

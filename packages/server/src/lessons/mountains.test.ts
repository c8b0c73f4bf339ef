import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { commitmentOf } from '../game/secrets.ts';
import { startServer, type RunningServer } from '../testing.ts';
import { playTutorialLive } from '../tutorial-live.testing.ts';
import { firstRound, ORDERS } from '../tutorial-player.testing.ts';
import { mountainsChoice, simulateMountains } from './mountains-player.testing.ts';
import { mountains } from './mountains.ts';

const ME = 0;

describe('lesson 3, Mountains of Chaos: the deal', () => {
  for (const [name, order] of ORDERS) {
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
    const { created, view, record, replayed } = await playTutorialLive(
      srv,
      { name: 'Mira', character: 2, lesson: 'mountains' },
      mountainsChoice,
    );
    const { seat, lobby } = created;
    assert.equal(seat, ME);
    assert.equal(lobby.status, 'playing');
    assert.equal(lobby.tutorial, true, 'marked: a known seed is no fair game');
    assert.equal(lobby.commitment, commitmentOf(mountains.seed));
    assert.deepEqual(
      lobby.seats.map((s) => s.kind),
      ['human', ...Array.from({ length: 6 }, () => 'bot')],
    );
    assert.equal(view.me?.role, 'investigator');
    assert.deepEqual(view.result, simulateMountains((seats) => seats).state.result, 'the simulated story');
    assert.equal(record.options.seed, mountains.seed);
    assert.deepEqual(replayed.result, view.result);
  });
});

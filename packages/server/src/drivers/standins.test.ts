import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Standins } from './standins.ts';

describe('missed deadlines', () => {
  test('are counted per seat, in a row', () => {
    const s = new Standins();
    assert.equal(s.missed(2), 0);
    s.missedTurn(2);
    s.missedTurn(2);
    s.missedTurn(4);
    assert.equal(s.missed(2), 2);
    assert.equal(s.missed(4), 1);
    assert.equal(s.missed(0), 0);
  });

  test('`back` clears the count and says whether there was one to clear', () => {
    const s = new Standins();
    assert.equal(s.back(1), false, 'nothing to clear: the lobby need not change');
    s.missedTurn(1);
    s.missedTurn(1);
    s.missedTurn(3);
    assert.equal(s.back(1), true);
    assert.equal(s.missed(1), 0);
    assert.equal(s.back(1), false);
    assert.equal(s.missed(3), 1, 'another seat’s count stays');
  });

  test('`back` also drops the votes standing against the seat', () => {
    const s = new Standins();
    s.vote(0, 1, 3);
    assert.equal(s.votes(1), 1);
    s.back(1);
    assert.equal(s.votes(1), 0);
  });
});

describe('votes for a stand-in', () => {
  test('pass with more than half of the voters, not with half', () => {
    const s = new Standins();
    // Four other players at the table: three are needed.
    assert.equal(s.vote(0, 5, 4), false);
    assert.equal(s.vote(1, 5, 4), false, 'two of four is only half');
    assert.equal(s.votes(5), 2);
    assert.equal(s.vote(2, 5, 4), true);
    assert.equal(s.votes(5), 0, 'a vote that passed is spent');
  });

  test('one voter alone decides when it is the only other player; two of three decide', () => {
    const alone = new Standins();
    assert.equal(alone.vote(0, 1, 1), true);
    const three = new Standins();
    assert.equal(three.vote(0, 3, 3), false);
    assert.equal(three.vote(1, 3, 3), true);
  });

  test('a voter counts once however often it votes', () => {
    const s = new Standins();
    assert.equal(s.vote(0, 2, 3), false);
    assert.equal(s.vote(0, 2, 3), false);
    assert.equal(s.vote(0, 2, 3), false);
    assert.equal(s.votes(2), 1);
  });

  test('are counted against the number of voters at the table now', () => {
    const s = new Standins();
    assert.equal(s.vote(0, 4, 5), false);
    assert.equal(s.vote(1, 4, 5), false);
    // Two players left: two of three is a majority.
    assert.equal(s.vote(2, 4, 3), true);
  });

  test('each seat has its own votes', () => {
    const s = new Standins();
    s.vote(0, 1, 4);
    s.vote(0, 2, 4);
    s.vote(3, 2, 4);
    assert.equal(s.votes(1), 1);
    assert.equal(s.votes(2), 2);
  });

  test('lapse when the seat’s player acts (`acted`), leaving its missed count alone', () => {
    const s = new Standins();
    s.missedTurn(1);
    s.missedTurn(1);
    s.vote(0, 1, 4);
    s.vote(2, 1, 4);
    s.vote(0, 3, 4);
    s.acted(1);
    assert.equal(s.votes(1), 0);
    assert.equal(s.votes(3), 1, 'votes against another seat stay');
    assert.equal(s.missed(1), 2, 'acting out of turn does not clear the count');
    // The earlier votes no longer count: a new majority is needed.
    assert.equal(s.vote(3, 1, 4), false);
  });

  test('of a voter who left the table no longer count (`left`), against any seat', () => {
    const s = new Standins();
    s.vote(0, 1, 4);
    s.vote(2, 1, 4);
    s.vote(0, 3, 4);
    s.vote(4, 3, 4);
    s.left(0);
    assert.equal(s.votes(1), 1);
    assert.equal(s.votes(3), 1);
    // With 0 gone, 2 and 4 are two of three for seat 1.
    assert.equal(s.vote(4, 1, 3), true);
  });

  test('a voter leaving who cast the only vote leaves none standing', () => {
    const s = new Standins();
    s.vote(0, 1, 4);
    s.left(0);
    assert.equal(s.votes(1), 0);
    s.left(0);
    assert.equal(s.votes(1), 0, 'leaving twice is harmless');
    assert.equal(s.vote(2, 1, 4), false, 'a new vote starts from one');
    assert.equal(s.votes(1), 1);
  });
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  SHIPPED_BOARD,
  createGame,
  layoutById,
  viewFor,
  type GameEvent,
  type PlayerView,
  type ViewedEvent,
} from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import { Memory } from './memory.ts';
import { consistentRoutes, deadRisk, suspicion } from './suspicion.ts';

const small = layoutById('small');
const id = (name: string): number => small.byId[name]!;

function log(...events: (GameEvent & { round?: number })[]): ViewedEvent[] {
  return events.map((e, seq) => ({ round: 1, ...e, seq }));
}

function remember(entries: readonly ViewedEvent[]): Memory {
  const m = new Memory();
  m.update(entries, small.security, small.cafeteria, small.library);
  return m;
}

/** The view of a plain Investigator at a fresh 6-player table (no private knowledge of Cultists). */
function investigatorView(): PlayerView {
  for (let n = 1; ; n++) {
    const created = createGame({ players: 6, seed: seedOf(n), specialRoles: [] });
    assert.ok(created.ok);
    const seat = created.state.seats.findIndex((s) => s.role === 'investigator');
    return viewFor(created.state, seat);
  }
}

test('the memory reads an incremental or repeated log once', () => {
  const entries = log(
    { t: 'cardGiven', from: 1, to: 2 },
    { t: 'roomFilled', seat: 3, room: id('library') },
    { t: 'bookReturned', room: id('library'), rack: 2 },
  );
  const m = new Memory();
  m.update(entries.slice(0, 2), small.security, small.cafeteria, small.library);
  m.update(entries, small.security, small.cafeteria, small.library);
  assert.equal(m.gifts.length, 1);
  assert.equal(m.fills.length, 1);
  assert.deepEqual(m.fillersOf(id('library')), [3]);
  assert.deepEqual(m.giversTo(2), [1]);
  assert.equal(m.sabotaged.length, 1);
});

test('a revealed murder makes the only Character who handed the victim a card since a clean check the top suspect', () => {
  const view = investigatorView();
  const others = view.seats.map((s) => s.seat).filter((s) => s !== view.viewer);
  const [killer, victim, checker] = others as [number, number, number];
  const m = remember(
    log(
      // A clean check: the Dead card came later, so not from the Night (PC-03).
      { t: 'stateChecked', seat: checker, target: victim, via: 'sameLocation' },
      { t: 'passed', seat: checker },
      { t: 'cardGiven', from: killer, to: victim },
      { t: 'cardGiven', from: victim, to: killer },
      { t: 'stateChecked', seat: checker, target: victim, via: 'sameLocation' },
      { t: 'deathRevealed', seat: victim, by: checker },
      { t: 'becameGhost', seat: victim, cause: 'revealed' },
    ),
  );
  const score = suspicion(view, m, small, true);
  const top = others.reduce((a, b) => (score[b]! > score[a]! ? b : a));
  assert.equal(top, killer);
  assert.ok(score[killer]! >= 3);
  assert.equal(score[view.viewer as number], -100);
});

test('PC-03, ACT-CHECKSTATE-04: the first death revealed in round 1 with no clean check was most likely dealt in the Night, and never counts against its revealer', () => {
  const view = investigatorView();
  const others = view.seats.map((s) => s.seat).filter((s) => s !== view.viewer);
  const [giver, victim, revealer] = others as [number, number, number];
  const m = remember(
    log(
      { t: 'cardGiven', from: giver, to: victim },
      { t: 'cardGiven', from: revealer, to: victim },
      { t: 'stateChecked', seat: revealer, target: victim, via: 'sameLocation' },
      { t: 'deathRevealed', seat: victim, by: revealer },
      { t: 'becameGhost', seat: victim, cause: 'revealed' },
    ),
  );
  for (const score of [suspicion(view, m, small, true), suspicion(view, m, small, false)]) {
    assert.ok(score[giver]! > 0 && score[giver]! < 1, `giver ${score[giver]}`);
    assert.ok(score[revealer]! < 0, `revealer ${score[revealer]}`);
  }
});

test('a check that hid a Dead card is exposed when the death is revealed later', () => {
  const view = investigatorView();
  const others = view.seats.map((s) => s.seat).filter((s) => s !== view.viewer);
  const [liar, victim, honest] = others as [number, number, number];
  const m = remember(
    log(
      { t: 'stateChecked', seat: liar, target: victim, via: 'sameLocation' },
      { t: 'stateChecked', seat: honest, target: victim, via: 'sameLocation' },
      { t: 'deathRevealed', seat: victim, by: honest },
    ),
  );
  const score = suspicion(view, m, small, false);
  assert.ok(score[liar]! >= 30);
  assert.ok(score[honest]! < 1);
});

test('a Room action no Route card allows marks a seat, and each Route card is checked per round', () => {
  const view = investigatorView();
  const seat = view.seats.find((s) => s.seat !== view.viewer)!.seat;
  // Round 1 uses line 0 of every card: find a colour that no card offers in round 1, if any, else two rounds that clash.
  const colours = ['lightblue', 'red', 'green', 'darkblue', 'pink', 'orange'] as const;
  const roomOf = (c: string) => small.rooms.find((r) => small.colour[r] === c)!;
  let found: ViewedEvent[] | null = null;
  outer: for (const c1 of colours)
    for (const c2 of colours)
      for (const c3 of colours) {
        const acts = log(
          { t: 'roomFilled', seat, room: roomOf(c1), round: 1 },
          { t: 'roomFilled', seat, room: roomOf(c2), round: 2 },
          { t: 'roomFilled', seat, room: roomOf(c3), round: 3 },
        );
        if (consistentRoutes(remember(acts), small, seat, [], SHIPPED_BOARD.routes).length === 0) {
          found = acts;
          break outer;
        }
      }
  assert.ok(found, 'some three Room actions fit no Route card');
  assert.ok(suspicion(view, remember(found), small, false)[seat]! >= 20);
  const card = SHIPPED_BOARD.routes[0]!;
  const fits = log(
    { t: 'roomFilled', seat, room: roomOf(card.lines[0][0]!), round: 1 },
    { t: 'roomFilled', seat, room: roomOf(card.lines[1][0]!), round: 2 },
  );
  assert.ok(
    consistentRoutes(remember(fits), small, seat, [], SHIPPED_BOARD.routes).some((r) => r.id === card.id),
  );
  assert.ok(
    !consistentRoutes(remember(fits), small, seat, [card.id], SHIPPED_BOARD.routes).some(
      (r) => r.id === card.id,
    ),
  );
});

test('dead risk grows with cards received from suspects and clears after a clean check', () => {
  const view = investigatorView();
  const others = view.seats.map((s) => s.seat).filter((s) => s !== view.viewer);
  const [a, b, c] = others as [number, number, number];
  const m = remember(log({ t: 'cardGiven', from: a, to: b }, { t: 'cardGiven', from: a, to: c }));
  const score = view.seats.map(() => 0);
  score[a] = 5;
  const risk = deadRisk(view, m, score);
  // A card from a near-certain Cultist is Dead about one time in two (weighed a little lower).
  assert.ok(risk[b]! > 0.25);
  const unsuspected = deadRisk(
    view,
    m,
    view.seats.map(() => 0),
  );
  assert.ok(risk[b]! > unsuspected[b]! + 0.2);
  m.update(
    log(
      { t: 'cardGiven', from: a, to: b },
      { t: 'cardGiven', from: a, to: c },
      { t: 'stateChecked', seat: view.viewer as number, target: b, via: 'sameLocation' },
      { t: 'stateSeen', seat: view.viewer as number, target: b, alive: 2, dead: 0 },
    ),
    small.security,
    small.cafeteria,
    small.library,
  );
  const after = deadRisk(view, m, score);
  assert.equal(after[b], 0);
  assert.equal(after[c], risk[c]);
});

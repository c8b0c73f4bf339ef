import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import {
  ACTION_TYPES,
  layoutById,
  legalActions,
  logFor,
  SHIPPED_BOARD,
  type Action,
  type ActionType,
} from '@among-cultists/engine';
import type { TFunction } from 'i18next';
import { actionLabel } from '../src/game/actionLabel.ts';
import { eventText } from '../src/game/eventText.ts';
import { makeNames, type Names } from '../src/game/names.ts';
import { LANGUAGES } from '../src/i18n/all.ts';
import { englishT, playGame, walkGame } from './helpers.ts';

let t: TFunction;
let names: Names;
before(async () => {
  t = await englishT();
  names = makeNames(t, null, [...SHIPPED_BOARD.layouts.values()][0]!);
});

/** One example of every action type; the type forces a new engine action to be added here. */
const SAMPLES: { readonly [K in ActionType]: readonly Extract<Action, { type: K }>[] } = {
  ready: [{ type: 'ready' }],
  step: [{ type: 'step', to: 1 }],
  endMovement: [{ type: 'endMovement' }],
  teleport: [{ type: 'teleport', to: 2 }],
  rideElevator: [{ type: 'rideElevator' }],
  callElevator: [{ type: 'callElevator', elevator: 3 }],
  chooseRecipient: [{ type: 'chooseRecipient', to: 1 }],
  giveCard: [
    { type: 'giveCard', card: 'alive' },
    { type: 'giveCard', card: 'dead' },
  ],
  falseEyes: [{ type: 'falseEyes', target: 2 }],
  drawEventToken: [{ type: 'drawEventToken' }],
  discardEventToken: [{ type: 'discardEventToken' }],
  returnEventToken: [{ type: 'returnEventToken' }],
  skipEvent: [{ type: 'skipEvent' }],
  lifelinesTarget: [{ type: 'lifelinesTarget', target: 4 }],
  checkState: [{ type: 'checkState', target: 3 }],
  secureHallway: [{ type: 'secureHallway', card: 'sabotage' }],
  fightCultist: [{ type: 'fightCultist', room: 0 }],
  scareFishman: [{ type: 'scareFishman' }],
  assassinate: [{ type: 'assassinate', target: 1 }],
  fillRoom: [{ type: 'fillRoom', room: 0, card: 'success' }],
  checkRoom: [{ type: 'checkRoom', room: 2 }],
  initiateVote: [{ type: 'initiateVote' }],
  cameraRoom: [{ type: 'cameraRoom', room: 3 }],
  cameraState: [{ type: 'cameraState', target: 0 }],
  restartPower: [{ type: 'restartPower' }],
  closePortal: [{ type: 'closePortal', partner: 4 }],
  pass: [{ type: 'pass' }],
  answerPortal: [
    { type: 'answerPortal', accept: true },
    { type: 'answerPortal', accept: false },
  ],
  endCheck: [
    { type: 'endCheck', reveal: true },
    { type: 'endCheck', reveal: false },
  ],
  ballot: [
    { type: 'ballot', target: 2 },
    { type: 'ballot', target: null },
  ],
  keepBallot: [{ type: 'keepBallot' }],
  endRound: [{ type: 'endRound' }],
  claimVictory: [{ type: 'claimVictory' }],
  guessSeer: [{ type: 'guessSeer', target: 1 }],
  exorcise: [{ type: 'exorcise', ghost: 1, victim: 2 }],
  swapRoomDecks: [{ type: 'swapRoomDecks', room: 0, other: 2 }],
  mayorDecides: [
    { type: 'mayorDecides', target: 3 },
    { type: 'mayorDecides', target: null },
  ],
};

function assertReadable(text: string, what: string): void {
  assert.ok(text.trim().length > 0, `${what}: empty`);
  assert.ok(!text.includes('{{'), `${what}: unfilled placeholder in "${text}"`);
  assert.ok(!/^(actions|ev)\./.test(text), `${what}: missing translation "${text}"`);
  assert.ok(!text.includes('undefined') && !text.includes('[object'), `${what}: "${text}"`);
}

describe('action labels', () => {
  it('cover every action type of the engine with a distinct readable label', () => {
    assert.deepEqual(Object.keys(SAMPLES).sort(), [...ACTION_TYPES].sort());
    const seen = new Set<string>();
    for (const samples of Object.values(SAMPLES)) {
      for (const action of samples as readonly Action[]) {
        const label = actionLabel(action, names);
        assertReadable(label, JSON.stringify(action));
        assert.ok(!seen.has(label), `two actions share the label "${label}"`);
        seen.add(label);
      }
    }
  });

  it('name the seat and location an action is about', () => {
    const named = makeNames(t, null, layoutById('small'));
    assert.equal(actionLabel({ type: 'step', to: 0 }, named), 'Move to Orange Room 1');
    assert.equal(actionLabel({ type: 'checkState', target: 2 }, named), 'Check the State of Seat 3');
  });
});

describe('log and legal actions of whole games', () => {
  for (const players of [4, 5, 7, 8] as const) {
    it(`render to readable text in a ${players}-player game`, () => {
      const { state, log } = playGame(players, players * 11, (view) => {
        const n = makeNames(t, null, view.board.layout);
        for (const action of view.legal) assertReadable(actionLabel(action, n), JSON.stringify(action));
      });
      const n = makeNames(t, null, state.config.board.layout);
      assert.ok(log.length > 10);
      for (const event of log) assertReadable(eventText(event, n), JSON.stringify(event));
    });
  }
});

describe('Lifelines (EVT-LIFELINES-01/02)', () => {
  it('its choices and reveals render to readable text naming the seats and the card', () => {
    const texts: string[] = [];
    for (let seed = 1; seed <= 40 && !texts.some((x) => x.includes('Dead')); seed++) {
      const s = walkGame({ players: 5, seed, ruleset: { lifelines: true } }, (st) => {
        if (st.phase.kind !== 'lifelines') return;
        const n = makeNames(t, null, st.config.board.layout);
        for (const a of legalActions(st, st.phase.seat)) assertReadable(actionLabel(a, n), JSON.stringify(a));
      });
      const n = makeNames(t, null, s.config.board.layout);
      for (const event of logFor(s, 'spectator')) {
        if (event.t !== 'lifelinesTargeted' && event.t !== 'lifelineRevealed') continue;
        const text = eventText(event, n);
        assertReadable(text, JSON.stringify(event));
        texts.push(text);
      }
    }
    assert.ok(
      texts.some((x) => /^Seat \d names Seat \d for Lifelines\.$/.test(x)),
      texts.join('\n'),
    );
    assert.ok(
      texts.some((x) => x.endsWith('reveals the top card: Alive.')),
      texts.join('\n'),
    );
  });
});

describe('EVT-LIFELINES-04 the event is called by its official name in every language', () => {
  it('EVT-LIFELINES-04 names: Lifelines, Lebenslinien, Lignes de vie, Líneas de vida, Alito di morte, Levenslijnen', () => {
    const names = Object.fromEntries(Object.entries(LANGUAGES).map(([lng, m]) => [lng, m.event.lifelines]));
    assert.deepEqual(names, {
      en: 'Lifelines',
      de: 'Lebenslinien',
      fr: 'Lignes de vie',
      es: 'Líneas de vida',
      it: 'Alito di morte',
      nl: 'Levenslijnen',
    });
    for (const [lng, m] of Object.entries(LANGUAGES)) {
      assert.equal(m.phase.lifelines, m.event.lifelines, lng);
      assert.ok(m.actions.lifelinesTarget.startsWith(m.event.lifelines), lng);
    }
  });
});

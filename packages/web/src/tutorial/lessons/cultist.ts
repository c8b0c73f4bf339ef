import type { PlayerView, ViewedEvent } from '@among-cultists/engine';
import { seatList, type Names } from '../../game/names.ts';
import { myAction, myMovement, SITUATION_FACTS, SITUATIONS } from '../situations.ts';
import type { CoachLesson, Facts } from './lesson.ts';

/** Lesson 2, the Cultist: the steps the coach explains, in the order its deal brings them. */
export const CULTIST_STEPS = [
  'night',
  'route',
  'move',
  'encounter',
  'murder',
  'pass',
  'notYet',
  'again',
  'checkDead',
  'conceal',
  'claim',
  'end',
] as const;
export type CultistStep = (typeof CULTIST_STEPS)[number];

/**
 * The Characters the Cultist knows to be dead, from its own view and log: those the Night showed dead from
 * the start, those it gave a Dead card to (its own record of the card), and every Ghost but itself.
 */
export function knownDead(view: PlayerView, log: readonly ViewedEvent[]): number[] {
  const me = view.me?.seat;
  const dead = new Set<number>(view.me?.deadFromStart ?? []);
  for (const e of log) if (e.t === 'cardGivenFace' && e.from === me && e.card === 'dead') dead.add(e.to);
  for (const s of view.seats) if (!s.alive && s.seat !== me) dead.add(s.seat);
  return [...dead].sort((a, b) => a - b);
}

/** Living Characters standing alone, not known dead: meeting one is an Encounter of two, unwitnessed. */
export function victims(view: PlayerView, log: readonly ViewedEvent[]): number[] {
  const me = view.me?.seat;
  const dead = knownDead(view, log);
  const others = view.seats.filter((s) => s.alive && s.seat !== me);
  return others
    .filter((s) => others.filter((o) => o.location === s.location).length === 1)
    .filter((s) => s.location !== view.seats[me ?? -1]?.location && !dead.includes(s.seat))
    .map((s) => s.seat);
}

/** The Check a State targets offered now whom the Cultist knows dead (the engine offers the targets). */
function deadTargets(view: PlayerView, log: readonly ViewedEvent[]): number[] {
  const dead = knownDead(view, log);
  return view.legal.flatMap((a) => (a.type === 'checkState' && dead.includes(a.target) ? [a.target] : []));
}

/** Whether the Cultist gave a Dead card (in an earlier Round than this one, with `before`). */
const murdered = (view: PlayerView, log: readonly ViewedEvent[], before = false) =>
  log.some(
    (e) =>
      e.t === 'cardGivenFace' &&
      e.from === view.me?.seat &&
      e.card === 'dead' &&
      (!before || e.round < view.round),
  );
const canClaim = (view: PlayerView) => view.legal.some((a) => a.type === 'claimVictory');
const enough = (view: PlayerView, log: readonly ViewedEvent[]) =>
  knownDead(view, log).length >= view.config.killTarget;

function holds(step: CultistStep, view: PlayerView, log: readonly ViewedEvent[]): boolean {
  if (!view.me) return false;
  switch (step) {
    case 'night':
    case 'move':
    case 'encounter':
    case 'end':
      return SITUATIONS[step](view, log);
    case 'route':
      return view.phase.kind === 'movement';
    case 'murder':
      return murdered(view, log);
    case 'pass':
      return myAction(view) && deadTargets(view, log).length === 0;
    case 'notYet':
      return canClaim(view) && !enough(view, log);
    case 'again':
      return myMovement(view) && murdered(view, log, true) && !enough(view, log);
    case 'checkDead':
      return myAction(view) && deadTargets(view, log).length > 0;
    case 'conceal':
      return SITUATIONS.check(view, log);
    case 'claim':
      return canClaim(view) && enough(view, log);
  }
}

/** What one step's text names, from the view and the log the seat was sent only. */
function facts(step: CultistStep, view: PlayerView, log: readonly ViewedEvent[], names: Names): Facts {
  const me = view.me;
  const phase = view.phase;
  const dead = knownDead(view, log);
  const tally = { count: dead.length, needed: view.config.killTarget, names: seatList(names, dead) };
  const meet = (hintKey: string): Facts['hint'] => {
    const lone = victims(view, log);
    return lone.length > 0 ? { key: hintKey, values: { names: seatList(names, lone) } } : null;
  };
  switch (step) {
    case 'night': {
      const others = (me?.knownCultists ?? []).filter((s) => s !== me?.seat);
      return {
        values: { dead: seatList(names, me?.deadFromStart ?? []) },
        hint:
          others.length > 0
            ? { key: 'steps.night.others', values: { names: seatList(names, others) } }
            : { key: 'steps.night.alone', values: {} },
      };
    }
    case 'route':
      return { values: {}, hint: null };
    case 'move':
      return { values: { mp: phase.kind === 'movement' ? phase.mp : 0 }, hint: meet('steps.move.meet') };
    case 'again':
      return { values: tally, hint: meet('steps.again.meet') };
    case 'encounter': {
      const others = phase.kind === 'encounter' ? phase.participants.filter((s) => s !== me?.seat) : [];
      const other = others.length === 1 ? others[0]! : null;
      return {
        values: { names: seatList(names, others) },
        hint:
          other === null
            ? { key: 'steps.encounter.many', values: {} }
            : dead.includes(other)
              ? { key: 'steps.encounter.spare', values: { name: names.seat(other) } }
              : { key: 'steps.encounter.murder', values: { name: names.seat(other) } },
      };
    }
    case 'murder': {
      const last = log.findLast((e) => e.t === 'cardGivenFace' && e.from === me?.seat && e.card === 'dead');
      return { values: { name: last?.t === 'cardGivenFace' ? names.seat(last.to) : '' }, hint: null };
    }
    case 'pass':
      return { values: {}, hint: null };
    case 'checkDead':
      return { values: { names: seatList(names, deadTargets(view, log)) }, hint: null };
    case 'conceal':
      return SITUATION_FACTS.check(view, log, names);
    case 'notYet':
    case 'claim':
      return { values: tally, hint: null };
    case 'end':
      return SITUATION_FACTS.end(view, log, names);
  }
}

export const cultistLesson: CoachLesson<CultistStep> = {
  id: 'cultist',
  steps: CULTIST_STEPS,
  kind: {
    night: 'do',
    route: 'read',
    move: 'do',
    encounter: 'do',
    murder: 'read',
    pass: 'do',
    notYet: 'do',
    again: 'do',
    checkDead: 'do',
    conceal: 'do',
    claim: 'do',
    end: 'do',
  },
  // The Route before the first Movement, the murder before anything after the Encounter, the claim's
  // moment before all else.
  priority: [
    'end',
    'claim',
    'notYet',
    'conceal',
    'murder',
    'encounter',
    'route',
    'checkDead',
    'pass',
    'move',
    'again',
    'night',
  ],
  holds,
  facts,
  texts: {
    en: () => import('../text/cultist/en.ts').then((m) => m.cultistEn),
    de: () => import('../text/cultist/de.ts').then((m) => m.cultistDe),
    fr: () => import('../text/cultist/fr.ts').then((m) => m.cultistFr),
    es: () => import('../text/cultist/es.ts').then((m) => m.cultistEs),
    it: () => import('../text/cultist/it.ts').then((m) => m.cultistIt),
    nl: () => import('../text/cultist/nl.ts').then((m) => m.cultistNl),
  },
};

import type { PlayerView, ViewedEvent } from '@among-cultists/engine';
import { seatList, type Names } from '../../game/names.ts';
import { checkTargets, loneOthers } from '../facts.ts';
import { SITUATION_FACTS, SITUATIONS } from '../situations.ts';
import type { CoachLesson, Facts } from './lesson.ts';

/** Lesson 1, the Investigator: the steps the coach explains, in the order a game usually brings them. */
export const INVESTIGATOR_STEPS = [
  'night',
  'route',
  'move',
  'encounter',
  'event',
  'action',
  'check',
  'murder',
  'vote',
  'end',
] as const;
export type InvestigatorStep = (typeof INVESTIGATOR_STEPS)[number];

const none: Facts = { values: {}, hint: null };

function holds(step: InvestigatorStep, view: PlayerView, log: readonly ViewedEvent[]): boolean {
  if (!view.me) return false;
  switch (step) {
    case 'route':
      return view.phase.kind === 'movement';
    case 'event':
      return log.some((e) => e.t === 'eventDrawn');
    default:
      return SITUATIONS[step](view, log);
  }
}

/**
 * What one step's text names: the viewer's Route, the event drawn, who they meet or saw, all from the view
 * and the log it was sent (nothing the view does not hold), plus an optional hint line.
 */
function facts(step: InvestigatorStep, view: PlayerView, log: readonly ViewedEvent[], names: Names): Facts {
  const { t } = names;
  const me = view.me;
  const phase = view.phase;
  switch (step) {
    // The Role itself stays behind the private panel's toggle, like everywhere else on screen.
    case 'night':
    case 'vote':
      return none;
    case 'route': {
      const line = me?.route.lines[me.routeLine] ?? [];
      return { values: { colours: line.map((c) => t(`colourName.${c}`)).join(', ') }, hint: null };
    }
    case 'move': {
      const lone = loneOthers(view);
      return {
        values: { mp: phase.kind === 'movement' ? phase.mp : 0 },
        hint: lone.length > 0 ? { key: 'steps.move.meet', values: { names: seatList(names, lone) } } : null,
      };
    }
    case 'encounter': {
      // Two meet: the card goes to the other, and the one button is the card (a two-person Encounter's
      // text matches it); more meet in the dark: a recipient is chosen first.
      const others = phase.kind === 'encounter' ? phase.participants.filter((s) => s !== me?.seat) : [];
      return {
        values: { names: seatList(names, others) },
        hint:
          others.length === 1
            ? { key: 'steps.encounter.two', values: { name: names.seat(others[0]!) } }
            : { key: 'steps.encounter.many', values: {} },
      };
    }
    case 'event': {
      const drawn = log.findLast((e) => e.t === 'eventDrawn');
      return { values: { event: drawn ? t(`event.${drawn.token}`) : '' }, hint: null };
    }
    case 'action': {
      const targets = checkTargets(view);
      return {
        values: {},
        hint:
          targets.length > 0
            ? { key: 'steps.action.check', values: { names: seatList(names, targets) } }
            : null,
      };
    }
    case 'check':
    case 'murder':
    case 'end':
      return SITUATION_FACTS[step](view, log, names);
  }
}

export const investigatorLesson: CoachLesson<InvestigatorStep> = {
  id: 'investigator',
  steps: INVESTIGATOR_STEPS,
  kind: {
    night: 'do',
    route: 'read',
    move: 'do',
    encounter: 'do',
    event: 'read',
    action: 'do',
    check: 'do',
    murder: 'read',
    vote: 'do',
    end: 'do',
  },
  // The Route before the Movement it guides, an event before the action it changes, the murder before the
  // Vote it starts.
  priority: ['end', 'murder', 'check', 'vote', 'encounter', 'event', 'route', 'action', 'move', 'night'],
  holds,
  facts,
  texts: {
    en: () => import('../text/investigator/en.ts').then((m) => m.investigatorEn),
    de: () => import('../text/investigator/de.ts').then((m) => m.investigatorDe),
    fr: () => import('../text/investigator/fr.ts').then((m) => m.investigatorFr),
    es: () => import('../text/investigator/es.ts').then((m) => m.investigatorEs),
    it: () => import('../text/investigator/it.ts').then((m) => m.investigatorIt),
    nl: () => import('../text/investigator/nl.ts').then((m) => m.investigatorNl),
  },
};

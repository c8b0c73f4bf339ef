import type { PlayerView } from '@among-cultists/engine';
import { seatList, type Names } from '../game/names.ts';
import type { Values } from './lessons/lesson.ts';

/** The phase lines the coach can say (keys of text/now/<lang>.ts `now`). */
export const NOW_KEYS = [
  'night',
  'movementMine',
  'movement',
  'encounterMine',
  'encounter',
  'eventMine',
  'event',
  'actionMine',
  'action',
  'portal',
  'checkMine',
  'check',
  'voteDiscussion',
  'voteBallot',
  'voteKnife',
  'cleanup',
  'mayorMine',
  'mayor',
  'detectiveNight',
  'seerGuess',
  'over',
] as const;
export type NowKey = (typeof NOW_KEYS)[number];

/** The extra lines under a phase line (keys of `hint`): the player's own decision, waiting for others, a Ghost. */
export const NOW_HINTS = ['decide', 'waiting', 'ghost'] as const;
export type NowHint = (typeof NOW_HINTS)[number];

/** What the coach says about the moment when no lesson step holds. */
export interface NowLine {
  readonly key: NowKey;
  readonly values: Values;
  readonly hints: readonly NowHint[];
}

/** Phases in which everyone decides at once (the player may wait for the others once done). */
const TOGETHER = new Set(['night', 'detectiveNight', 'encounter', 'vote', 'cleanup', 'seerGuess']);

/**
 * What is happening now, judged only from the player's view: whose turn it is and which phase, named with
 * the seats' names. It describes the phase, never what the rules allow in it (the Actions panel shows the
 * engine's legal actions).
 */
export function nowLine(view: PlayerView, names: Names): NowLine {
  const me = view.me?.seat ?? null;
  const phase = view.phase;
  const mine = (seat: number) => seat === me;
  const line = ((): { key: NowKey; values: Values } => {
    switch (phase.kind) {
      case 'night':
        return { key: 'night', values: {} };
      case 'detectiveNight':
        return { key: 'detectiveNight', values: {} };
      case 'movement':
        return mine(phase.seat)
          ? { key: 'movementMine', values: { round: view.round } }
          : { key: 'movement', values: { name: names.seat(phase.seat), round: view.round } };
      case 'encounter': {
        const place = names.loc(phase.location);
        if (me !== null && phase.participants.includes(me))
          return {
            key: 'encounterMine',
            values: {
              names: seatList(
                names,
                phase.participants.filter((s) => s !== me),
              ),
              place,
            },
          };
        return { key: 'encounter', values: { names: seatList(names, phase.participants), place } };
      }
      case 'falseEyes':
      case 'inControl':
      case 'lifelines':
        return mine(phase.seat)
          ? { key: 'eventMine', values: {} }
          : { key: 'event', values: { name: names.seat(phase.seat) } };
      case 'action':
        return mine(phase.seat)
          ? { key: 'actionMine', values: {} }
          : { key: 'action', values: { name: names.seat(phase.seat) } };
      case 'portalConsent':
        return {
          key: 'portal',
          values: { name: names.seat(phase.initiator), partner: names.seat(phase.partner) },
        };
      case 'checkResult':
        return mine(phase.checker)
          ? { key: 'checkMine', values: { target: names.seat(phase.target) } }
          : { key: 'check', values: { name: names.seat(phase.checker), target: names.seat(phase.target) } };
      case 'vote':
        if (phase.stage === 'discussion') return { key: 'voteDiscussion', values: {} };
        // "Every ballot stays hidden until all are cast" (VOTE-05) is teaching text, but not a rule the web
        // keeps: it is what this view shows. The engine's view gives `ballots` only at the Knife stage, once
        // all are cast, and null before; no view says how many are cast, so no count can replace the sentence.
        // The line is said only while the view hides them; tutorial-now.test holds every lesson's views to it.
        if (phase.stage === 'ballot' && phase.ballots === null) return { key: 'voteBallot', values: {} };
        return { key: 'voteKnife', values: { name: names.seat(view.knife) } };
      case 'cleanup':
        return { key: 'cleanup', values: { round: view.round } };
      case 'mayorDecision':
        return mine(phase.seat)
          ? { key: 'mayorMine', values: {} }
          : { key: 'mayor', values: { name: names.seat(phase.seat) } };
      case 'seerGuess':
        return { key: 'seerGuess', values: {} };
      case 'over':
        return { key: 'over', values: {} };
    }
  })();
  const hints: NowHint[] = [];
  const over = phase.kind === 'over';
  if (!over && me !== null && view.seats[me]?.alive === false) hints.push('ghost');
  if (!over && view.legal.length > 0) hints.push('decide');
  else if (!over && me !== null && TOGETHER.has(phase.kind) && line.key !== 'encounter')
    hints.push('waiting');
  return { ...line, hints };
}

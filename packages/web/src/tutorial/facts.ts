import type { PlayerView, ViewedEvent } from '@among-cultists/engine';
import { seatList, type Names } from '../game/names.ts';
import type { StepId } from './steps.ts';

type Values = Readonly<Record<string, string | number>>;

/** Living Characters other than the viewer standing alone in their Location: entering it starts an
 *  Encounter (ENC-02 with the power on). Public: everyone sees the discs. */
export function loneOthers(view: PlayerView): number[] {
  const me = view.me?.seat;
  const others = view.seats.filter((s) => s.alive && s.seat !== me);
  return others
    .filter((s) => others.filter((o) => o.location === s.location).length === 1)
    .filter((s) => s.location !== view.seats[me ?? -1]?.location)
    .map((s) => s.seat);
}

/** The seats a Check a State is offered on right now (from `view.legal`: the engine decides who). */
export function checkTargets(view: PlayerView): number[] {
  return view.legal.flatMap((a) => (a.type === 'checkState' ? [a.target] : []));
}

/**
 * What one step's text names: the viewer's Route, the event drawn, who they meet or saw, all
 * from the view and the log it was sent (nothing the view does not hold), plus an optional hint line.
 */
export function stepFacts(
  step: StepId,
  view: PlayerView,
  log: readonly ViewedEvent[],
  names: Names,
): { values: Values; hint: { key: 'steps.move.meet' | 'steps.action.check'; names: string } | null } {
  const { t } = names;
  const me = view.me;
  const phase = view.phase;
  switch (step) {
    // The Role itself stays behind the private panel's toggle, like everywhere else on screen.
    case 'night':
    case 'vote':
      return { values: {}, hint: null };
    case 'route': {
      const line = me?.route.lines[me.routeLine] ?? [];
      return { values: { colours: line.map((c) => t(`colourName.${c}`)).join(', ') }, hint: null };
    }
    case 'move': {
      const lone = loneOthers(view);
      return {
        values: { mp: phase.kind === 'movement' ? phase.mp : 0 },
        hint: lone.length > 0 ? { key: 'steps.move.meet', names: seatList(names, lone) } : null,
      };
    }
    case 'encounter': {
      const others = phase.kind === 'encounter' ? phase.participants.filter((s) => s !== me?.seat) : [];
      return { values: { names: seatList(names, others) }, hint: null };
    }
    case 'event': {
      const drawn = log.findLast((e) => e.t === 'eventDrawn');
      return { values: { event: drawn ? t(`event.${drawn.token}`) : '' }, hint: null };
    }
    case 'action': {
      const targets = checkTargets(view);
      return {
        values: {},
        hint: targets.length > 0 ? { key: 'steps.action.check', names: seatList(names, targets) } : null,
      };
    }
    case 'check': {
      const seen = me?.check;
      return {
        values: seen ? { name: names.seat(seen.target), alive: seen.alive, dead: seen.dead } : {},
        hint: null,
      };
    }
    case 'murder': {
      const revealed = log.findLast((e) => e.t === 'deathRevealed');
      return { values: { name: revealed ? names.seat(revealed.seat) : '' }, hint: null };
    }
    case 'end':
      return { values: { team: view.result ? t(`team.${view.result.winner}`) : '' }, hint: null };
  }
}

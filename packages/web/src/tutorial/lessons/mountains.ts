import { blockedAfter, type LocationId, type PlayerView, type ViewedEvent } from '@among-cultists/engine';
import type { Names } from '../../game/names.ts';
import {
  lastRevealedDeath,
  myAction,
  myEncounter,
  myMovement,
  SITUATION_FACTS,
  SITUATIONS,
} from '../situations.ts';
import type { CoachLesson, Facts } from './lesson.ts';

/**
 * Lesson 3, Mountains of Chaos: the map's connected Hallways and Revolving Door, boarding, riding and
 * calling an Elevator, a Cultist token fought for the Profession (the Detective, who sees the Informant),
 * then, as the game goes on, a later action, the way round the Revolving Door, a Check's result, an
 * Encounter, a revealed murder, the Vote and the end.
 */
export const MOUNTAINS_STEPS = [
  'night',
  'map',
  'board',
  'ride',
  'door',
  'token',
  'fight',
  'detective',
  'encounter',
  'call',
  'action',
  'plan',
  'murder',
  'vote',
  'check',
  'end',
] as const;
export type MountainsStep = (typeof MOUNTAINS_STEPS)[number];

const none: Facts = { values: {}, hint: null };

/** The viewer's own Elevator moves in the log: rides (they were in the cabin) and calls (they were not). */
function elevatorMoves(log: readonly ViewedEvent[], me: number, kind: 'ride' | 'call', round?: number) {
  return log.some(
    (e) =>
      e.t === 'elevatorMoved' &&
      e.by === me &&
      e.riders.includes(me) === (kind === 'ride') &&
      (round === undefined || e.round === round),
  );
}

function isCabin(view: PlayerView, loc: LocationId): boolean {
  return view.board.layout.locations[loc]?.kind === 'elevator';
}

/** Whether the viewer ever stepped into an Elevator (boarding, MOC-ELEV-01). */
function boarded(view: PlayerView, log: readonly ViewedEvent[], me: number): boolean {
  return log.some((e) => e.t === 'moved' && e.seat === me && isCabin(view, e.to));
}

/**
 * Rooms from which the viewer could call an Elevator now (what `legal` would offer there): a stop of an
 * Elevator that stands at its other stop, of a colour on this Round's Route line, with the power on.
 * Everything it reads is public or the viewer's own Route.
 */
export function callRooms(view: PlayerView): LocationId[] {
  const layout = view.board.layout;
  const line: readonly string[] = view.me?.route.lines[view.me.routeLine] ?? [];
  if (!view.power || !layout.elevators) return [];
  return layout.elevators.flatMap((e) => {
    const at = view.elevators?.find((x) => x.elevator === e.loc)?.at;
    return e.stops.filter((stop) => stop !== at && line.includes(layout.colour[stop] ?? ''));
  });
}

function holds(step: MountainsStep, view: PlayerView, log: readonly ViewedEvent[]): boolean {
  const me = view.me?.seat;
  if (me === undefined) return false;
  const phase = view.phase;
  const here = view.seats[me]?.location ?? -1;
  switch (step) {
    case 'night':
    case 'encounter':
    case 'check':
    case 'murder':
    case 'vote':
    case 'end':
      return SITUATIONS[step](view, log);
    case 'map':
      return phase.kind === 'movement' && view.revolvingDoor !== undefined;
    case 'board':
      // Until the player is in an Elevator: an Encounter on the way (an arrival) keeps it for after.
      return (
        !boarded(view, log, me) && !elevatorMoves(log, me, 'ride') && (myMovement(view) || myEncounter(view))
      );
    case 'ride':
      // In the cabin, and after the ride until the Movement ends in the Room it came to.
      return myMovement(view) && (isCabin(view, here) || elevatorMoves(log, me, 'ride', view.round));
    case 'door':
      return log.some((e) => e.t === 'revolvingDoorTurned');
    case 'token':
      return log.some((e) => e.t === 'cultistTokenPlaced');
    case 'fight':
      return myAction(view) && view.legal.some((a) => a.type === 'fightCultist');
    case 'detective':
      return phase.kind === 'detectiveNight';
    case 'call':
      // After the first ride; through an Encounter on the way to the Room, until the call is made.
      return (
        elevatorMoves(log, me, 'ride') &&
        !elevatorMoves(log, me, 'call') &&
        ((myMovement(view) &&
          (view.legal.some((a) => a.type === 'callElevator') || callRooms(view).length > 0)) ||
          myEncounter(view))
      );
    case 'action':
      // A later action turn, once the Profession is out: what an action may be here.
      return myAction(view) && log.some((e) => e.t === 'professionEarned');
    case 'plan':
      // A Movement after the one with the call: the way round the Revolving Door, now and next.
      return (
        myMovement(view) &&
        view.revolvingDoor !== undefined &&
        elevatorMoves(log, me, 'call') &&
        !elevatorMoves(log, me, 'call', view.round)
      );
  }
}

/** What one step's text names, from the view and the log it was sent only, plus an optional hint line. */
function facts(step: MountainsStep, view: PlayerView, log: readonly ViewedEvent[], names: Names): Facts {
  const me = view.me;
  const phase = view.phase;
  switch (step) {
    case 'night':
    case 'board':
    case 'ride':
    case 'fight':
    case 'action':
    case 'vote':
      return none;
    case 'plan': {
      const door = view.revolvingDoor;
      if (!door) return none;
      const next = blockedAfter(view.board.layout, door.turns + 1);
      return {
        values: { hallway: names.loc(door.blocks), next: next === null ? '' : names.loc(next) },
        hint: null,
      };
    }
    case 'check':
    case 'end':
      return SITUATION_FACTS[step](view, log, names);
    case 'map':
    case 'door': {
      const blocks = view.revolvingDoor?.blocks;
      return { values: { hallway: blocks === undefined ? '' : names.loc(blocks) }, hint: null };
    }
    case 'token': {
      const placed = log.findLast((e) => e.t === 'cultistTokenPlaced');
      return { values: { room: placed ? names.loc(placed.room) : '' }, hint: null };
    }
    case 'detective': {
      const informant = me?.professions?.knownInformant ?? null;
      const holder = view.professions?.holder ?? null;
      return {
        values: { name: holder === null ? '' : names.seat(holder) },
        hint:
          informant === null
            ? null
            : { key: 'steps.detective.seen', values: { name: names.seat(informant) } },
      };
    }
    case 'encounter': {
      const others = phase.kind === 'encounter' ? phase.participants.filter((s) => s !== me?.seat) : [];
      return { values: { names: others.map(names.seat).join(', ') }, hint: null };
    }
    case 'call': {
      const rooms = [...new Set(callRooms(view))];
      return {
        values: {},
        hint:
          rooms.length > 0
            ? { key: 'steps.call.where', values: { rooms: rooms.map(names.loc).join(', ') } }
            : null,
      };
    }
    case 'murder': {
      // Its hint: the murdered Character's Profession was lost with them.
      const revealed = lastRevealedDeath(log);
      const lost = log.some((e) => e.t === 'professionLost' && e.seat === revealed);
      return {
        ...SITUATION_FACTS.murder(view, log, names),
        hint: lost ? { key: 'steps.murder.lost', values: {} } : null,
      };
    }
  }
}

export const mountainsLesson: CoachLesson<MountainsStep> = {
  id: 'mountains',
  steps: MOUNTAINS_STEPS,
  kind: {
    night: 'do',
    map: 'read',
    board: 'do',
    ride: 'do',
    door: 'read',
    token: 'read',
    fight: 'do',
    detective: 'do',
    encounter: 'do',
    call: 'do',
    action: 'do',
    plan: 'do',
    check: 'do',
    murder: 'read',
    vote: 'do',
    end: 'do',
  },
  // The map before the first steps on it; what happened (the Door turned, a token came out, a murder) before
  // the decision it changes; an Encounter before the Movement it breaks into.
  priority: [
    'end',
    'murder',
    'check',
    'detective',
    'door',
    'token',
    'fight',
    'vote',
    'encounter',
    'map',
    'ride',
    'board',
    'call',
    'plan',
    'action',
    'night',
  ],
  holds,
  facts,
  texts: {
    en: () => import('../text/mountains/en.ts').then((m) => m.mountainsEn),
    de: () => import('../text/mountains/de.ts').then((m) => m.mountainsDe),
    fr: () => import('../text/mountains/fr.ts').then((m) => m.mountainsFr),
    es: () => import('../text/mountains/es.ts').then((m) => m.mountainsEs),
    it: () => import('../text/mountains/it.ts').then((m) => m.mountainsIt),
    nl: () => import('../text/mountains/nl.ts').then((m) => m.mountainsNl),
  },
};

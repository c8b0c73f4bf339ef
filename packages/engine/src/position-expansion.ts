import { ROLE_INFO } from './content/roles.ts';
import type { PhaseSetup } from './position.ts';
import { markActed, placeVoteCaller, seatOk, seatsBefore, type PositionContext } from './position-context.ts';
import { emit } from './rules/context.ts';
import { isProfession, startMayorDecision } from './rules/professions.ts';
import type { GameState } from './state.ts';
import { PROFESSIONS } from './types.ts';

/**
 * The steps of `buildPosition` for the Mountains of Chaos expansion: the Revolving Door and the
 * Elevators of its maps, the Professions module and its two phases.
 */

/** MOC-DOOR-01 / MOC-ELEV-*: the Revolving Door's turns, where the Elevators stand, nobody dead inside (AMB-49(e)). */
export function placeMountains(c: PositionContext): void {
  const { setup, s, bad } = c;
  const layout = s.config.board.layout;
  if (layout.crossing) {
    const moving = ['night', 'movement'].includes(setup.phase?.kind ?? 'movement');
    const turns = setup.revolvingDoor ?? (moving ? s.round - 1 : s.round);
    if (!Number.isInteger(turns) || turns < 0)
      bad('revolvingDoor', 'The Revolving Door has turned 0 or more times.');
    else s.revolvingDoor = turns;
  } else if (setup.revolvingDoor !== undefined) {
    bad('revolvingDoor', `The map '${s.config.board.id}' has no Revolving Door.`);
  }
  const elevators = layout.elevators ?? [];
  for (const [id, room] of Object.entries(setup.elevators ?? {})) {
    const index = elevators.findIndex((e) => layout.locations[e.loc]!.id === id);
    const e = elevators[index];
    if (!e) {
      bad('elevators', `There is no Elevator '${id}' on this map.`);
      continue;
    }
    const stop = e.stops.findIndex((r) => layout.locations[r]!.id === room);
    if (stop < 0) {
      const names = e.stops.map((r) => layout.locations[r]!.id).join(' and ');
      bad(`elevators.${id}`, `Elevator '${id}' stops only at ${names} (MOC-ELEV-06).`);
      continue;
    }
    s.elevators![index] = stop === 0 ? 0 : 1;
  }
  s.seats.forEach((st, seat) => {
    if (!st.alive && layout.locations[st.location]!.kind === 'elevator')
      bad(`seats[${seat}].location`, 'A Ghost cannot be in an Elevator (AMB-49(e)).');
  });
}

/** PROF-GEN-02…05: the Profession token and the Informant, each checked against the table. */
export function placeProfessions(c: PositionContext): void {
  const { setup, s, bad } = c;
  const given = setup.professions;
  const p = s.professions;
  if (!p) {
    if (given !== undefined)
      bad('professions', 'This game does not use the Professions module: set ruleset.professions to true.');
    return;
  }
  if (given === undefined) return;
  const profession = given.profession ?? p.profession;
  if (!isProfession(profession)) {
    bad('professions.profession', `The Profession is one of ${PROFESSIONS.join(', ')} (PROF-GEN-06).`);
    return;
  }
  const informant = given.informant ?? p.informant;
  if (!seatOk(s, informant, 'professions.informant', bad)) return;
  if (ROLE_INFO[s.seats[informant]!.role].team !== 'investigators')
    bad(
      'professions.informant',
      `Seat ${informant} is a Cultist: the Informant is an Investigator (PROF-GEN-02).`,
    );
  const holder = given.holder ?? null;
  const lost = given.lost ?? false;
  const used = given.used ?? false;
  if (holder === null) {
    if (lost) bad('professions.lost', 'Name the holder who lost the Profession.');
    if (used) bad('professions.used', 'Nobody has earned the Profession: its power cannot have been used.');
  } else if (seatOk(s, holder, 'professions.holder', bad)) {
    if (holder === s.config.automa)
      bad('professions.holder', 'The AUTOMA cannot hold a Profession (AMB-40(l)).');
    if (lost && s.seats[holder]!.alive)
      bad(
        'professions.lost',
        `Seat ${holder} is alive: only a holder who died loses the Profession (PROF-GEN-05).`,
      );
    if (!lost && !s.seats[holder]!.alive)
      bad(
        'professions.holder',
        `Seat ${holder} is a Ghost: only the living hold a Profession (PROF-GEN-05).`,
      );
    if (used && profession !== 'exorcist' && profession !== 'saboteur')
      bad('professions.used', 'Only the Exorcist and the Saboteur have a once-per-game power.');
  }
  s.professions = {
    profession,
    status: holder === null ? 'faceDown' : lost ? 'lost' : 'held',
    holder,
    informant,
    // PROF-DETECTIVE-02: a Detective saw the Informant in the night that followed the fight.
    informantSeenBy: profession === 'detective' ? holder : null,
    used,
  };
}

/** PROF-MAYOR-01: a tie handed to the living Mayor, after a Vote set up as `placeVote` sets it up. */
export function placeMayorDecision(
  s: GameState,
  setup: Extract<PhaseSetup, { kind: 'mayorDecision' }>,
  bad: (f: string, m: string) => void,
): void {
  const p = s.professions;
  const mayor = p?.status === 'held' && p.profession === 'mayor' ? p.holder : null;
  if (mayor === null) {
    bad('phase', 'Only a living Mayor decides a tie: set professions { profession: "mayor", holder }.');
    return;
  }
  if (!seatOk(s, setup.initiator, 'phase.initiator', bad)) return;
  const tied = [...setup.tied];
  if (tied.length === 0 || new Set(tied).size !== tied.length)
    bad('phase.tied', 'Name the tied Characters, each once.');
  for (const t of tied) {
    if (seatOk(s, t, 'phase.tied', bad) && !s.seats[t]!.alive)
      bad('phase.tied', `Seat ${t} is a Ghost: only the living can be voted for (AMB-11).`);
  }
  const then = placeVoteCaller(s, setup, bad);
  startMayorDecision(s, tied, false, then);
}

/** PROF-DETECTIVE-02: the Detective's short night, right after its fight (its Action is spent). */
export function placeDetectiveNight(
  s: GameState,
  setup: Extract<PhaseSetup, { kind: 'detectiveNight' }>,
  bad: (f: string, m: string) => void,
): void {
  const p = s.professions;
  const detective = p?.status === 'held' && p.profession === 'detective' ? p.holder : null;
  if (p === undefined || detective === null) {
    bad(
      'phase',
      'The short night follows the Detective\'s reveal: set professions { profession: "detective", holder }.',
    );
    return;
  }
  markActed(s, detective, [...(setup.acted ?? seatsBefore(s, detective)), detective], bad);
  const ready = s.seats.map((_, i) => i === s.config.automa);
  for (const seat of setup.ready ?? []) if (seatOk(s, seat, 'phase.ready', bad)) ready[seat] = true;
  if (ready.every(Boolean)) bad('phase.ready', 'Everyone is ready: the short night is over.');
  emit(s, { t: 'informantSeen', seat: detective, informant: p.informant, round: s.round, vis: [detective] });
  s.phase = { kind: 'detectiveNight', ready, resume: { to: 'nextAction' } };
}

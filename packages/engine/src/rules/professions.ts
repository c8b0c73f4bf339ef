import type { ActionOf } from '../actions.ts';
import type { CheckVia } from '../log.ts';
import type { GameState, ProfessionsState, Resume } from '../state.ts';
import { PROFESSIONS, type LocationId, type Profession, type Seat } from '../types.ts';
import { isAutoma } from './automa.ts';
import { emit, layoutOf, tableOf, teamOf } from './context.ts';
import { resume } from './flow.ts';
import { exploreIfDue } from './rooms.ts';
import { becomeGhost, deadInvestigators, isOver, knifeUsed } from './victory.ts';

/**
 * The Professions module of Mountains of Chaos (PROF-*): one Profession token lies face down beside
 * the map until the first successful Fight a Cultist earns it (PROF-GEN-04, AMB-48); one Investigator
 * holds the Informant token (PROF-GEN-02). The Mayor decides tied Votes (PROF-MAYOR-01, AMB-46), the
 * Detective learns the Informant in a short night (PROF-DETECTIVE-02, AMB-47), the Exorcist revives
 * a Ghost and murders someone (PROF-EXORCIST-01..03, AMB-43), the Profiler sees Pulse decks in order
 * (PROF-PROFILER-01, AMB-45) and the Saboteur swaps two Room decks (PROF-SABOTEUR-01, AMB-44).
 */

type ActionPhase = Extract<GameState['phase'], { kind: 'action' }>;
type MayorPhase = Extract<GameState['phase'], { kind: 'mayorDecision' }>;
type DetectiveNight = Extract<GameState['phase'], { kind: 'detectiveNight' }>;

/** The module's state for a new game: the token drawn and the Informant dealt (PROF-GEN-02). */
export function newProfessions(profession: Profession, informant: Seat): ProfessionsState {
  return { profession, status: 'faceDown', holder: null, informant, informantSeenBy: null, used: false };
}

/** Whether `name` is one of the five Professions (PROF-GEN-06). */
export function isProfession(name: unknown): name is Profession {
  return typeof name === 'string' && (PROFESSIONS as readonly string[]).includes(name);
}

/** The face-up Profession `seat` holds now (only the living hold one, PROF-GEN-05), or null. */
export function professionOf(s: GameState, seat: Seat): Profession | null {
  const p = s.professions;
  return p && p.status === 'held' && p.holder === seat && s.seats[seat]!.alive ? p.profession : null;
}

/** The living holder of `profession`, or null. */
function holderOf(s: GameState, profession: Profession): Seat | null {
  const p = s.professions;
  if (!p || p.status !== 'held' || p.profession !== profession || p.holder === null) return null;
  return s.seats[p.holder]!.alive ? p.holder : null;
}

/**
 * PROF-GEN-04 / AMB-48: the first successful Fight a Cultist earns the fighter the Profession, face
 * up, automatically. The AUTOMA cannot hold one: the token stays for the next fight (AMB-40(l)).
 * Returns true when the Detective's short night has begun (PROF-DETECTIVE-02); play goes on `then`
 * after it. Otherwise play goes on as the caller decides.
 */
export function earnProfession(s: GameState, seat: Seat, then: Resume): boolean {
  const p = s.professions;
  if (!p || p.status !== 'faceDown' || isAutoma(s, seat) || !s.seats[seat]!.alive) return false;
  p.status = 'held';
  p.holder = seat;
  emit(s, { t: 'professionEarned', seat, profession: p.profession, round: s.round, vis: null });
  if (p.profession !== 'detective') return false;
  // AMB-47: the Detective alone learns the Informant, even as a Cultist or with the Informant dead.
  p.informantSeenBy = seat;
  emit(s, { t: 'informantSeen', seat, informant: p.informant, round: s.round, vis: [seat] });
  // Like the Night Phase, every seat acknowledges, so that no screen shows who looked.
  s.phase = { kind: 'detectiveNight', ready: s.seats.map((_, i) => isAutoma(s, i)), resume: then };
  return true;
}

/** PROF-GEN-05 / AMB-65 step 4: a holder who dies loses the Profession for good. */
export function loseProfession(s: GameState, seat: Seat): void {
  const p = s.professions;
  if (!p || p.status !== 'held' || p.holder !== seat) return;
  p.status = 'lost';
  emit(s, { t: 'professionLost', seat, profession: p.profession, round: s.round, vis: null });
}

export function detectiveNightActions(phase: DetectiveNight, seat: Seat): ActionOf<'ready'>[] {
  return phase.ready[seat] === true ? [] : [{ type: 'ready' }];
}

export function detectiveNightReady(s: GameState, phase: DetectiveNight, seat: Seat): void {
  phase.ready[seat] = true;
  if (phase.ready.every(Boolean)) resume(s, phase.resume);
}

/**
 * PROF-MAYOR-01 / AMB-46: the Characters a living Mayor decides between when the count eliminates
 * nobody, or null when there is no tie (or no living Mayor). A tie: the top count (at least 1) shared
 * by two or more Characters and not below the abstentions, or (ruleset `mayorTie: 'abstentions'`,
 * the default) one leader level with the abstentions (the "3 vs 3" case).
 */
export function mayorTie(s: GameState, votes: readonly number[], abstentions: number): Seat[] | null {
  if (holderOf(s, 'mayor') === null) return null;
  return tiedLeaders(votes, abstentions, s.config.ruleset.mayorTie);
}

/** AMB-46's tie over a count, pure (a client or bot can ask it of revealed ballots). */
export function tiedLeaders(
  votes: readonly number[],
  abstentions: number,
  rule: 'abstentions' | 'characters',
): Seat[] | null {
  const top = Math.max(0, ...votes);
  if (top === 0 || top < abstentions) return null;
  const leaders = votes.flatMap((v, seat) => (v === top ? [seat] : []));
  if (leaders.length >= 2) return leaders;
  return rule === 'abstentions' && top === abstentions ? leaders : null;
}

/** Hands a tied Vote to the living Mayor (PROF-MAYOR-01). */
export function startMayorDecision(
  s: GameState,
  tied: readonly Seat[],
  knifeUsedInVote: boolean,
  then: Resume,
): void {
  s.phase = {
    kind: 'mayorDecision',
    seat: holderOf(s, 'mayor')!,
    tied: [...tied],
    knifeUsed: knifeUsedInVote,
    resume: then,
  };
}

/** Nobody first (a timer's default eliminates no one), then each tied Character. */
export function mayorActions(phase: MayorPhase, seat: Seat): ActionOf<'mayorDecides'>[] {
  if (phase.seat !== seat) return [];
  return [
    { type: 'mayorDecides', target: null },
    ...phase.tied.map((target): ActionOf<'mayorDecides'> => ({ type: 'mayorDecides', target })),
  ];
}

export function mayorDecides(s: GameState, phase: MayorPhase, target: Seat | null): void {
  emit(s, {
    t: 'mayorDecided',
    seat: phase.seat,
    tied: [...phase.tied],
    eliminated: target,
    round: s.round,
    vis: null,
  });
  if (target !== null) becomeGhost(s, target, 'vote'); // VOTE-10
  if (phase.knifeUsed && !isOver(s)) knifeUsed(s, s.knife); // AMB-26, as after any Vote
  resume(s, phase.resume);
}

/** PROF-PROFILER-01 / AMB-45: the living Profiler's Check a State or Camera check does not shuffle. */
export function profilerLooks(s: GameState, checker: Seat, via: CheckVia): boolean {
  return via !== 'falseEyes' && professionOf(s, checker) === 'profiler';
}

/**
 * The free extra Character actions on the holder's own Action turn, once per game, while living
 * (ACTPH-07): the Exorcist's revival with its victim (AMB-43), the Saboteur's swap (AMB-44).
 */
export function professionActions(
  s: GameState,
  phase: ActionPhase,
  seat: Seat,
): ActionOf<'exorcise' | 'swapRoomDecks'>[] {
  const p = s.professions;
  if (!p || p.used || phase.seat !== seat || (s.acted[seat] && phase.afterAction !== true)) return [];
  const mine = professionOf(s, seat);
  const out: ActionOf<'exorcise' | 'swapRoomDecks'>[] = [];
  if (mine === 'exorcist') {
    s.seats.forEach((ghost, g) => {
      if (ghost.alive) return;
      s.seats.forEach((victim, v) => {
        if (victim.alive && v !== seat && v !== g) out.push({ type: 'exorcise', ghost: g, victim: v });
      });
    });
  } else if (mine === 'saboteur') {
    const rooms = layoutOf(s).rooms.filter((r) => swappable(s, r));
    for (let i = 0; i < rooms.length; i++)
      for (let j = i + 1; j < rooms.length; j++)
        out.push({ type: 'swapRoomDecks', room: rooms[i]!, other: rooms[j]! });
  }
  return out;
}

/** AMB-44: any unfinished Room whose deck holds at least 1 card, anywhere, tokens or Route aside. */
function swappable(s: GameState, room: LocationId): boolean {
  const r = s.rooms[room];
  return r !== null && r !== undefined && !r.finished && r.deck.length > 0;
}

/**
 * PROF-EXORCIST-01..03 / AMB-43: the Ghost returns to life; exactly the face-up Dead card that made
 * it a Ghost leaves the game (hidden Dead cards stay, so it may still count as dead); then the victim
 * is murdered: a Ghost, Pulse deck untouched, no Vote (AMB-13), the game over if it was the last
 * living Cultist. The action is free: the turn stays with the Exorcist.
 */
export function exorcise(s: GameState, seat: Seat, ghost: Seat, victim: Seat): void {
  const p = s.professions!;
  p.used = true;
  const st = s.seats[ghost]!;
  const deadCardRemoved = st.pulseTopFaceUp;
  if (deadCardRemoved) {
    st.pulse.pop();
    st.pulseTopFaceUp = false;
    s.removed.dead += 1;
  }
  st.alive = true;
  if (teamOf(s, ghost) === 'investigators' && !st.pulse.includes('dead')) {
    // WIN-11: a living Investigator with no Dead card no longer counts as killed.
    st.deathRound = null;
    if (s.killTargetRound !== null && deadInvestigators(s).length < tableOf(s).killTarget)
      s.killTargetRound = null;
  }
  emit(s, { t: 'exorcised', seat, revived: ghost, deadCardRemoved, victim, round: s.round, vis: null });
  becomeGhost(s, victim, 'exorcised');
}

/**
 * PROF-SABOTEUR-01 / AMB-44: the two decks change Rooms unseen; each Room keeps its token, and one
 * that now holds 3 or more cards for the first time is explored (AMB-61). Free: the turn goes on.
 */
export function swapRoomDecks(s: GameState, seat: Seat, room: LocationId, other: LocationId): void {
  s.professions!.used = true;
  const a = s.rooms[room]!;
  const b = s.rooms[other]!;
  [a.deck, b.deck] = [b.deck, a.deck];
  emit(s, { t: 'roomDecksSwapped', seat, rooms: [room, other], round: s.round, vis: null });
  exploreIfDue(s, room);
  exploreIfDue(s, other);
}

/**
 * AMB-43 / AMB-44: the Exorcist's and the Saboteur's power is used "before or after" the holder's
 * own action. Once that action is over, the holder still holding an unused power that it can use
 * now is asked once more, before the turn passes on: use it, or pass. Returns whether it was asked.
 * Everything this looks at is public (the face-up Profession, who has acted, Ghosts, deck sizes).
 */
export function offerAfterAction(s: GameState): boolean {
  const p = s.professions;
  if (!p || p.used || p.status !== 'held' || p.holder === null) return false;
  const holder = p.holder;
  if (!s.acted[holder] || p.offeredAfter === s.round) return false;
  const phase: ActionPhase = { kind: 'action', seat: holder, refusedBy: [], afterAction: true };
  if (professionActions(s, phase, holder).length === 0) return false;
  p.offeredAfter = s.round;
  s.phase = phase;
  return true;
}

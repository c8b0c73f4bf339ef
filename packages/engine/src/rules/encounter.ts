import type { ActionOf } from '../actions.ts';
import type { GameState, Resume } from '../state.ts';
import { ENCOUNTER_CARDS, type EncounterCard, type LocationId, type Seat } from '../types.ts';
import { emit, encounterKey, isLit, livingCountAt } from './context.ts';
import { resume } from './flow.ts';
import { noteDeath } from './victory.ts';
import { automaRecipient, automaTopCard, isAutoma } from './automa.ts';
import type { PlayerView } from '../view.ts';

/**
 * Encounters (ENC-*). Every participant puts exactly one Alive or Dead card from its hand on the
 * Pulse deck of another participant. Two participants simply swap. With three or more (power off),
 * recipients are chosen in turn, first the Character who triggered it, then clockwise, so that
 * everyone gives and receives exactly one card (AMB-02); then all cards are chosen at once, in
 * secret. A participant without an Encounter card gives nothing but still receives (AMB-01).
 */

type EncounterPhase = Extract<GameState['phase'], { kind: 'encounter' }>;

/**
 * ENC-02: whether `living` living Characters at one Location (a mover included) meet in an
 * Encounter: exactly two in the light, two or more in the dark.
 */
export function encounterMeets(lit: boolean, living: number): boolean {
  return lit ? living === 2 : living >= 2;
}

/**
 * ENC-01 / ENC-02, from a view: whether a living Character entering a Location where
 * `livingOthers` other living Characters stand starts an Encounter, in the light the view shows
 * (the power; the light a Radiant Beauty carries is not in the view).
 */
export function startsEncounter(view: PlayerView, livingOthers: number): boolean {
  return encounterMeets(view.power, livingOthers + 1);
}

/**
 * ENC-02: the living Characters who meet at a Location, or null if the table says no Encounter.
 * `first` is the Character whose entry triggered it; otherwise the first clockwise from the Knife.
 */
export function encounterParticipants(s: GameState, key: number, first?: Seat): Seat[] | null {
  // Counted first, without a list: most entries find nobody, or one Character, there.
  const living = livingCountAt(s, key);
  return meets(s, key, living) ? livingFrom(s, key, first ?? s.knife) : null;
}

/**
 * ENC-01 / ENC-02 on entering the Location `location` (encounter key `key`) by `first`: the
 * participants of the Encounter it starts, or null after `noteNoEncounter`'s entry if there is one
 * to log. The same as those two, with the living counted once (this runs on every step).
 */
export function encounterOnEntry(
  s: GameState,
  key: number,
  location: LocationId,
  first: Seat,
): Seat[] | null {
  const living = livingCountAt(s, key);
  if (meets(s, key, living)) return livingFrom(s, key, first);
  logNoEncounter(s, location, living);
  return null;
}

/** `encounterMeets` at `key` with `living` there; no light is looked for where fewer than two stand. */
function meets(s: GameState, key: number, living: number): boolean {
  return living >= 2 && encounterMeets(isLit(s, key), living);
}

/** The living Characters at `key`, clockwise from `from`. */
function livingFrom(s: GameState, key: number, from: Seat): Seat[] {
  const n = s.seats.length;
  const out: Seat[] = [];
  for (let i = 0; i < n; i++) {
    const seat = from + i < n ? from + i : from + i - n;
    const st = s.seats[seat]!;
    if (st.alive && encounterKey(s, st.location) === key) out.push(seat);
  }
  return out;
}

/**
 * ENC-02: an entry (or an event) brought Characters together but the table says no Encounter because
 * the power is on and three or more living Characters stand there. Logged for everyone, so nobody
 * wonders why no cards change hands: who stands where and the power are public. The light of a
 * Radiant Beauty in an outage is not said, as it would name a secret Role.
 */
export function noteNoEncounter(s: GameState, key: number, location: LocationId): void {
  if (!s.power) return;
  logNoEncounter(s, location, livingCountAt(s, key));
}

/** `noteNoEncounter` given the living counted at its Location. */
function logNoEncounter(s: GameState, location: LocationId, living: number): void {
  if (s.power && living >= 3) emit(s, { t: 'noEncounter', location, living, round: s.round, vis: null });
}

export function startEncounter(s: GameState, location: LocationId, participants: Seat[], then: Resume): void {
  if (s.infectedUntil !== null) {
    // ROLE-INFECTED-01 / AMB-29: Encounters still happen, but nobody gives a card.
    emit(s, { t: 'encounter', location, participants, round: s.round, vis: null });
    emit(s, { t: 'noCardsInfected', round: s.round, vis: null });
    resume(s, then);
    return;
  }
  const two = participants.length === 2;
  s.phase = {
    kind: 'encounter',
    location,
    participants,
    recipients: two ? [participants[1]!, participants[0]!] : participants.map(() => null),
    cards: participants.map((p) =>
      encounterCardsIn(s, p) === 0
        ? 'none'
        : isAutoma(s, p)
          ? (automaTopCard(s, p, ENCOUNTER_CARDS) ?? 'none')
          : null,
    ),
    resume: then,
  };
  emit(s, { t: 'encounter', location, participants, round: s.round, vis: null });
  for (const p of participants)
    if (encounterCardsIn(s, p) === 0) emit(s, { t: 'noCardToGive', seat: p, round: s.round, vis: null });
  automaChoosesRecipient(s, s.phase);
  finishIfComplete(s, s.phase);
}

function encounterCardsIn(s: GameState, seat: Seat): number {
  const hand = s.seats[seat]!.hand;
  return hand.alive + hand.dead;
}

/** Index of the participant who must choose a recipient now, or -1 when all have. */
function chooserIndex(phase: EncounterPhase): number {
  return phase.recipients.indexOf(null);
}

export function encounterActions(
  s: GameState,
  phase: EncounterPhase,
  seat: Seat,
): ActionOf<'chooseRecipient' | 'giveCard'>[] {
  const me = phase.participants.indexOf(seat);
  if (me < 0) return [];
  const chooser = chooserIndex(phase);
  if (chooser >= 0) {
    if (chooser !== me) return [];
    return recipientOptions(phase, seat).map((to) => ({ type: 'chooseRecipient', to }));
  }
  if (phase.cards[me] !== null) return [];
  const hand = s.seats[seat]!.hand;
  const out: ActionOf<'chooseRecipient' | 'giveCard'>[] = [];
  if (hand.alive > 0) out.push({ type: 'giveCard', card: 'alive' });
  if (hand.dead > 0) out.push({ type: 'giveCard', card: 'dead' });
  return out;
}

/**
 * Recipients not yet chosen, never yourself, and never leaving the last giver only itself (AMB-02). The
 * AUTOMA gives to the fewest Pulse cards even if someone already chose them (AUTOMA-13); then its card is
 * one more for that Character, and a player choosing after it may find every other participant chosen:
 * that player gives to any of them.
 */
function recipientOptions(phase: EncounterPhase, seat: Seat): Seat[] {
  // Plain loops over the few participants: the chooser's list is asked several times per decision.
  const { participants, recipients } = phase;
  let givers = 0;
  let firstGiver = -1;
  for (let i = 0; i < participants.length; i++)
    if (recipients[i] === null && participants[i] !== seat) {
      givers++;
      if (firstGiver < 0) firstGiver = participants[i]!;
    }
  const free: Seat[] = [];
  for (const to of participants) {
    if (to === seat || recipients.includes(to)) continue;
    if (givers === 1) {
      // Who would be left to receive if `to` were chosen: not the last giver alone (AMB-02).
      let left = 0;
      let firstLeft = -1;
      for (const p of participants)
        if (p !== to && !recipients.includes(p)) {
          left++;
          if (firstLeft < 0) firstLeft = p;
        }
      if (left === 1 && firstLeft === firstGiver) continue;
    }
    free.push(to);
  }
  if (free.length > 0) return free;
  const anyone: Seat[] = [];
  for (const to of participants) if (to !== seat) anyone.push(to);
  return anyone;
}

/** Whether `encounterActions` lists anything for `seat`, without the list (`actors`). */
export function encounterAny(s: GameState, phase: EncounterPhase, seat: Seat): boolean {
  const me = phase.participants.indexOf(seat);
  if (me < 0) return false;
  const chooser = chooserIndex(phase);
  if (chooser >= 0) return chooser === me && recipientOptions(phase, seat).length > 0;
  if (phase.cards[me] !== null) return false;
  const hand = s.seats[seat]!.hand;
  return hand.alive > 0 || hand.dead > 0;
}

export function chooseRecipient(s: GameState, phase: EncounterPhase, seat: Seat, to: Seat): void {
  setRecipient(s, phase, seat, to);
  automaChoosesRecipient(s, phase);
  finishIfComplete(s, phase);
}

function setRecipient(s: GameState, phase: EncounterPhase, seat: Seat, to: Seat): void {
  phase.recipients[phase.participants.indexOf(seat)] = to;
  emit(s, { t: 'recipientChosen', from: seat, to, round: s.round, vis: null });
}

/**
 * When it is the AUTOMA's turn to choose a recipient, it chooses by AUTOMA-13: the Character with the
 * fewest Pulse cards among all the others, even one that another participant already chose.
 */
function automaChoosesRecipient(s: GameState, phase: EncounterPhase): void {
  const chooser = chooserIndex(phase);
  if (chooser < 0) return;
  const seat = phase.participants[chooser]!;
  if (!isAutoma(s, seat)) return;
  setRecipient(
    s,
    phase,
    seat,
    automaRecipient(
      s,
      seat,
      phase.participants.filter((p) => p !== seat),
    ),
  );
}

export function giveCard(s: GameState, phase: EncounterPhase, seat: Seat, card: EncounterCard): void {
  phase.cards[phase.participants.indexOf(seat)] = card;
  finishIfComplete(s, phase);
}

function finishIfComplete(s: GameState, phase: EncounterPhase): void {
  if (phase.recipients.includes(null) || phase.cards.includes(null)) return;
  phase.participants.forEach((from, i) => {
    const card = phase.cards[i]!;
    const to = phase.recipients[i]!;
    if (card === 'none') return;
    s.seats[from]!.hand[card] -= 1;
    s.seats[to]!.pulse.push(card);
    emit(s, { t: 'cardGiven', from, to, round: s.round, vis: null });
    emit(s, { t: 'cardGivenFace', from, to, card, round: s.round, vis: [from] });
    if (card === 'dead') noteDeath(s, to);
  });
  resume(s, phase.resume);
}

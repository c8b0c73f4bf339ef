import type { PhaseSetup } from './position.ts';
import { locationOf, seatOk } from './position-context.ts';
import { encounterKey } from './rules/context.ts';
import { encounterParticipants, startEncounter } from './rules/encounter.ts';
import type { GameState, Resume } from './state.ts';
import { ENCOUNTER_CARDS } from './types.ts';

/** An Encounter under way, started as the rules start one, then the choices already made. */
export function placeEncounter(
  s: GameState,
  setup: Extract<PhaseSetup, { kind: 'encounter' }>,
  bad: (f: string, m: string) => void,
): void {
  const location = locationOf(s, setup.location, 'phase.location', bad);
  const participants = [...setup.participants];
  if (!participants.every((p) => seatOk(s, p, 'phase.participants', bad))) return;
  const meet = encounterParticipants(s, encounterKey(s, location), participants[0]);
  if (meet === null || meet.join() !== participants.join()) {
    bad(
      'phase.participants',
      meet === null
        ? `No Encounter happens at '${setup.location}' with the Characters there (ENC-02).`
        : `The Encounter at '${setup.location}' has seats ${meet.join(', ')}: the living Characters there, the first to enter, then clockwise (ENC-02).`,
    );
    return;
  }
  const after = setup.after ?? { kind: 'movement' as const, seat: participants[0]! };
  let then: Resume;
  if (after.kind === 'movement') {
    if (!seatOk(s, after.seat, 'phase.after.seat', bad)) return;
    const start =
      after.start === undefined
        ? s.seats[after.seat]!.location
        : locationOf(s, after.start, 'phase.after.start', bad);
    then = { to: 'movement', turn: { seat: after.seat, mp: after.mp ?? 0, start, freeVisited: [] } };
  } else {
    const queue = (after.queue ?? []).map((id) => locationOf(s, id, 'phase.after.queue', bad));
    then = { to: 'eventEncounters', queue };
  }
  startEncounter(s, location, participants, then);
  const phase = s.phase;
  if (phase.kind !== 'encounter') {
    bad('phase', 'Nobody gives a card in this Encounter (the Infected, AMB-29): it is over at once.');
    return;
  }
  setup.recipients?.forEach((to, i) => {
    if (to === null) return;
    if (!participants.includes(to) || to === participants[i])
      bad('phase.recipients', `Seat ${participants[i]} gives to another participant.`);
    else phase.recipients[i] = to;
  });
  setup.cards?.forEach((card, i) => {
    if (card === null || phase.cards[i] !== null) return;
    const seat = participants[i]!;
    if (!(ENCOUNTER_CARDS as readonly string[]).includes(card) || s.seats[seat]!.hand[card] < 1)
      bad('phase.cards', `Seat ${seat} has no ${card} card to give.`);
    else phase.cards[i] = card;
  });
  if (phase.cards.every((c) => c !== null))
    bad('phase.cards', 'Every card is chosen: the Encounter is over.');
}

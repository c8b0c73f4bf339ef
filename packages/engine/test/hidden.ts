/**
 * Perturbations of everything one viewer may not know, for the indistinguishability property:
 * `viewFor(s, p)` must equal `viewFor(hide(s, p), p)`.
 */
import {
  ABSTAIN,
  cloneState,
  createRng,
  randomInt,
  shuffle,
  ROLE_INFO,
  type GameState,
  type RngState,
  type Viewer,
} from '../src/index.ts';
import { EVENTS, PROFESSIONS, ROOM_CARDS, type EncounterCard, type RoomCard } from '../src/types.ts';
import { seedOf } from '../src/testing.ts';

const pick = <T>(rng: RngState, items: readonly T[]): T => items[randomInt(rng, items.length)]!;

function permuteWhere(rng: RngState, items: unknown[], eligible: (i: number) => boolean): void {
  const idx = items.map((_, i) => i).filter(eligible);
  const values = idx.map((i) => items[i]!);
  shuffle(rng, values);
  idx.forEach((i, k) => (items[i] = values[k]!));
}

/** Rewrites every part of `state` that `viewer` cannot know, keeping everything public as it is. */
export function hide(state: GameState, viewer: Viewer, salt: number): GameState {
  const s = cloneState(state);
  const rng = createRng(seedOf(salt));
  const me = viewer === 'spectator' ? -1 : viewer;
  const myTeam = me >= 0 ? ROLE_INFO[s.seats[me]!.role].team : null;
  const iSeeCultists = me >= 0 && (myTeam === 'cultists' || ROLE_INFO[s.seats[me]!.role].seesCultists);

  // The random stream and the seed.
  s.rng = {
    key: Array.from({ length: 8 }, () => randomInt(rng, 0x7fffffff)),
    counter: randomInt(rng, 1000),
    pos: randomInt(rng, 17),
  };

  // Decks whose order and contents are face down for everyone.
  const roomCard = (): RoomCard => pick(rng, ROOM_CARDS);
  s.drawPile = s.drawPile.map(roomCard);
  s.unsafeDeck = s.unsafeDeck.map(roomCard);
  s.bag = s.bag.map(() => pick(rng, EVENTS));
  s.eventsRemoved = s.eventsRemoved.map(() => pick(rng, EVENTS));
  s.cultistTokens = s.cultistTokens.map(() => pick(rng, ['library', 'darkblue2', 'orange1', 'cafeteria']));
  // Room decks (sizes are public) and the hidden side of unflipped room tokens.
  s.rooms = s.rooms.map((r) =>
    r ? { ...r, deck: r.deck.map(roomCard), unsafe: r.explored ? r.unsafe : randomInt(rng, 2) === 1 } : null,
  );
  s.removed = {
    alive: randomInt(rng, 9),
    dead: randomInt(rng, 9),
    success: randomInt(rng, 9),
    failure: randomInt(rng, 9),
    sabotage: randomInt(rng, 9),
  };
  s.killTargetRound = pick(rng, [null, 0, 1, 2, 3]);

  // Pulse decks: nobody knows their contents (its own owner included); a face-up top card stays.
  s.seats.forEach((st) => {
    const keepTop = st.pulseTopFaceUp ? 1 : 0;
    const hidden = st.pulse.length - keepTop;
    const top = st.pulse.slice(hidden);
    st.pulse = [...Array.from({ length: hidden }, (): EncounterCard => pick(rng, ['alive', 'dead'])), ...top];
    st.deathRound = pick(rng, [null, 0, 3]);
  });

  // Other seats: hands (totals by card back stay), routes, unrevealed roles.
  s.seats.forEach((st, i) => {
    if (i === me) return;
    const enc = st.hand.alive + st.hand.dead;
    st.hand.alive = randomInt(rng, enc + 1);
    st.hand.dead = enc - st.hand.alive;
    const room = st.hand.success + st.hand.failure + st.hand.sabotage;
    st.hand.success = randomInt(rng, room + 1);
    st.hand.failure = randomInt(rng, room - st.hand.success + 1);
    st.hand.sabotage = room - st.hand.success - st.hand.failure;
  });
  const others = s.seats.map((_, i) => i).filter((i) => i !== me);
  // Routes are secret, except the AUTOMA's, which lies face up (AUTOMA-04).
  const secretRoutes = others.filter((i) => i !== s.config.automa);
  const routes = secretRoutes.map((i) => s.seats[i]!.route);
  shuffle(rng, routes);
  secretRoutes.forEach((i, k) => (s.seats[i]!.route = routes[k]!));
  const cultist = (i: number): boolean => ROLE_INFO[state.seats[i]!.role].team === 'cultists';
  const roleUnknown = (i: number): boolean =>
    i !== me &&
    !state.seats[i]!.roleRevealed &&
    !(iSeeCultists && cultist(i)) &&
    !(myTeam === 'cultists' && cultist(i));
  const roles = s.seats.map((st) => st.role);
  if (iSeeCultists) {
    // Those who know the Cultists may not know who among the others is the Seer.
    permuteWhere(rng, roles, (i) => roleUnknown(i) && !cultist(i));
  } else {
    permuteWhere(rng, roles, roleUnknown);
  }
  roles.forEach((r, i) => (s.seats[i]!.role = r));
  if (myTeam !== 'cultists') s.deadFromStart = s.seats.map((_, i) => i).filter(() => randomInt(rng, 2) === 1);

  // Professions (PROF-GEN-02/03, PROF-DETECTIVE-01/02): the face-down token, and the Informant's seat
  // for everyone but the Informant and the Detective who saw it.
  const prof = s.professions;
  if (prof) {
    const knows = me >= 0 && (prof.informant === me || prof.informantSeenBy === me);
    s.professions = {
      ...prof,
      profession: prof.status === 'faceDown' ? pick(rng, PROFESSIONS) : prof.profession,
      informant: knows ? prof.informant : pick(rng, others),
    };
  }

  // Pending choices of others in simultaneous steps.
  const p = s.phase;
  if (p.kind === 'night' || p.kind === 'cleanup' || p.kind === 'detectiveNight') {
    p.ready = p.ready.map((r, i) => (i === me ? r : randomInt(rng, 2) === 1));
    if (p.kind === 'cleanup' && p.claim !== me) p.claim = pick(rng, [null, ...others]);
  } else if (p.kind === 'vote' && p.stage !== 'knife') {
    p.ready = p.ready.map((r, i) => (i === me ? r : randomInt(rng, 2) === 1));
    if (p.stage === 'ballot')
      p.ballots = p.ballots.map((b, i) => (i === me ? b : pick(rng, [null, ABSTAIN, 0, 1])));
  } else if (p.kind === 'encounter' && !p.recipients.includes(null)) {
    p.cards = p.cards.map((c, i) =>
      p.participants[i] === me || c === 'none' ? c : pick(rng, [null, 'alive', 'dead'] as const),
    );
  } else if (p.kind === 'seerGuess') {
    p.guesses = p.guesses.map((g, i) => (p.cultists[i] === me ? g : pick(rng, [null, ...others])));
  } else if (p.kind === 'inControl' && p.seat !== me && p.drawn !== null) {
    p.drawn = pick(rng, EVENTS);
  } else if (p.kind === 'checkResult' && p.checker !== me) {
    Object.assign(p, { sawDead: randomInt(rng, 2) === 1 });
  }

  // Private log entries of others.
  s.log = s.log.map((e) => {
    if (e.vis === null || (me >= 0 && e.vis.includes(me))) return e;
    return { t: 'noEvent', round: e.round, vis: e.vis };
  });
  return s;
}

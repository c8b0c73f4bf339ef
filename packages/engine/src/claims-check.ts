import type { Claim, ClaimReason, ClaimVerdict, PostedClaim } from './claims.ts';
import { ROLE_INFO } from './content/roles.ts';
import type { CheckFact, LedgerFact, LedgerTable } from './ledger-facts.ts';
import { routeLine } from './rules/context.ts';
import type { Colour, LocationId, Role, Seat } from './types.ts';

/**
 * The claims checker (issue 16): holds a claim against the public facts of a ledger, the facts its
 * viewer was shown and nothing else, and names every contradiction it finds. A claim it finds
 * consistent may still be a lie; one it finds contradicted is false, or (for `deadNotRevealed` and
 * `routeColourUsed`) its claimant did what only a Cultist (or a living Mechanic) may.
 */

/** What the checker reads: a ledger's table and facts, and the claims posted so far. A `Ledger` is one. */
export interface ClaimBasis {
  readonly table: LedgerTable;
  readonly facts: readonly LedgerFact[];
  readonly claims: readonly PostedClaim[];
}

/**
 * The verdict on `claim`, posted or only considered (a bot may test a claim before making it).
 * Reasons that name another claim give its index in `basis.claims`.
 */
export function checkClaim(basis: ClaimBasis, claim: PostedClaim): ClaimVerdict {
  const reasons = reasonsFor(basis, claim.seat, claim.claim);
  return reasons.length === 0 ? { status: 'consistent' } : { status: 'contradicted', reasons };
}

function reasonsFor(b: ClaimBasis, seat: Seat, claim: Claim): ClaimReason[] {
  switch (claim.kind) {
    case 'checked':
      return checkedReasons(b, seat, claim);
    case 'route':
      return routeReasons(b, seat, claim);
    case 'gave':
      return gaveReasons(b, seat, claim);
    case 'role':
      return roleReasons(b, seat, claim.role);
    case 'suspect':
    case 'trust':
      return []; // an opinion: no fact can contradict it
  }
}

type Checked = Extract<Claim, { kind: 'checked' }>;

/** ACT-CHECKSTATE-*: the claimant's checks of the target in that round, against what is known of its deck. */
function checkedReasons(b: ClaimBasis, seat: Seat, claim: Checked): ClaimReason[] {
  const checks = b.facts.filter(
    (f): f is CheckFact =>
      f.kind === 'check' && f.seat === seat && f.target === claim.target && f.round === claim.round,
  );
  if (checks.length === 0) return [{ code: 'noSuchCheck', round: claim.round }];
  const perCheck = checks.map((c) => checkReasons(b, c, claim.verdict === 'dead'));
  // Two checks of one target in a round (False Eyes, then an action): one that fits is enough.
  return perCheck.some((r) => r.length === 0) ? [] : perCheck.flat();
}

/** A moment at which something is known of a Pulse deck: whether it held a Dead card. */
interface Known {
  readonly seq: number;
  readonly round: number;
  readonly dead: boolean;
  readonly code: 'contradictsMyCheck' | 'deadCardRevealed';
  readonly seat?: Seat;
}

function checkReasons(b: ClaimBasis, check: CheckFact, claimsDead: boolean): ClaimReason[] {
  const out: ClaimReason[] = [];
  const at = { round: check.round, seq: check.seq };
  if (check.seen && check.seen.dead > 0 !== claimsDead)
    out.push({ code: 'checkShowedOtherwise', ...at, seat: check.seat });
  // ACT-CHECKSTATE-04: an Investigator who sees a Dead card must reveal it.
  if (claimsDead && check.revealed === false) out.push({ code: 'deadNotRevealed', ...at });
  for (const known of knownStates(b, check)) {
    const inferred = deckHadDead(b.facts, check.target, known, check.seq);
    if (inferred !== null && inferred !== claimsDead) {
      out.push({
        code: known.code,
        round: known.round,
        seq: known.seq,
        ...(known.seat !== undefined ? { seat: known.seat } : {}),
      });
    }
  }
  return out;
}

/**
 * What this viewer knows of the target's Pulse deck at other moments: its own checks (what it saw),
 * and every public reveal of a Dead card (a check's, Lifelines').
 */
function knownStates(b: ClaimBasis, claimed: CheckFact): Known[] {
  const viewer = b.table.viewer;
  const out: Known[] = [];
  for (const f of b.facts) {
    const base = { seq: f.seq, round: f.round };
    if (f.kind === 'check' && f.target === claimed.target) {
      if (f.seat === viewer && f.seen) {
        if (f !== claimed)
          out.push({ ...base, dead: f.seen.dead > 0, code: 'contradictsMyCheck', seat: viewer });
      } else if (f.revealed === true) {
        out.push({ ...base, dead: true, code: 'deadCardRevealed', seat: f.seat });
      }
    } else if (f.kind === 'lifeline' && f.seat === claimed.target && f.card === 'dead') {
      out.push({ ...base, dead: true, code: 'deadCardRevealed' });
    }
  }
  return out;
}

/**
 * INFO-03 / ENC-04: cards only ever join a Pulse deck by Encounters, and a Dead card only leaves it
 * with the Exorcist (PROF-EXORCIST-01). So a Dead card seen at one moment was there at a later one
 * unless the Exorcist took it, and at an earlier one unless a card that may be Dead arrived in between;
 * likewise for no Dead card. Returns whether the deck held a Dead card at `seq`, or null if unknown.
 */
function deckHadDead(facts: readonly LedgerFact[], target: Seat, known: Known, seq: number): boolean | null {
  if (known.seq === seq) return known.dead;
  const [from, to] = known.seq < seq ? [known.seq, seq] : [seq, known.seq];
  const between = facts.filter((f) => f.seq > from && f.seq < to);
  const gained = between.some(
    (f) => f.kind === 'gift' && f.to === target && f.card !== 'none' && f.card !== 'alive',
  );
  const lost = between.some((f) => f.kind === 'revival' && f.revived === target && f.deadCardRemoved);
  const forward = known.seq < seq;
  // Known dead: stays dead going forward without a loss, was dead going back without a gain.
  // Known clean: stays clean going forward without a gain, was clean going back without a loss.
  const holds = known.dead === forward ? !lost : !gained;
  return holds ? known.dead : null;
}

/** A Room action bound by the Route (ACTPH-03, ACTPH-05, MOC-ELEV-05): who, when, and the room whose colour counts. */
interface RouteAction {
  readonly seat: Seat;
  readonly seq: number;
  readonly round: number;
  readonly room: LocationId;
}

function routeActions(b: ClaimBasis): RouteAction[] {
  const t = b.table;
  const out: RouteAction[] = [];
  for (const f of b.facts) {
    const at = { seq: f.seq, round: f.round };
    if (f.kind === 'room') {
      if (f.action === 'fill' || f.action === 'checkRoom' || f.action === 'callElevator')
        out.push({ seat: f.seat, ...at, room: f.room });
      else if (f.action === 'camera' || f.action === 'restartPower')
        out.push({ seat: f.seat, ...at, room: t.security });
      else if (f.action === 'closePortal') {
        out.push({ seat: f.seat, ...at, room: t.library });
        if (f.partner !== null) out.push({ seat: f.partner, ...at, room: t.library });
      }
    } else if (f.kind === 'check' && f.via === 'camera') {
      out.push({ seat: f.seat, ...at, room: t.security });
    } else if (f.kind === 'vote' && f.reason === 'cafeteria') {
      out.push({ seat: f.initiator, ...at, room: t.cafeteria });
    }
  }
  return out;
}

type RouteClaim = Extract<Claim, { kind: 'route' }>;

const sameColours = (a: readonly Colour[], b: readonly Colour[]): boolean =>
  a.length === b.length && a.every((c) => b.includes(c));

/** Whether one Route card a player may hold shows every given line (ROUTE-01, ROUTE-02). */
function onOneCard(table: LedgerTable, claims: readonly RouteClaim[]): boolean {
  return table.routes.some((r) => claims.every((c) => sameColours(r.lines[routeLine(c.round)]!, c.colours)));
}

/**
 * ROUTE-02 / ROUTE-05 / ACTPH-03: a Route claim names the colours of one line of the claimant's card,
 * all of them, which hold for every round of that line; an Investigator's Room actions keep to them.
 * Any action outside them is reported: only a Cultist or a living Mechanic (ROLE-MECHANIC-01, whose
 * role no rule reveals during play) may take it.
 */
function routeReasons(b: ClaimBasis, seat: Seat, claim: RouteClaim): ClaimReason[] {
  const out: ClaimReason[] = [];
  const line = routeLine(claim.round);
  for (const a of routeActions(b)) {
    if (a.seat !== seat || routeLine(a.round) !== line) continue;
    const colour = b.table.colours[a.room];
    if (colour === null || colour === undefined || claim.colours.includes(colour)) continue;
    out.push({ code: 'routeColourUsed', round: a.round, seq: a.seq, room: a.room });
  }
  if (!onOneCard(b.table, [claim])) return [...out, { code: 'noSuchRoute', round: claim.round }];
  b.claims.forEach((other, i) => {
    const o = other.claim;
    if (other.seat !== seat || o.kind !== 'route') return;
    // A claim that fits no card is wrong on its own; it says nothing of this one.
    if (!onOneCard(b.table, [o]) || onOneCard(b.table, [claim, o])) return;
    out.push({ code: 'routeClaimsDisagree', round: o.round, claim: i });
  });
  return out;
}

type Gave = Extract<Claim, { kind: 'gave' }>;

/** ENC-04 / AMB-03: who gave whom a card is public; its face only to the giver (INFO-01). */
function gaveReasons(b: ClaimBasis, seat: Seat, claim: Gave): ClaimReason[] {
  const meetings = b.facts.filter(
    (f) =>
      f.kind === 'encounter' &&
      f.round === claim.round &&
      f.participants.includes(seat) &&
      f.participants.includes(claim.to),
  );
  if (meetings.length === 0) return [{ code: 'noSuchEncounter', round: claim.round }];
  const gifts = b.facts.filter((f) => f.kind === 'gift' && f.round === claim.round && f.from === seat);
  const open = meetings.some(
    (m) =>
      m.kind === 'encounter' && !m.infected && !gifts.some((g) => g.kind === 'gift' && g.encounter === m.seq),
  );
  const toThem = gifts.filter((g) => g.kind === 'gift' && g.to === claim.to && g.card !== 'none');
  if (toThem.length === 0) {
    // An Encounter whose recipients are still being chosen may yet bear the claim out.
    return open ? [] : [{ code: 'noSuchGift', round: claim.round, seq: meetings[0]!.seq }];
  }
  const faces = toThem.flatMap((g) =>
    g.kind === 'gift' && (g.card === 'alive' || g.card === 'dead') ? [{ seq: g.seq, card: g.card }] : [],
  );
  if (faces.length < toThem.length || faces.some((f) => f.card === claim.card)) return [];
  return faces.map((f) => ({ code: 'cardFaceShown', round: claim.round, seq: f.seq, shown: f.card }));
}

/** How many Characters can hold `role`: the Cultists' number, one per special role chosen, any number of Investigators. */
function copies(table: LedgerTable, role: Role): number {
  if (role === 'investigator') return Infinity;
  if (role === 'cultist') return table.cultists;
  return table.specialRoles.filter((r) => r === role).length;
}

/**
 * ROLE-GEN-01/02: the roles in play are public, as is a revealed Role marker. "I am an Investigator"
 * speaks of the team: any Investigator-team role bears it out.
 */
function roleReasons(b: ClaimBasis, seat: Seat, role: Role): ClaimReason[] {
  const out: ClaimReason[] = [];
  const fits = (shown: Role): boolean =>
    role === 'investigator' ? ROLE_INFO[shown].team === 'investigators' : shown === role;
  const revealed = b.facts.flatMap((f) => (f.kind === 'role' ? [f] : []));
  for (const f of revealed) {
    if (f.seat === seat && !fits(f.role))
      out.push({ code: 'roleRevealed', round: f.round, seq: f.seq, shown: f.role });
  }
  const n = copies(b.table, role);
  if (n === 0) return [...out, { code: 'roleNotInGame' }];
  const others = revealed.filter((f) => f.seat !== seat && f.role === role);
  if (new Set(others.map((f) => f.seat)).size >= n)
    for (const f of others) out.push({ code: 'roleTaken', round: f.round, seq: f.seq, seat: f.seat });
  const claimants = new Set<Seat>([seat]);
  const rivals: { claim: number; seat: Seat }[] = [];
  b.claims.forEach((c, i) => {
    if (c.seat !== seat && c.claim.kind === 'role' && c.claim.role === role) {
      claimants.add(c.seat);
      rivals.push({ claim: i, seat: c.seat });
    }
  });
  if (claimants.size > n) for (const r of rivals) out.push({ code: 'roleClaimedByOther', ...r });
  return out;
}

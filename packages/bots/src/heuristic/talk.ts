import { randomInt, routeLine, type Claim, type Colour, type PrivateView } from '@among-cultists/engine';
import { best, othersAlive, type Context } from './context.ts';
import { consistentRoutes } from './suspicion.ts';
import { preferredTarget } from './votes.ts';

type RouteCard = PrivateView['route'];

/** At most this many claims per discussion: enough to be good company, few enough to be read. */
export const MAX_CLAIMS = 3;

/**
 * What this seat says in a Vote's discussion (VOTE-03, issue 16): a few claims, none said before.
 * An Investigator tells the truth: its checks as it saw them, whom it suspects on the evidence, the
 * cards it gave a victim, its Route. A Cultist tells a story that fits the public record: its public
 * checks (a victim of its own reported alive, ACT-CHECKSTATE-05/07), a scapegoat, a Route card its
 * Room actions allow; it says nothing the claims checker would catch.
 */
export function chooseClaims(ctx: Context): Claim[] {
  const { view, memory, talk } = ctx;
  const said = new Set(talk.said);
  for (const c of talk.heard) if (c.seat === view.viewer) said.add(claimKey(c.claim, c.round));
  const out: Claim[] = [];
  for (const claim of ctx.cultist ? cultistClaims(ctx) : investigatorClaims(ctx)) {
    if (out.length >= MAX_CLAIMS) break;
    const key = claimKey(claim, view.round);
    if (said.has(key)) continue;
    if (ctx.cultist && talk.verdict(view, memory, claim).status !== 'consistent') continue;
    said.add(key);
    out.push(claim);
  }
  for (const c of out) {
    talk.said.push(claimKey(c, view.round));
    if (c.kind === 'route') talk.routes.push(c);
  }
  return out;
}

/**
 * Claims of fact are said once a game; opinions once a round (a new Vote may hear them again).
 * A Route claim is keyed by its round: the same line may be claimed again four rounds later.
 */
export function claimKey(claim: Claim, round: number): string {
  switch (claim.kind) {
    case 'checked':
      return `checked:${claim.target}:${claim.round}`;
    case 'route':
      return `route:${claim.round}`;
    case 'gave':
      return `gave:${claim.to}:${claim.round}`;
    case 'role':
      return `role:${claim.role}`;
    case 'suspect':
    case 'trust':
      return `${claim.kind}:${claim.target}:${round}`;
  }
}

function investigatorClaims(ctx: Context): Claim[] {
  const { view, memory, me } = ctx;
  const out: Claim[] = [];
  // Its checks as it saw them: the clean ones first (a revealed Dead card is known to all).
  const mine = memory.seen.filter((s) => s.seat === me.seat);
  const checks = [...mine.filter((s) => s.dead === 0), ...mine.filter((s) => s.dead > 0)];
  for (const s of checks.reverse()) {
    out.push({ kind: 'checked', target: s.target, round: s.round, verdict: s.dead > 0 ? 'dead' : 'alive' });
  }
  const suspect = preferredTarget(ctx, othersAlive(ctx));
  if (suspect !== null) out.push({ kind: 'suspect', target: suspect });
  out.push(...giftsToVictims(ctx));
  // A Mechanic's Room actions need not keep to its Route (ROLE-MECHANIC-01): its Route proves nothing.
  if (me.role !== 'mechanic')
    out.push({ kind: 'route', round: view.round, colours: [...me.route.lines[me.routeLine]!] });
  return out;
}

function cultistClaims(ctx: Context): Claim[] {
  const { view, memory, me } = ctx;
  const out: Claim[] = [];
  // Only checks it made in public; a Dead card it kept hidden becomes "alive".
  for (const c of [...memory.checks].reverse()) {
    if (c.checker !== me.seat) continue;
    out.push({ kind: 'checked', target: c.target, round: c.round, verdict: c.revealed ? 'dead' : 'alive' });
  }
  const suspect = preferredTarget(ctx, othersAlive(ctx));
  if (suspect !== null) out.push({ kind: 'suspect', target: suspect });
  out.push(...giftsToVictims(ctx));
  const cover = coverRoute(ctx);
  if (cover) out.push({ kind: 'route', round: view.round, colours: [...cover.lines[me.routeLine]!] });
  // Now and then a word for a teammate the table is turning on.
  const team = (me.knownCultists ?? []).filter((s) => s !== me.seat && view.seats[s]!.alive);
  const hunted = team.filter((s) => ctx.publicScore[s]! >= 1.5);
  if (hunted.length > 0 && randomInt(ctx.rng, 100) < 35) {
    out.push({ kind: 'trust', target: best(ctx.rng, hunted, (s) => ctx.publicScore[s]!) });
  }
  return out;
}

/**
 * "I gave X an Alive card" for each victim revealed this round that this seat handed a card: true
 * from an Investigator, and from a Cultist whether or not its card was the Dead one.
 */
function giftsToVictims(ctx: Context): Claim[] {
  const { view, memory } = ctx;
  const victims = new Set(memory.revealedDeaths.filter((d) => d.round === view.round).map((d) => d.seat));
  const out: Claim[] = [];
  for (const g of memory.myGifts) {
    if (victims.has(g.to)) out.push({ kind: 'gave', to: g.to, round: g.round, card: 'alive' });
  }
  return out;
}

/**
 * The Route card a Cultist claims to hold: the one it claimed before while its public Room actions
 * still fit it, else its own card if they fit, else one they fit picked from its own stream.
 */
export function coverRoute(ctx: Context): RouteCard | null {
  const { view, memory, layout, me, talk } = ctx;
  const automa = view.seats.flatMap((s) => (s.publicRoute ? [s.publicRoute.id] : []));
  const fits = consistentRoutes(memory, layout, me.seat, automa, view.board.routes);
  if (fits.length === 0) return null;
  const card =
    fits.find((r) => r.id === talk.cover) ??
    fits.find((r) => r.id === me.route.id) ??
    best(ctx.rng, fits, () => 0);
  talk.cover = card.id;
  return card;
}

/** The colours this seat has claimed for this round's Route line, or null if it claimed none. */
export function claimedColours(ctx: Context): readonly Colour[] | null {
  const { view, talk } = ctx;
  const line = routeLine(view.round);
  const own = talk.heard.flatMap((c) =>
    c.seat === view.viewer && c.claim.kind === 'route' ? [c.claim] : [],
  );
  const claim = [...own, ...talk.routes].find((c) => routeLine(c.round) === line);
  return claim ? claim.colours : null;
}

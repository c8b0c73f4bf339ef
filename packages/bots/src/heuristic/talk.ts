import {
  randomInt,
  routeLine,
  type Claim,
  type Colour,
  type PrivateView,
  type Seat,
} from '@among-cultists/engine';
import { best, othersAlive, type Context } from './context.ts';
import { answerNames, MAX_REPLIES } from './replies.ts';
import { consistentRoutes } from './suspicion.ts';
import { preferredTarget } from './votes.ts';

type RouteCard = PrivateView['route'];

/**
 * At most this many opening claims per discussion: enough to be good company, few enough to be read (2
 * since issue 27: with 3, eight bots said about 22 lines a discussion, answers included).
 */
export const MAX_CLAIMS = 2;
export { MAX_REPLIES };

/**
 * What this seat says now in a Vote's discussion (VOTE-03, issues 16 and 27). The first time it is asked
 * in a discussion: a few claims, what the round brought first (a revealed murder, a card an Event showed:
 * its check of that Character, the card it gave it), then its checks, whom it suspects, whom it met this
 * round, its Route. Asked again: only answers to lines that named it since (replies.ts). No sentence is
 * said twice in a game. An Investigator tells the truth; a Cultist tells a story the claims checker
 * cannot catch. Everything comes from the seat's view, its log and what it heard.
 */
export function chooseClaims(ctx: Context): Claim[] {
  const { view, memory, talk } = ctx;
  const said = new Set(talk.said);
  for (const c of talk.heard) if (c.seat === view.viewer) said.add(claimKey(c.claim));
  // Nothing is logged while a discussion lasts: the last entry read names it.
  const discussion = `${view.round}:${memory.lastSeq}`;
  const out: Claim[] = [];
  const say = (claim: Claim): boolean => {
    const key = claimKey(claim);
    if (said.has(key)) return false;
    if (talk.verdict(view, memory, claim).status !== 'consistent') return false;
    said.add(key);
    out.push(claim);
    return true;
  };
  if (talk.discussion !== discussion) {
    talk.discussion = discussion;
    talk.repliesLeft = MAX_REPLIES;
    // Lines heard before this seat opened are answered by its opening or not at all.
    talk.answered = talk.heard.length;
    for (const claim of ctx.cultist ? cultistClaims(ctx) : investigatorClaims(ctx)) {
      if (out.length >= MAX_CLAIMS) break;
      say(claim);
    }
  } else {
    answerNames(ctx, say);
  }
  for (const c of out) {
    talk.said.push(claimKey(c));
    if (c.kind === 'route') talk.routes.push(c);
  }
  return out;
}

/**
 * A claim as the sentence it reads as (issue 27: no bot says the same sentence twice in a game): the
 * same claim is the same sentence in every language, and a claim names its rounds, so a fact is said
 * once a game and an opinion about a Character once a game too.
 */
export function claimKey(claim: Claim): string {
  switch (claim.kind) {
    case 'checked':
      return `checked:${claim.target}:${claim.round}:${claim.verdict}`;
    case 'route':
      return `route:${claim.round}:${[...claim.colours].sort().join(',')}`;
    case 'gave':
      return `gave:${claim.to}:${claim.round}:${claim.card}`;
    case 'role':
      return `role:${claim.role}`;
    case 'suspect':
    case 'trust':
      return `${claim.kind}:${claim.target}`;
  }
}

/**
 * The Characters the round's news is about: deaths revealed this round (a check, Lifelines) and cards an
 * Event showed this round (EVT-LIFELINES-02). A seat speaks of them first.
 */
export function newsOfRound(ctx: Context): Seat[] {
  const { view, memory } = ctx;
  const out = memory.revealedDeaths.filter((d) => d.round === view.round).map((d) => d.seat);
  for (const e of memory.entries) {
    if (e.round === view.round && e.t === 'lifelineRevealed' && !out.includes(e.seat)) out.push(e.seat);
  }
  return out.filter((s) => s !== ctx.me.seat);
}

function investigatorClaims(ctx: Context): Claim[] {
  const { view, memory, me } = ctx;
  const news = newsOfRound(ctx);
  const mine = memory.seen.filter((s) => s.seat === me.seat);
  const checkOf = (s: (typeof mine)[number]): Claim => ({
    kind: 'checked',
    target: s.target,
    round: s.round,
    verdict: s.dead > 0 ? 'dead' : 'alive',
  });
  const out: Claim[] = [];
  // The news first: what it saw of the Character and the cards it gave it.
  for (const s of [...mine].reverse()) if (news.includes(s.target)) out.push(checkOf(s));
  out.push(...gifts(ctx, news, true));
  // Its checks as it saw them, the clean ones first (a revealed Dead card is known to all).
  const rest = mine.filter((s) => !news.includes(s.target));
  for (const s of [...rest.filter((x) => x.dead === 0), ...rest.filter((x) => x.dead > 0)].reverse())
    out.push(checkOf(s));
  const suspect = preferredTarget(ctx, othersAlive(ctx));
  if (suspect !== null) out.push({ kind: 'suspect', target: suspect });
  // Whom it met this round and the card it gave ("In round 3 I gave Nadia an Alive card").
  out.push(...gifts(ctx, null, true).filter((c) => c.kind === 'gave' && c.round === view.round));
  // A Mechanic's Room actions need not keep to its Route (ROLE-MECHANIC-01): its Route proves nothing.
  if (me.role !== 'mechanic')
    out.push({ kind: 'route', round: view.round, colours: [...me.route.lines[me.routeLine]!] });
  return out;
}

function cultistClaims(ctx: Context): Claim[] {
  const { view, memory, me } = ctx;
  const news = newsOfRound(ctx);
  const out: Claim[] = [];
  // Only checks it made in public; a Dead card it kept hidden becomes "alive".
  const checks = [...memory.checks].reverse().filter((c) => c.checker === me.seat);
  const checkOf = (c: (typeof checks)[number]): Claim => ({
    kind: 'checked',
    target: c.target,
    round: c.round,
    verdict: c.revealed ? 'dead' : 'alive',
  });
  for (const c of checks) if (news.includes(c.target)) out.push(checkOf(c));
  out.push(...gifts(ctx, news, false));
  for (const c of checks) if (!news.includes(c.target)) out.push(checkOf(c));
  const suspect = preferredTarget(ctx, othersAlive(ctx));
  if (suspect !== null) out.push({ kind: 'suspect', target: suspect });
  out.push(...gifts(ctx, null, false).filter((c) => c.kind === 'gave' && c.round === view.round));
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
 * "In round R I gave X an Alive card" for the cards this seat gave (to `to` only, unless null), the
 * latest first: with the true face from an Investigator, "Alive" from a Cultist whatever the card was.
 */
export function gifts(ctx: Context, to: readonly Seat[] | null, truthful: boolean): Claim[] {
  const out: Claim[] = [];
  for (const g of [...ctx.memory.myGifts].reverse()) {
    if (to !== null && !to.includes(g.to)) continue;
    out.push({ kind: 'gave', to: g.to, round: g.round, card: truthful ? g.card : 'alive' });
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

import { claimAbout, type Claim, type Seat } from '@among-cultists/engine';
import type { Context } from './context.ts';
import { validClaim } from './table-talk.ts';

/**
 * Answers per discussion at most (issue 27): a bot answers a line that names it once, and two bots that
 * name each other stop after this many lines each, whatever they say.
 */
export const MAX_REPLIES = 2;

/**
 * Answers to the lines heard since this seat last spoke in this discussion that name it (a suspicion, a
 * word of trust, a check of it, a card given to it): one answer per speaker, from what this seat knows
 * (its log, its view, what it heard). `say` takes a claim if it is new and passes the checker.
 */
export function answerNames(ctx: Context, say: (claim: Claim) => boolean): void {
  const { view, talk, me } = ctx;
  const fresh = talk.heard.slice(talk.answered);
  talk.answered = talk.heard.length;
  const answered = new Set<Seat>();
  for (const line of fresh) {
    if (talk.repliesLeft <= 0) return;
    if (line.seat === me.seat || line.round !== view.round || answered.has(line.seat)) continue;
    if (!validClaim(line, view.seats.length) || claimAbout(line.claim) !== me.seat) continue;
    // The speaker has left the table (a Ghost says nothing that needs an answer).
    if (!view.seats[line.seat]?.alive) continue;
    for (const reply of answers(ctx, line.seat, line.claim)) {
      if (say(reply)) {
        answered.add(line.seat);
        talk.repliesLeft--;
        break;
      }
    }
  }
}

/** What this seat may answer `speaker`'s line about it, best first (the first one new and consistent is said). */
function answers(ctx: Context, speaker: Seat, claim: Claim): Claim[] {
  const { me, memory, view } = ctx;
  const teammate = ctx.cultist && (me.knownCultists ?? []).includes(speaker);
  // How far this seat holds the speaker a Cultist: what it shows in its ballots for an Investigator (the
  // Seer hides what the Night showed it); a Cultist answers as the table sees the speaker (and never
  // turns on a teammate).
  const against = ctx.cultist ? (teammate ? -10 : ctx.publicScore[speaker]!) : ctx.ballotScore[speaker]!;
  const suspect: Claim = { kind: 'suspect', target: speaker };
  const trust: Claim = { kind: 'trust', target: speaker };
  // "I am an Investigator" speaks of the team (the checker's reading): true from any Investigator.
  const team: Claim = { kind: 'role', role: 'investigator' };
  // The card this seat gave the speaker in that round, if it met the speaker then.
  const gaveBack = (round: number): Claim[] =>
    memory.myGifts
      .filter((g) => g.to === speaker && g.round === round)
      .map((g) => ({ kind: 'gave', to: speaker, round, card: ctx.cultist ? 'alive' : g.card }));
  switch (claim.kind) {
    case 'suspect': {
      // Accused: an Investigator knows the accusation is wrong; whoever makes it is mistaken or lying.
      const back = ctx.cultist ? !teammate && against >= 0 : against >= 0.5;
      return back ? [suspect, team] : [team];
    }
    case 'trust':
      return against < 1 ? [trust] : [];
    case 'checked':
      // "Alive" is what this seat would say of itself; "dead" of a seat still talking, never revealed,
      // is a lie an Investigator would have had to show (ACT-CHECKSTATE-04).
      if (claim.verdict === 'alive') return against < 1 ? [trust] : [];
      return [suspect, team];
    case 'gave': {
      const met = gaveBack(claim.round);
      const liked = against < 1 && claim.card === 'alive' ? [trust] : [];
      // A Dead card given to a seat that is still talking: only a Cultist hands one over and says so.
      if (claim.card === 'dead' && view.seats[me.seat]!.alive) return [...met, suspect];
      return [...met, ...liked];
    }
    case 'route':
    case 'role':
      return [];
  }
}

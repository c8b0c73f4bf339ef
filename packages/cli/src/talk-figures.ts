import { claimAbout, type PostedClaim, type Seat } from '@among-cultists/engine';
import type { GameSummary } from './games.ts';
import { formatProportion, wilson } from './stats.ts';
import { ballotsOf } from './voting.ts';

/**
 * How the bots talked in a game (issue 27: bots that talk like players): the lines they said, the lines
 * that named a Character (another seat's suspicion, check, card or word of trust), and how many of those
 * its Character answered later in the same discussion with a line about the speaker ("I suspect X",
 * "I trust X", "I gave X …") or "I am an Investigator". Read from the discussions as the harness relayed
 * them, so the figures are the same on any number of worker threads.
 */
export interface TalkFigures {
  /** Lines the bots said (every seat of a simulation is a bot). */
  readonly lines: number;
  /** Discussions in which anyone said anything. */
  readonly discussions: number;
  /** Lines naming another seat still at the table (one that could answer). */
  readonly named: number;
  /** Of those, the ones the named seat answered. */
  readonly replies: number;
}

/** Whether `line` answers a line of `speaker`: it names the speaker back, or defends its team. */
function answers(line: PostedClaim, speaker: Seat): boolean {
  return claimAbout(line.claim) === speaker || line.claim.kind === 'role';
}

/** The figures of one game from its discussions (each the lines relayed in it, in order). */
export function talkFigures(discussions: readonly (readonly PostedClaim[])[]): TalkFigures {
  let lines = 0;
  let named = 0;
  let replies = 0;
  for (const said of discussions) {
    lines += said.length;
    // Seats that spoke in this discussion: a line naming a seat that never speaks (a Ghost, the
    // AUTOMA) has nobody to answer it.
    const speakers = new Set(said.map((l) => l.seat));
    said.forEach((line, i) => {
      const target = claimAbout(line.claim);
      if (target === null || target === line.seat || !speakers.has(target)) return;
      named++;
      if (said.slice(i + 1).some((l) => l.seat === target && answers(l, line.seat))) replies++;
    });
  }
  return { lines, discussions: discussions.filter((d) => d.length > 0).length, named, replies };
}

export function addTalkFigures(all: readonly TalkFigures[]): TalkFigures {
  const sum = (f: (t: TalkFigures) => number): number => all.reduce((s, t) => s + f(t), 0);
  return {
    lines: sum((t) => t.lines),
    discussions: sum((t) => t.discussions),
    named: sum((t) => t.named),
    replies: sum((t) => t.replies),
  };
}

/** The table talk as the simulator's summary shows it (text and HTML). */
export function talkRows(talk: TalkFigures, games: number): { label: string; value: string }[] {
  const perGame = (k: number): string => (games > 0 ? (k / games).toFixed(2) : '0');
  const perDiscussion = talk.discussions > 0 ? (talk.lines / talk.discussions).toFixed(2) : '0';
  return [
    {
      label: 'bot lines',
      value: `${talk.lines} (${perGame(talk.lines)} per game, ${perDiscussion} per discussion)`,
    },
    { label: 'lines naming a bot', value: `${talk.named} (${perGame(talk.named)} per game)` },
    {
      label: 'replies to lines naming them',
      value:
        talk.named === 0
          ? 'no lines named a bot'
          : `${talk.replies} (${perGame(talk.replies)} per game, ${formatProportion(wilson(talk.replies, talk.named))} of those lines)`,
    },
  ];
}

/** One row per game: its index, bot lines, lines naming a bot, replies, and its ballots abstained. */
export function talkGameRows(games: readonly GameSummary[]): (string | number)[][] {
  return games.map((g, i) => {
    const ballots = g.votes ? ballotsOf(g.votes) : null;
    const abstained =
      ballots === null || ballots.cast === 0
        ? 'no ballots'
        : `${((100 * ballots.abstained) / ballots.cast).toFixed(0)}% of ${ballots.cast}`;
    return g.talk
      ? [i, g.talk.lines, g.talk.named, g.talk.replies, abstained]
      : [i, '-', '-', '-', abstained];
  });
}

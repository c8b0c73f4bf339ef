import { createHash } from 'node:crypto';
import { BOT_KINDS, createBot, type Bot, type BotKind } from '@among-cultists/bots';
import {
  createGame,
  ROLE_INFO,
  type Board,
  viewFor,
  type GameOptions,
  type GameState,
  type PlayerCount,
  type PostedClaim,
  type Role,
  type Team,
  type VictoryReason,
} from '@among-cultists/engine';
import { playGame } from './play-game.ts';
import { talkFigures, type TalkFigures } from './talk-figures.ts';
import { voteFigures, type VoteFigures } from './voting.ts';

/**
 * One game of a run, as the simulator's JSON records it. Everything in it is determined by the
 * run's settings and the game's index: the same seed gives the same record on any number of
 * worker threads.
 */
export interface GameSummary {
  readonly seed: string;
  readonly players: number;
  /** The special roles in play (they differ between games with --roles recommended). */
  readonly specialRoles: readonly Role[];
  readonly winner: Team;
  readonly reason: VictoryReason;
  readonly rounds: number;
  readonly vp: number;
  /** The VP target at the end of the game (the Portal can move it). */
  readonly vpTarget: number;
  /** The round in which each Character that died did so, in order (AUTOMA included). */
  readonly deathRounds: readonly number[];
  /** The ids of the rooms finished by the end, in layout order. */
  readonly finishedRooms: readonly string[];
  /**
   * How the Votes went: ballots and abstentions by team and reason, eliminations by team. Written by
   * every run since issue 16; absent in older records.
   */
  readonly votes?: VoteFigures;
  /** How the bots talked (written since issue 27; absent in older records). */
  readonly talk?: TalkFigures;
}

/** The role options passed to `createGame`, with the --roles text they came from. */
export interface RoleChoice {
  readonly label: string;
  readonly options: Pick<GameOptions, 'roleSet' | 'specialRoles' | 'ruleset'>;
}

export type TeamBots = Readonly<Record<Team, BotKind>>;

/** The table: what `createGame` gets besides the seed. */
export interface TableSettings {
  /** Human players: 4 to 8. */
  readonly players: PlayerCount | 4;
  readonly automa: boolean;
  readonly roles: RoleChoice;
  /**
   * The board from a --board file; absent: the shipped board. It crosses to the worker threads
   * by structured clone, already validated, so that no thread compiles it again per game.
   */
  readonly board?: Board;
}

/** What `createGame` gets for one game of the run. */
export function gameOptions(options: TableSettings, seed: string): GameOptions {
  return {
    players: options.players,
    ...(options.automa ? { automa: true } : {}),
    ...options.roles.options,
    ...(options.board ? { board: options.board } : {}),
    seed,
  };
}

/** The 256-bit seed of game `index` of a run. */
export function gameSeed(base: string, index: number): string {
  return createHash('sha256').update(`${base}:${index}`).digest('hex');
}

/**
 * One bot per seat, the AUTOMA's seat included (the engine plays it and leaves its bot unused).
 * The harness reads each seat's team to seat the right kind; the bots themselves never see it.
 */
function makeBots(bots: TeamBots, seed: string): (state: GameState) => Bot[] {
  return (state) =>
    state.seats.map((st, seat) =>
      createBot(
        bots[ROLE_INFO[st.role].team],
        createHash('sha256').update(`${seed}:bot:${seat}`).digest('hex'),
      ),
    );
}

/** Plays one game with these bots and records it. */
export function playRecordedGame(table: TableSettings, seed: string, bots: TeamBots): GameSummary {
  const discussions: (readonly PostedClaim[])[] = [];
  const state = playGame(gameOptions(table, seed), makeBots(bots, seed), {
    onClaims: (posted) => discussions.push(posted),
  });
  const result = state.result!;
  const layout = state.config.board.layout;
  return {
    seed,
    players: table.players,
    specialRoles: state.config.specialRoles,
    winner: result.winner,
    reason: result.reason,
    rounds: result.round,
    vp: state.vp,
    vpTarget: viewFor(state, 0).vpTarget,
    deathRounds: state.seats
      .map((s) => s.deathRound)
      .filter((r): r is number => r !== null)
      .sort((a, b) => a - b),
    finishedRooms: layout.rooms.filter((i) => state.rooms[i]?.finished).map((i) => layout.locations[i]!.id),
    votes: voteFigures(state),
    talk: talkFigures(discussions),
  };
}

/** The rooms of the layout played at this table, in layout order. */
export function roomsOf(table: TableSettings): { id: string; name: string }[] {
  // The layout depends on the player count only: any seed tells which one.
  const created = createGame(gameOptions(table, '0'.repeat(64)));
  if (!created.ok) throw new Error(created.problems.map((p) => p.message).join('; '));
  const layout = created.state.config.board.layout;
  return layout.rooms.map((i) => ({ id: layout.locations[i]!.id, name: layout.locations[i]!.name }));
}

/**
 * What a worker thread is asked to do: everything needed to play game `index` of the run, in
 * plain data (it crosses the thread boundary by structured clone).
 */
export type GameTask =
  | {
      readonly kind: 'simulate';
      readonly table: TableSettings;
      readonly seed: string;
      readonly bots: TeamBots;
    }
  | {
      readonly kind: 'tournament';
      readonly table: TableSettings;
      readonly seed: string;
      /** Every deal is played once by each (investigators, cultists) pairing, in this order. */
      readonly pairings: readonly TeamBots[];
    };

/** A game of a tournament: which bot kind played which team. */
export interface TournamentGame extends GameSummary {
  readonly deal: number;
  readonly investigators: BotKind;
  readonly cultists: BotKind;
}

/** Game `index` of the run. Tournament game i is deal ⌊i / pairings⌋ played by pairing i mod pairings. */
export function playTask(task: GameTask, index: number): GameSummary | TournamentGame {
  switch (task.kind) {
    case 'simulate':
      return playRecordedGame(task.table, gameSeed(task.seed, index), task.bots);
    case 'tournament': {
      const deal = Math.floor(index / task.pairings.length);
      const bots = task.pairings[index % task.pairings.length]!;
      return {
        ...playRecordedGame(task.table, gameSeed(task.seed, deal), bots),
        deal,
        investigators: bots.investigators,
        cultists: bots.cultists,
      };
    }
  }
}

export function isBotKind(value: string): value is BotKind {
  return (BOT_KINDS as readonly string[]).includes(value);
}

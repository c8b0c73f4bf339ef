import {
  claimAllowed,
  createRng,
  type Action,
  type Claim,
  type PlayerView,
  type PostedClaim,
  type PrivateView,
  type RngState,
  type ViewedEvent,
} from '@among-cultists/engine';
import type { Bot } from '../bot.ts';
import {
  chooseAction,
  chooseCard,
  chooseEndCheck,
  chooseLifelines,
  chooseMovement,
  chooseRecipient,
} from './actions.ts';
import { best, buildContext, type Context } from './context.ts';
import { Memory } from './memory.ts';
import { chooseBallot, chooseKnife, chooseSeerGuess } from './votes.ts';
import { chooseMayor } from './professions.ts';
import { TableTalk } from './table-talk.ts';
import { chooseClaims } from './talk.ts';

/**
 * A bot that plays like a sensible person (issue 6): it reads its view and the log it was shown,
 * keeps a suspicion score per seat, and chooses among `view.legal` by simple heuristics. Ties go
 * to its own seeded stream, so a game replays exactly.
 */
export class HeuristicBot implements Bot {
  readonly kind = 'heuristic';
  readonly #rng: RngState;
  readonly #memory = new Memory();
  readonly #talk = new TableTalk();

  constructor(seed: string) {
    this.#rng = createRng(seed);
  }

  decide(view: PlayerView, log?: readonly ViewedEvent[]): Action {
    const legal = view.legal;
    if (legal.length === 0) throw new Error(`seat ${String(view.viewer)} has nothing to decide`);
    this.#read(view, log);
    if (legal.length === 1) return legal[0]!;
    const me = view.me;
    if (!me) return legal[0]!;
    const choice = decideWith(this.#context(view, me));
    // Belt and braces: whatever the heuristics say, only a listed action leaves the bot.
    return legal.includes(choice) ? choice : legal[0]!;
  }

  /** In a Vote's discussion: its checks, suspicions and story (see talk.ts); nothing elsewhere. */
  talk(view: PlayerView, log?: readonly ViewedEvent[]): readonly Claim[] {
    this.#read(view, log);
    const me = view.me;
    if (!me || view.phase.kind !== 'vote' || view.phase.stage !== 'discussion') return [];
    return chooseClaims(this.#context(view, me));
  }

  hear(claims: readonly PostedClaim[]): void {
    this.#talk.hear(claims);
  }

  #read(view: PlayerView, log: readonly ViewedEvent[] | undefined): void {
    const layout = view.board.layout;
    this.#memory.update(log, layout.security, layout.cafeteria, layout.library);
  }

  #context(view: PlayerView, me: PrivateView): Context {
    return buildContext(view, me, this.#memory, this.#rng, this.#talk);
  }
}

function decideWith(ctx: Context): Action {
  const { view } = ctx;
  const legal = view.legal;
  const has = (type: Action['type']): boolean => legal.some((a) => a.type === type);
  switch (view.phase.kind) {
    case 'movement':
      return chooseMovement(ctx);
    case 'encounter':
      return has('chooseRecipient') ? chooseRecipient(ctx) : chooseCard(ctx);
    case 'vote':
      if (view.phase.stage === 'knife') return chooseKnife(ctx);
      return has('ballot') ? chooseBallot(ctx) : legal[0]!;
    case 'checkResult':
      return chooseEndCheck(ctx);
    case 'cleanup': {
      const claim = legal.find((a) => a.type === 'claimVictory');
      const sure = ctx.cultist && claimAllowed(view.config) && ctx.knownDead.size >= view.config.killTarget;
      return claim && sure ? claim : (legal.find((a) => a.type === 'endRound') ?? legal[0]!);
    }
    case 'seerGuess':
      return chooseSeerGuess(ctx);
    case 'inControl':
      // Draw and bin the token: fewer surprises for whoever plans ahead (a small edge either way).
      return best(ctx.rng, legal, (a) =>
        a.type === 'drawEventToken' || a.type === 'discardEventToken' ? 1 : 0,
      );
    case 'lifelines':
      return chooseLifelines(ctx);
    case 'mayorDecision':
      return chooseMayor(ctx);
    case 'action':
    case 'falseEyes':
    case 'portalConsent':
      return chooseAction(ctx);
    case 'night':
    case 'detectiveNight':
    case 'over':
      return legal[0]!;
  }
}

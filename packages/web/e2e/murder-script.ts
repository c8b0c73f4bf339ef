/**
 * A fixed game in which a murder is revealed and the Vote it forces is held (VOTE-02), for the table screen's
 * browser test (table-murder.test.ts): every seat is played by `murderScripted`, a choice that depends only on
 * the seat's own view, so a game created with MURDER_SEED takes the same course each run whichever seat's
 * action reaches the server first. Everyone heads for the Cafeteria (Encounters on the way); the Cultist gives
 * a Dead card in its Encounters; each living Investigator checks a State on its Action turn, another seat each
 * Round, and reveals what it saw when it saw a Dead card (a murder revealed: the victim turns Ghost, the revealer
 * calls the Vote); every ballot abstains; nobody calls a Vote or claims victory otherwise.
 * murder-script.test.ts plays it through the engine alone.
 */
import type { Action, PlayerView } from '@among-cultists/engine';
import { distances } from '@among-cultists/engine/content';

/** The game's secret seed (64 hex digits), found by murder-script.test.ts's search among a few. */
export const MURDER_SEED = 'a11ce5ed'.repeat(8);

export const MURDER_PLAYERS = 5;

function offered<T extends Action['type']>(view: PlayerView, type: T): Extract<Action, { type: T }>[] {
  return view.legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);
}

/** A step towards the Cafeteria, ending the Movement there. */
function move(view: PlayerView): Action | undefined {
  const layout = view.board.layout;
  const distance = distances(layout, layout.cafeteria);
  const here = view.seats[view.me!.seat]!.location;
  const closer = view.legal.find((a) => a.type === 'step' && distance[a.to]! < distance[here]!);
  return closer ?? offered(view, 'endMovement')[0];
}

/** The seat's next action in the fixed game; null when it has none. */
export function murderScripted(view: PlayerView): Action | null {
  const me = view.me;
  if (!me || view.legal.length === 0) return null;
  const alive = view.seats[me.seat]!.alive;
  const phase = view.phase;
  let choice: Action | undefined;
  switch (phase.kind) {
    case 'movement':
      choice = move(view) ?? offered(view, 'teleport')[0];
      break;
    case 'encounter': {
      const cards = offered(view, 'giveCard');
      const wanted = me.team === 'cultists' ? 'dead' : 'alive';
      choice = cards.find((a) => a.card === wanted) ?? cards[0] ?? offered(view, 'chooseRecipient')[0];
      break;
    }
    case 'action': {
      const checks = offered(view, 'checkState');
      // Another seat each Round, so that over a few Rounds every State is looked at.
      const check = checks.length > 0 ? checks[(view.round + me.seat) % checks.length] : undefined;
      choice = (alive && me.team !== 'cultists' ? check : undefined) ?? offered(view, 'pass')[0];
      break;
    }
    case 'checkResult': {
      const seen = me.check;
      const reveal = seen !== null && seen.dead > 0;
      choice = view.legal.find((a) => a.type === 'endCheck' && a.reveal === reveal);
      break;
    }
    case 'vote':
      if (phase.stage === 'ballot') choice = view.legal.find((a) => a.type === 'ballot' && a.target === null);
      else if (phase.stage === 'knife') choice = offered(view, 'keepBallot')[0];
      break;
    case 'cleanup':
      choice = offered(view, 'endRound')[0];
      break;
    default:
      break;
  }
  // Everything else (the Night, discussions, Events, a Seer guess): the first offered action that neither
  // calls a Vote nor ends the game early.
  return (
    choice ?? view.legal.find((a) => a.type !== 'claimVictory' && a.type !== 'initiateVote') ?? view.legal[0]!
  );
}

import type { Action, PlayerView } from '@among-cultists/engine';

/**
 * What the tutorial's coach asks the player to do, as a choice: meet exactly one other living Character
 * (an Encounter), Check the State of whoever shares your Location (and reveal what you find), otherwise the
 * first offered action. The seed simulation and the browser test play the tutorial seat with it, so that
 * the steps the coach explains are the steps a player who follows it meets.
 */
export function coachedChoice(view: PlayerView): Action {
  const legal = view.legal.filter((a) => a.type !== 'claimVictory');
  const first = legal[0] ?? view.legal[0];
  if (!first) throw new Error('coachedChoice: nothing to choose from');
  const reveal = legal.find((a) => a.type === 'endCheck' && a.reveal);
  if (reveal) return reveal;
  const check = legal.find((a) => a.type === 'checkState');
  if (check) return check;
  const alive = legal.find((a) => a.type === 'giveCard' && a.card === 'alive');
  if (alive) return alive;
  if (view.phase.kind === 'movement' && view.me !== null) return meetOne(view, legal) ?? first;
  const abstain = legal.find((a) => a.type === 'ballot' && a.target === null);
  if (abstain) return abstain;
  return first;
}

/** Locations holding exactly one other living Character: entering one starts an Encounter (ENC-02). */
export function loneOthers(view: PlayerView): Set<number> {
  const me = view.me?.seat;
  const counts = new Map<number, number>();
  for (const s of view.seats) {
    if (s.seat === me || !s.alive) continue;
    counts.set(s.location, (counts.get(s.location) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, n]) => n === 1).map(([at]) => at));
}

/** A step towards the nearest Location with exactly one other living Character, or ending there. */
function meetOne(view: PlayerView, legal: readonly Action[]): Action | undefined {
  if (view.phase.kind !== 'movement' || view.me === null) return undefined;
  const here = view.seats[view.me.seat]!.location;
  const lone = loneOthers(view);
  const end = legal.find((a) => a.type === 'endMovement');
  if (lone.has(here) && here !== view.phase.start && end) return end;
  const adjacent = view.board.layout.adjacent;
  const distance = adjacent.map(() => Infinity);
  for (const at of lone) distance[at] = 0;
  const queue = [...lone];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    for (const next of adjacent[at]!) {
      if (distance[next] === Infinity) {
        distance[next] = distance[at]! + 1;
        queue.push(next);
      }
    }
  }
  const steps = legal.filter(
    (a): a is Extract<Action, { type: 'step' }> => a.type === 'step' && distance[a.to]! < distance[here]!,
  );
  return steps[0];
}

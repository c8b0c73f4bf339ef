import type { Action, PlayerView, ViewedEvent } from '@among-cultists/engine';

/**
 * The Characters the Cultist knows to be dead, from its own view and log only: those the Night showed dead
 * from the start (NIGHT-06), those it gave a Dead card to (its own `cardGivenFace`), and every Ghost but itself.
 */
export function knownDead(view: PlayerView, log: readonly ViewedEvent[]): Set<number> {
  const me = view.me?.seat;
  const dead = new Set<number>(view.me?.deadFromStart ?? []);
  for (const e of log) if (e.t === 'cardGivenFace' && e.from === me && e.card === 'dead') dead.add(e.to);
  for (const s of view.seats) if (!s.alive && s.seat !== me) dead.add(s.seat);
  return dead;
}

/**
 * What the Cultist lesson's coach asks the player to do, as a choice (`log`: everything the seat was sent):
 * walk to a living Character standing alone whom it has not killed yet; in the Encounter give them a Dead
 * card (murder without a witness, ENC-06); in the Action Phase Check the State of someone it knows dead
 * and conceal the Dead card (ACT-CHECKSTATE-05); abstain in Votes; in Cleanup claim victory once enough
 * Investigators are known dead (CLEAN-01), else end the Round. Otherwise the first offered action.
 */
export function coachedCultistChoice(view: PlayerView, log: readonly ViewedEvent[]): Action {
  const legal = view.legal;
  const first = legal[0];
  if (!first) throw new Error('coachedCultistChoice: nothing to choose from');
  const dead = knownDead(view, log);
  const claim = legal.find((a) => a.type === 'claimVictory');
  if (claim)
    return dead.size >= view.config.killTarget ? claim : (legal.find((a) => a.type === 'endRound') ?? first);
  const conceal = legal.find((a) => a.type === 'endCheck' && !a.reveal);
  if (conceal) return conceal;
  const check = legal.find((a) => a.type === 'checkState' && dead.has(a.target));
  if (check) return check;
  const recipient = legal.find((a) => a.type === 'chooseRecipient' && !dead.has(a.to));
  if (recipient) return recipient;
  if (view.phase.kind === 'encounter') {
    const others = view.phase.participants.filter((s) => s !== view.me?.seat);
    const murder = others.length === 1 && !dead.has(others[0]!);
    const card = legal.find((a) => a.type === 'giveCard' && a.card === (murder ? 'dead' : 'alive'));
    return card ?? first;
  }
  if (view.phase.kind === 'movement' && view.me !== null) return meetVictim(view, dead) ?? first;
  if (view.phase.kind === 'action') return legal.find((a) => a.type === 'pass') ?? first;
  const abstain = legal.find((a) => a.type === 'ballot' && a.target === null);
  if (abstain) return abstain;
  return first;
}

/** A step towards the nearest Location holding exactly one other living Character, not known dead (ENC-02),
 *  or ending the Movement there. */
function meetVictim(view: PlayerView, dead: ReadonlySet<number>): Action | undefined {
  if (view.phase.kind !== 'movement' || view.me === null) return undefined;
  const me = view.me.seat;
  const here = view.seats[me]!.location;
  const counts = new Map<number, number>();
  for (const s of view.seats)
    if (s.seat !== me && s.alive) counts.set(s.location, (counts.get(s.location) ?? 0) + 1);
  const victims = new Set(
    view.seats
      .filter((s) => s.seat !== me && s.alive && !dead.has(s.seat) && counts.get(s.location) === 1)
      .map((s) => s.location),
  );
  const end = view.legal.find((a) => a.type === 'endMovement');
  if (victims.has(here) && here !== view.phase.start && end) return end;
  const adjacent = view.board.layout.adjacent;
  const distance = adjacent.map(() => Infinity);
  for (const at of victims) distance[at] = 0;
  const queue = [...victims];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    for (const next of adjacent[at]!) {
      if (distance[next] === Infinity) {
        distance[next] = distance[at]! + 1;
        queue.push(next);
      }
    }
  }
  return view.legal.find((a) => a.type === 'step' && distance[a.to]! < distance[here]!);
}

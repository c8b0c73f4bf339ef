import type { PlayerView } from '@among-cultists/engine';

/** Living Characters other than the viewer standing alone in their Location: entering it starts an
 *  Encounter (ENC-02 with the power on). Public: everyone sees the discs. */
export function loneOthers(view: PlayerView): number[] {
  const me = view.me?.seat;
  const others = view.seats.filter((s) => s.alive && s.seat !== me);
  return others
    .filter((s) => others.filter((o) => o.location === s.location).length === 1)
    .filter((s) => s.location !== view.seats[me ?? -1]?.location)
    .map((s) => s.seat);
}

/** The seats a Check a State is offered on right now (from `view.legal`: the engine decides who). */
export function checkTargets(view: PlayerView): number[] {
  return view.legal.flatMap((a) => (a.type === 'checkState' ? [a.target] : []));
}

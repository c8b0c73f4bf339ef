import type { GameAuthority } from '../game/authority.ts';

/** A secret random integer in [0, n) for a default taken for `seat` now (never seen by players). */
export function drawFor(authority: GameAuthority, seat: number): (n: number) => number {
  const secret = authority.secretFor(`default:${authority.seq}:${seat}`);
  return (n) => Number(BigInt(`0x${secret.slice(0, 13)}`) % BigInt(n));
}

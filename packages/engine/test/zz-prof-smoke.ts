import { playRandomGame } from './random-play.ts';
import { seedOf } from '../src/testing.ts';
const stats: Record<string, number> = {};
for (let g = 0; g < 300; g++) {
  const players = (g % 2 ? 7 : 8) as 7 | 8;
  const { state } = playRandomGame({ players, seed: seedOf(g + 1), ruleset: { professions: true } }, g);
  for (const e of state.log) if (['professionEarned','professionLost','informantSeen','mayorDecided','exorcised','roomDecksSwapped','pulseOrderSeen'].includes(e.t)) stats[e.t] = (stats[e.t] ?? 0) + 1;
  for (const e of state.log) if (e.t === 'professionEarned') stats[e.profession] = (stats[e.profession] ?? 0) + 1;
}
console.log(stats);

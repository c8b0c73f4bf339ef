// node --import tsx packages/server/bench/update-cost.ts [--games 150]
// Where one action's server CPU goes, outside the server and its sockets: random complete 8-player games,
// and after each action the work the server does for it: `apply`, the 8 seats' views (`viewsFor`), each
// seat's patch from its last view (`nextUpdate`), its log entries (`logFor`) and the update's JSON, both
// ways in the same run, alternating which goes first: `json whole` writes each seat's update object whole
// (as socket.ts did), `json spliced` splices it from the pieces `nextUpdate` wrote once per change (as the
// server now does; `updateRest` per seat, as the session does per distinct recipient), each then encoded as
// the WebSocket frame's UTF-8 bytes. The rest of the server's cost per action (the WebSocket frames and their system calls, reading the action,
// storage) is what the load test's profile adds (docs/server.md, "Where the CPU goes").
import { parseArgs } from 'node:util';
import { apply, createGame, logFor, viewsFor, type GameState } from '@among-cultists/engine';
import { nextUpdate, updateRest, updateText, type SentView } from '@among-cultists/protocol';
import { fixedMove } from './fixed-moves.ts';

const { values } = parseArgs({ options: { games: { type: 'string', default: '150' } } });
const games = Number(values.games);
if (!Number.isInteger(games) || games < 1) {
  process.stderr.write('update-cost: --games is a whole number ≥ 1\n');
  process.exit(2);
}
const seats = [0, 1, 2, 3, 4, 5, 6, 7];
const parts = { apply: 0, views: 0, patches: 0, log: 0, 'json whole': 0, 'json spliced': 0 };
let actions = 0;
/** What the writes made, used so that they are not optimised away. */
let sink = 0;
for (let g = 0; g < games; g++) {
  const created = createGame({ players: 8, seed: g.toString(16).padStart(64, '0') });
  if (!created.ok) throw new Error(created.problems.map((p) => p.message).join(' '));
  let state: GameState = created.state;
  const sent: (SentView | null)[] = seats.map(() => null);
  const lastSeq = seats.map(() => -1);
  let pick = g * 7919 + 1;
  while (state.phase.kind !== 'over') {
    const move = fixedMove(state, pick);
    pick = move.next;
    const seat = move.seat;
    let at = performance.now();
    const result = apply(state, seat, move.action);
    parts.apply += performance.now() - at;
    if (!result.ok) throw new Error(`a legal action was refused: ${result.rejection.code}`);
    state = result.state;
    actions += 1;
    at = performance.now();
    const views = viewsFor(state, seats);
    parts.views += performance.now() - at;
    for (const i of seats) {
      at = performance.now();
      const update = nextUpdate(sent[i]!, views[i]!);
      parts.patches += performance.now() - at;
      sent[i] = update.sent;
      at = performance.now();
      const events = logFor(state, i, lastSeq[i]! + 1);
      if (events.length > 0) lastSeq[i] = events[events.length - 1]!.seq;
      parts.log += performance.now() - at;
      const whole = (): string =>
        JSON.stringify({ t: 'update', version: actions, ...update.encoded, events, deadline: null });
      const spliced = (): string => updateText(actions, update.json, updateRest(events, null, undefined));
      for (const [name, write] of actions % 2 === 0
        ? ([
            ['json whole', whole],
            ['json spliced', spliced],
          ] as const)
        : ([
            ['json spliced', spliced],
            ['json whole', whole],
          ] as const)) {
        at = performance.now();
        // As the socket does: the text as UTF-8 bytes (a spliced string is flattened there).
        sink += Buffer.from(write()).length;
        parts[name] += performance.now() - at;
      }
    }
  }
}
// The total counts the server's way only.
const total = Object.entries(parts).reduce((a, [name, ms]) => (name === 'json whole' ? a : a + ms), 0);
const us = (ms: number) => ((1000 * ms) / actions).toFixed(1);
process.stdout.write(
  `${actions} actions in ${games} games; µs per action (8 seats): ${Object.entries(parts)
    .map(([name, ms]) => `${name} ${us(ms)}`)
    .join(', ')}; total ${us(total)} (${sink} bytes written)\n`,
);

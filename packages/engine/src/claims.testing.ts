import fc from 'fast-check';
import { CHECK_VERDICTS, type Claim } from './claims.ts';
import { MAX_ROUNDS } from './content/tables.ts';
import { COLOURS, ENCOUNTER_CARDS, ROLES } from './types.ts';

/**
 * Any claim of every kind the engine knows, true or not: seats below `seats` (every seat a game may
 * have by default), rounds of any game (ROUND-01), any colours once each.
 */
export function claimArb(seats = 8): fc.Arbitrary<Claim> {
  const seat = fc.integer({ min: 0, max: seats - 1 });
  const round = fc.integer({ min: 1, max: MAX_ROUNDS });
  return fc.oneof(
    fc.record({
      kind: fc.constant('checked' as const),
      target: seat,
      round,
      verdict: fc.constantFrom(...CHECK_VERDICTS),
    }),
    fc.record({
      kind: fc.constant('route' as const),
      round,
      colours: fc.uniqueArray(fc.constantFrom(...COLOURS), { minLength: 1, maxLength: COLOURS.length }),
    }),
    fc.record({
      kind: fc.constant('gave' as const),
      to: seat,
      round,
      card: fc.constantFrom(...ENCOUNTER_CARDS),
    }),
    fc.record({ kind: fc.constant('role' as const), role: fc.constantFrom(...ROLES) }),
    fc.record({ kind: fc.constant('suspect' as const), target: seat }),
    fc.record({ kind: fc.constant('trust' as const), target: seat }),
  );
}

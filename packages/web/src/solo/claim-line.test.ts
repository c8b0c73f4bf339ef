import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { CLAIM_KINDS } from '@among-cultists/engine';
import { claimArb } from '@among-cultists/engine/testing';
import { claimText } from '@among-cultists/protocol';
import { claimLine } from './claim-line.ts';

test("GEN-08: the solo worker's claim sentence is the protocol's, word for word, for every claim of every kind", () => {
  const seen = new Set<string>();
  const name = (seat: number) => `Seat ${seat + 1}`;
  fc.assert(
    fc.property(claimArb(), (claim) => {
      seen.add(claim.kind);
      assert.equal(claimLine(claim, name), claimText(claim, name));
    }),
    { numRuns: 500 },
  );
  assert.deepEqual([...seen].sort(), [...CLAIM_KINDS].sort());
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { CLAIM_KINDS } from '@among-cultists/engine';
import { claimArb } from '@among-cultists/engine/testing';
import {
  cleanNotes,
  claimText,
  ClaimSchema,
  ClientMessageSchema,
  MAX_NOTES_LENGTH,
  NOTEBOOK_MARKS,
  SERVER_ERROR_CODES,
  type ChatLine,
} from './index.ts';

/** Every claim the wire accepts, of every kind the engine knows. */
const claims = claimArb();

const parsesClaim = (claim: unknown) => ClientMessageSchema.safeParse({ t: 'claim', claim }).success;

test('GEN-08: every claim of every kind the engine knows is accepted as it is, and says itself in plain text', () => {
  const seen = new Set<string>();
  fc.assert(
    fc.property(claims, (claim) => {
      seen.add(claim.kind);
      const parsed = ClaimSchema.safeParse(claim);
      assert.ok(parsed.success);
      // fast-check builds objects without a prototype; the parsed copy has the ordinary one.
      assert.deepEqual(parsed.data, { ...claim });
      assert.ok(parsesClaim(claim));
      const text = claimText(claim, (s) => `Seat ${s + 1}`);
      assert.ok(text.length > 0 && text.length <= 300, text);
    }),
    { numRuns: 300 },
  );
  assert.deepEqual([...seen].sort(), [...CLAIM_KINDS].sort());
});

test('claims out of shape are refused: unknown kinds, extra fields, seats and rounds out of range, repeated colours', () => {
  const refused: unknown[] = [
    { kind: 'accuse', target: 1 },
    { kind: 'suspect', target: 1, extra: true },
    { kind: 'suspect', target: 8 },
    { kind: 'trust', target: -1 },
    { kind: 'trust', target: 1.5 },
    { kind: 'checked', target: 1, round: 0, verdict: 'alive' },
    { kind: 'checked', target: 1, round: 11, verdict: 'alive' },
    { kind: 'checked', target: 1, round: 2, verdict: 'maybe' },
    { kind: 'route', round: 2, colours: [] },
    { kind: 'route', round: 2, colours: ['red', 'red'] },
    { kind: 'route', round: 2, colours: ['purple'] },
    { kind: 'gave', to: 2, round: 1, card: 'success' },
    { kind: 'role', role: 'king' },
    { kind: 'role' },
    null,
    'I suspect 2',
  ];
  for (const claim of refused) assert.equal(parsesClaim(claim), false, JSON.stringify(claim));
  // The message around it is strict too.
  assert.equal(
    ClientMessageSchema.safeParse({ t: 'claim', claim: { kind: 'trust', target: 1 }, seat: 3 }).success,
    false,
    'a claim cannot name who says it: the connection does',
  );
});

test('the plain text of a claim reads as a sentence in English', () => {
  const name = (s: number) => ['Ann', 'Ben', 'Cy'][s] ?? `Seat ${s + 1}`;
  assert.equal(
    claimText({ kind: 'checked', target: 1, round: 2, verdict: 'dead' }, name),
    'I checked Ben in round 2: dead.',
  );
  assert.equal(
    claimText({ kind: 'route', round: 3, colours: ['lightblue', 'darkblue'] }, name),
    'My Route in round 3 allows light blue, dark blue.',
  );
  assert.equal(
    claimText({ kind: 'gave', to: 2, round: 1, card: 'alive' }, name),
    'In round 1 I gave Cy an Alive card.',
  );
  assert.equal(claimText({ kind: 'role', role: 'seer' }, name), 'I am the Seer.');
  assert.equal(claimText({ kind: 'suspect', target: 0 }, name), 'I suspect Ann.');
});

test('a chat line may carry a claim; older lines without one stay valid', () => {
  const plain: ChatLine = { seq: 0, seat: 1, text: 'hi', at: 1 };
  const withClaim: ChatLine = {
    seq: 1,
    seat: 1,
    text: 'I trust Ann.',
    at: 2,
    claim: { kind: 'trust', target: 0 },
    round: 3,
  };
  assert.equal(plain.claim, undefined);
  assert.equal(withClaim.claim?.kind, 'trust');
});

test('a notebook: a mark or none per seat, and free notes with line breaks, bounded', () => {
  const ok = (m: unknown) => ClientMessageSchema.safeParse(m).success;
  assert.ok(ok({ t: 'notebook', marks: [null, 'trusted', 'suspect', 'cultist', 'dead'], notes: '' }));
  assert.ok(ok({ t: 'notebook', marks: [null], notes: 'R1: Ben met Cy\n\tin the Library' }));
  assert.ok(ok({ t: 'notebook', marks: [null], notes: 'x'.repeat(MAX_NOTES_LENGTH) }));
  assert.equal(ok({ t: 'notebook', marks: [null], notes: 'x'.repeat(MAX_NOTES_LENGTH + 1) }), false);
  assert.equal(ok({ t: 'notebook', marks: [null], notes: 'a\u0000b' }), false, 'a NUL');
  assert.equal(ok({ t: 'notebook', marks: [null], notes: 'a\u202eb' }), false, 'a direction override');
  assert.equal(ok({ t: 'notebook', marks: ['liar'], notes: '' }), false);
  assert.equal(ok({ t: 'notebook', marks: [], notes: '' }), false);
  assert.equal(ok({ t: 'notebook', marks: Array<null>(9).fill(null), notes: '' }), false);
  assert.equal(ok({ t: 'notebook', marks: [null] }), false);
  assert.deepEqual([...NOTEBOOK_MARKS], ['trusted', 'suspect', 'cultist', 'dead']);
});

test('notes cleaned as a client sends them are always accepted, line breaks kept', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 2100 }), (notes) => {
      const clean = cleanNotes(notes);
      assert.ok(ClientMessageSchema.safeParse({ t: 'notebook', marks: [null], notes: clean }).success);
    }),
    { numRuns: 300 },
  );
  assert.equal(cleanNotes('a\u0000b\nc\u202ed'), 'ab\ncd');
});

test('the codes the server sends about claims and notebooks are in its list', () => {
  for (const code of [
    'claim/invalid',
    'notebook/spectator',
    'notebook/closed',
    'notebook/invalid',
    'notebook/rate',
    'notebook/unavailable',
  ])
    assert.ok((SERVER_ERROR_CODES as readonly string[]).includes(code), code);
});

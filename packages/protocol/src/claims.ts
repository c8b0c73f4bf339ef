/**
 * Structured table talk on the wire (issue 16): the claims a player posts with one tap, and the private
 * notebook a seat keeps. The engine owns what a claim is (`Claim`) and which claims are about the game
 * (`claimProblem`: a target must be a seat of it, a round one already played); this checks a claim's shape.
 */
import { z } from './zod.ts';
import {
  CHECK_VERDICTS,
  CLAIM_KINDS,
  COLOURS,
  ENCOUNTER_CARDS,
  ROLES,
  type Claim,
  type ClaimKind,
} from '@among-cultists/engine';
import { MAX_ROUNDS } from '@among-cultists/engine/content';
import { MAX_NOTES_LENGTH, NOTEBOOK_MARKS, NOTES_CONTROL } from './notebook-marks.ts';

const seat = z.number().int().min(0).max(7);

/** ROUND-01: a game lasts at most ten rounds; a claim about a later one cannot be about this game. */
const round = z.number().int().min(1).max(MAX_ROUNDS);

const colours = z
  .array(z.enum(COLOURS))
  .min(1)
  .max(COLOURS.length)
  .refine((list) => new Set(list).size === list.length, 'each colour at most once');

/** One schema per claim kind, keyed by the engine's kinds: a kind the engine gains fails to compile here. */
const CLAIM_SCHEMAS = {
  checked: z.strictObject({
    kind: z.literal('checked'),
    target: seat,
    round,
    verdict: z.enum(CHECK_VERDICTS),
  }),
  route: z.strictObject({ kind: z.literal('route'), round, colours }),
  gave: z.strictObject({ kind: z.literal('gave'), to: seat, round, card: z.enum(ENCOUNTER_CARDS) }),
  role: z.strictObject({ kind: z.literal('role'), role: z.enum(ROLES) }),
  suspect: z.strictObject({ kind: z.literal('suspect'), target: seat }),
  trust: z.strictObject({ kind: z.literal('trust'), target: seat }),
} as const satisfies { readonly [K in ClaimKind]: z.ZodType<Extract<Claim, { kind: K }>> };

const [firstKind, ...otherKinds] = CLAIM_KINDS;

/** Every claim the engine knows, field by field (the server checks it against the game). */
export const ClaimSchema = z.discriminatedUnion('kind', [
  CLAIM_SCHEMAS[firstKind],
  ...otherKinds.map((kind) => CLAIM_SCHEMAS[kind]),
]) as unknown as z.ZodType<Claim>;

export const NotebookSchema = z.strictObject({
  /** Per seat of the game, in seat order. */
  marks: z.array(z.enum(NOTEBOOK_MARKS).nullable()).min(1).max(8),
  notes: z
    .string()
    .max(MAX_NOTES_LENGTH)
    .refine((s) => !NOTES_CONTROL.test(s), 'must not contain control characters other than line breaks'),
});
export type Notebook = z.infer<typeof NotebookSchema>;

/** A seat's notebook in a finished game's record (the replay shows every seat's). */
export interface RecordNotebook extends Notebook {
  readonly seat: number;
}

/** The random names and tokens of a game, and the hashes under which they are stored or published. */
import { createHash, randomBytes } from 'node:crypto';

const ID_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';

/** A game's code: 8 letters and digits, none that reads as another (no I, L, O, U, 0, 1). */
export function newGameId(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

/** A seat's token: 128 random bits, stored only as its hash. */
export function newToken(): string {
  return randomBytes(16).toString('hex');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** SHA-256 of the seed's 32 bytes: published at the start, checked against the seed at the end. */
export function commitmentOf(seed: string): string {
  return createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
}

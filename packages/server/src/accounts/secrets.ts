import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A new random secret (a session id, a challenge, an account id), base64url. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** How a secret is stored: its SHA-256 (the secrets are random and long, so no slow hash is needed). */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Letters and digits that cannot be confused with each other when read off paper (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A recovery code: 16 characters of a 31-letter alphabet (79 bits), shown in four groups of four. */
export function recoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]!);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/** A recovery code as typed (any case, spaces or dashes anywhere) in the form it was issued and hashed. */
export function normalizeRecoveryCode(typed: string): string {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '');
  return [0, 4, 8, 12].map((i) => plain.slice(i, i + 4)).join('-');
}

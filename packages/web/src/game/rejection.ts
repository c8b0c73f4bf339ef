import { RETRYABLE_ERROR_CODES } from '@among-cultists/protocol/plain';
import i18next, { type TFunction } from 'i18next';
import { mountainsRejection } from './mountains.ts';

/**
 * A refusal from the server in the player's language: known codes have their own words (the server's
 * message is English); an unknown code keeps the server's message.
 */
export function rejectionText(t: TFunction, code: string, message: string): string {
  const mountains = mountainsRejection(t, code);
  if (mountains !== null) return mountains;
  const key = `rejection.${code}`;
  return i18next.exists(key) ? t(key as 'rejection.turn/not-yours') : message;
}

const PASSING: ReadonlySet<string> = new Set([...RETRYABLE_ERROR_CODES, 'server/shutdown']);

/**
 * A refusal that is not final: the same request may succeed a little later (the server could not store it,
 * a rate limit), or the server is restarting. Shown as what it is, not as "Not allowed".
 */
export function passing(code: string): boolean {
  return PASSING.has(code);
}

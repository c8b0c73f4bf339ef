import i18next, { type TFunction } from 'i18next';

/**
 * A refusal from the server in the player's language: known codes have their own words (the server's
 * message is English); an unknown code keeps the server's message.
 */
export function rejectionText(t: TFunction, code: string, message: string): string {
  const key = `rejection.${code}`;
  return i18next.exists(key) ? t(key as 'rejection.turn/not-yours') : message;
}

/**
 * The session cookie and the check that a request changing an account comes from the site itself.
 *
 * The cookie holds only a random id (its hash is stored, store.ts), is HttpOnly (no script reads it),
 * SameSite=Lax (another site's form or fetch does not carry it, a link to the site does), and over TLS
 * Secure with the `__Host-` prefix (no other host or path can set or shadow it).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import type { AccountSettings } from './settings.ts';

function cookieName(settings: AccountSettings): string {
  return settings.cookieSecure ? '__Host-ac_session' : 'ac_session';
}

/** The session id the request came with (not yet known to be valid), or undefined. */
export function sessionCookie(request: FastifyRequest, settings: AccountSettings): string | undefined {
  const value = request.cookies[cookieName(settings)];
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined;
}

export function setSessionCookie(reply: FastifyReply, settings: AccountSettings, id: string): void {
  void reply.setCookie(cookieName(settings), id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.cookieSecure,
    path: '/',
    maxAge: Math.floor(settings.limits.sessionTtlMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: AccountSettings): void {
  void reply.clearCookie(cookieName(settings), {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.cookieSecure,
    path: '/',
  });
}

/**
 * Cross-site request forgery: a request that changes an account must name the site's own origin in `Origin`
 * (browsers send it with every POST; another site cannot forge it). A request without one is refused too:
 * the web app always sends it, and a non-browser client can add it.
 */
export function requireSameOrigin(request: FastifyRequest, settings: AccountSettings): void {
  if (request.headers.origin !== settings.origin)
    throw new HttpError(403, 'account/origin', 'Account changes are accepted only from the site itself.');
}

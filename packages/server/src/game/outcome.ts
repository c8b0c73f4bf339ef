import type { WireMessage } from '@among-cultists/protocol';
import { HttpError } from '../errors.ts';

/**
 * What a command on a game can come to, whoever sent it: done, refused (the game's rules or the lobby's
 * say no, with a code), stale (the sender's view is behind: here is the current version) or unavailable
 * (nothing was stored; the same command may be sent again). The authority knows nothing of HTTP or
 * sockets: these are mapped once to HTTP statuses (`toHttpError`) and once to socket frames (`toFrame`).
 */
export type Outcome<T = void> = Done<T> | Refused | Stale | Unavailable;
export type Failure = Refused | Stale | Unavailable;

export interface Done<T> {
  readonly kind: 'ok';
  readonly value: T;
}
export interface Refused {
  readonly kind: 'refused';
  readonly code: RefusalCode;
  readonly message: string;
}
interface Stale {
  readonly kind: 'stale';
  readonly version: number;
}
export interface Unavailable {
  readonly kind: 'unavailable';
  readonly message: string;
}

/** Every code a lobby command may be refused with, and the HTTP status it is answered with. */
const HTTP_STATUS = {
  'auth/not-host': 403,
  'auth/bad-token': 403,
  'game/started': 409,
  'game/full': 409,
  'game/not-full': 409,
  'game/not-finished': 409,
  'seat/character-taken': 409,
  'seat/unknown': 400,
  'seat/host': 400,
  'game/options': 400,
} as const satisfies Record<string, number>;
export type RefusalCode = keyof typeof HTTP_STATUS;

export const UNAVAILABLE =
  'The game could not be saved just now; nothing was changed. Try again in a moment.';
const STALE = 'The game moved on since your last view; here is the current one.';

export function ok<T>(value: T): Done<T>;
export function ok(): Done<void>;
export function ok<T>(value?: T): Done<T | undefined> {
  return { kind: 'ok', value };
}

export function refused(code: RefusalCode, message: string): Refused {
  return { kind: 'refused', code, message };
}

export function unavailable(message = UNAVAILABLE): Unavailable {
  return { kind: 'unavailable', message };
}

/** The outcome's value; any other outcome as the HTTP error it is answered with. */
export function valueOrThrow<T>(outcome: Outcome<T>): T {
  if (outcome.kind === 'ok') return outcome.value;
  throw toHttpError(outcome);
}

/** The one mapping from a failed command to an HTTP answer. */
export function toHttpError(outcome: Failure): HttpError {
  switch (outcome.kind) {
    case 'refused':
      return new HttpError(HTTP_STATUS[outcome.code], outcome.code, outcome.message);
    case 'stale':
      return new HttpError(409, 'version/stale', STALE);
    case 'unavailable':
      return new HttpError(503, 'server/unavailable', outcome.message);
  }
}

/** The one mapping from a failed command to the frame its socket is sent. */
export function toFrame(outcome: Failure): WireMessage {
  switch (outcome.kind) {
    case 'refused':
      return { t: 'error', code: outcome.code, message: outcome.message };
    case 'stale':
      return { t: 'rejected', code: 'version/stale', message: STALE, version: outcome.version };
    case 'unavailable':
      return { t: 'error', code: 'server/unavailable', message: outcome.message };
  }
}

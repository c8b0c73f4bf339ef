import type { Clock } from '../clock.ts';
import { HttpError } from '../errors.ts';
import { KeyedLimiter } from '../limiter.ts';
import type { Limits } from '../limits.ts';
import type { LimitName, Metrics } from '../metrics.ts';

/** A refusal by a limit (HTTP 429), counted by the limit's name. */
export type Limited = (limit: LimitName, code: string, message: string) => HttpError;

/** The per-address limits that several route modules share: new games (a rematch creates one) and joins. */
export interface Admissions {
  readonly limited: Limited;
  /** Throws the 429 when `ip` has used up its new games. */
  takeCreate(ip: string): void;
  /** Throws the 429 when `ip` has used up its joins. */
  takeJoin(ip: string): void;
}

export function admissions(
  limits: Pick<Limits, 'create' | 'join'>,
  clock: Clock,
  metrics: Metrics,
): Admissions {
  const limited: Limited = (limit, code, message) => {
    metrics.limited.inc({ limit });
    return new HttpError(429, code, message);
  };
  const creates = new KeyedLimiter(limits.create, clock);
  const joins = new KeyedLimiter(limits.join, clock);
  return {
    limited,
    takeCreate(ip) {
      if (!creates.take(ip))
        throw limited('create', 'rate/create', 'Too many new games from your network; wait a minute.');
    },
    takeJoin(ip) {
      if (!joins.take(ip))
        throw limited('join', 'rate/join', 'Too many joins from your network; wait a minute.');
    },
  };
}

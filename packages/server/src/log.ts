/** The structured logger the server writes to (pino's shape, which Fastify's `app.log` has). */
export interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A message for the log from anything thrown. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export const silentLog: Log = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOT_KINDS, type BotKind } from '@among-cultists/bots';
import type { ServerConfig } from './app.ts';

/** Where `npm run build:web` puts the web app. */
const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Server settings from the environment; a bad value is refused with a message naming the variable. */
export interface Listen {
  readonly port: number;
  readonly host: string;
}

export class ConfigError extends Error {}

export function configFromEnv(env: NodeJS.ProcessEnv): { config: ServerConfig; listen: Listen } {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a port number from 0 to 65535 (got "${env.PORT}").`);
  const delay = env.BOT_DELAY_MS ?? '600-1800';
  const match = /^(\d+)(?:-(\d+))?$/.exec(delay);
  if (!match) throw new ConfigError(`BOT_DELAY_MS is "min-max" or "ms" in milliseconds (got "${delay}").`);
  const min = Number(match[1]);
  const max = Number(match[2] ?? match[1]);
  if (max < min) throw new ConfigError(`BOT_DELAY_MS: the maximum ${max} is below the minimum ${min}.`);
  const botKind = env.BOT_KIND ?? 'heuristic';
  if (!(BOT_KINDS as readonly string[]).includes(botKind))
    throw new ConfigError(`BOT_KIND is one of ${BOT_KINDS.join(', ')} (got "${botKind}").`);
  const url = env.DATABASE_URL;
  if (url !== undefined && url.length === 0) throw new ConfigError('DATABASE_URL is set but empty.');
  const origins = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const o of origins) {
    if (!/^https?:\/\/[^/]+$/.test(o))
      throw new ConfigError(`ALLOWED_ORIGINS lists origins like https://example.org (got "${o}").`);
  }
  // An explicit WEB_DIR must hold a build; without one, a server with no build serves the API only.
  let webRoot: string | undefined = DEFAULT_WEB_DIR;
  if (env.WEB_DIR !== undefined) {
    webRoot = resolve(env.WEB_DIR);
    if (!existsSync(join(webRoot, 'index.html')))
      throw new ConfigError(`WEB_DIR must be a built web app; ${join(webRoot, 'index.html')} is missing.`);
  } else if (!existsSync(join(webRoot, 'index.html'))) {
    webRoot = undefined;
  }
  return {
    listen: { port, host: env.HOST ?? '0.0.0.0' },
    config: {
      database: { ...(url ? { url } : {}), dataDir: env.DATA_DIR ?? 'data' },
      botDelayMs: [min, max],
      botKind: botKind as BotKind,
      allowedOrigins: origins,
      logger: env.LOG !== 'off',
      ...(webRoot === undefined ? {} : { webRoot }),
    },
  };
}

export { buildServer, type GameServer, type Limits, type ServerConfig } from './app.ts';
export { configFromEnv } from './config.ts';
export { openDatabase } from './db.ts';
export { loadGame } from './store.ts';
export { accountSettings } from './accounts/settings.ts';

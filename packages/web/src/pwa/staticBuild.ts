/// <reference types="vite/client" />
/**
 * Whether this is the static build (`npm run build:static`, Vite's mode "static"): served by any static host,
 * with no game server behind it, so the pages leave out what needs one instead of failing its requests.
 * The tests run without Vite (no import.meta.env): there it is the server's build.
 */
export const STATIC_BUILD: boolean =
  typeof import.meta.env !== 'undefined' && import.meta.env.MODE === 'static';

/**
 * zod, configured before any schema of the protocol is built (every module here imports `z` from this one).
 *
 * Building an object schema, zod probes whether `new Function` works so that it can compile a fast parser.
 * In the browser the page's Content-Security-Policy forbids eval, and although zod catches the refusal, the
 * browser reports it in the console as a violation. There zod parses jitless: a few messages a second, for
 * which the interpreted parser costs nothing. The server, which parses every message of every player, keeps
 * the compiled parsers. (The web app cannot set this itself: its bundler evaluates the protocol's schemas
 * before any of the app's own modules.)
 */
import { z } from 'zod';

if ('document' in globalThis) z.config({ jitless: true });

export { z };

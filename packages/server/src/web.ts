import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

// The app loads nothing from elsewhere: scripts, styles, images and the WebSocket are all same-origin.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/**
 * Serves the built web app. Hashed assets are cached for good; index.html never is, so a new build reaches
 * every player on their next load. Invite links (/g/<code>), the rules (/learn), the tutorial (/tutorial,
 * /tutorial/<code>), a table's shared screen (/table/<code>), replays (/replay, /replay/<code>) and / load
 * index.html; any other unknown path gets the server's JSON 404.
 */
export async function serveWebApp(app: FastifyInstance, root: string): Promise<void> {
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(
      `The web app is not built: ${join(root, 'index.html')} is missing. Run "npm run build:web" or set WEB_DIR.`,
    );
  }
  await app.register(fastifyStatic, {
    root,
    index: false,
    // Cache-Control is ours (setHeaders): the plugin's default would override it.
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const sendApp = (reply: FastifyReply): FastifyReply =>
    reply
      .header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
      .header('Referrer-Policy', 'no-referrer')
      .header('Cache-Control', 'no-cache')
      .sendFile('index.html');
  app.get('/', (_request, reply) => sendApp(reply));
  app.get('/g/:code', (_request, reply) => sendApp(reply));
  app.get('/learn', (_request, reply) => sendApp(reply));
  app.get('/tutorial', (_request, reply) => sendApp(reply));
  app.get('/tutorial/:code', (_request, reply) => sendApp(reply));
  // Table mode: the shared screen of a game played in one room (the phones open /g/<code>).
  app.get('/table/:code', (_request, reply) => sendApp(reply));
  // A finished game's replay, and the page that opens a record file.
  app.get('/replay', (_request, reply) => sendApp(reply));
  app.get('/replay/:code', (_request, reply) => sendApp(reply));
}

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { metaTags, pageMeta, siteOrigin, withMeta } from './page-meta.ts';

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
 * /tutorial/<code>), a table's shared screen (/table/<code>), replays (/replay, /replay/<code>), solo games
 * (/solo, /solo/<id>), the credits (/about) and / load index.html, with the page's preview card (page-meta.ts: an invite link's says "Join my
 * game"); any other unknown path gets the server's JSON 404. The card's absolute addresses use the site's
 * origin as the link was opened, one of `allowedOrigins` when they are set.
 */
export async function serveWebApp(
  app: FastifyInstance,
  root: string,
  allowedOrigins: readonly string[] = [],
): Promise<void> {
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
      // Everything else (sw.js, the manifest, the icons) is checked at each use: a new build's service worker
      // reaches the browser on its next visit, never held back by a cached copy of the old one.
      res.setHeader(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // index.html as a file: the service worker precaches it and answers every page with it, headers and all.
      if (path.endsWith('.html')) {
        res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
        res.setHeader('Referrer-Policy', 'no-referrer');
      }
    },
  });
  // Read at each load, as the file was sent before: a new build reaches the next player without a restart.
  const sendApp = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const html = await readFile(join(root, 'index.html'), 'utf8');
    const path = request.url.split('?')[0] ?? '/';
    const card = metaTags(pageMeta(path), siteOrigin(request.protocol, request.host, allowedOrigins));
    return reply
      .header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
      .header('Referrer-Policy', 'no-referrer')
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withMeta(html, card));
  };
  app.get('/', sendApp);
  app.get('/g/:code', sendApp);
  app.get('/learn', sendApp);
  app.get('/about', sendApp);
  app.get('/account', sendApp);
  app.get('/leaderboard', sendApp);
  app.get('/tutorial', sendApp);
  app.get('/tutorial/:code', sendApp);
  // Table mode: the shared screen of a game played in one room (the phones open /g/<code>).
  app.get('/table/:code', sendApp);
  // A finished game's replay, and the page that opens a record file.
  app.get('/replay', sendApp);
  app.get('/replay/:code', sendApp);
  // A game against bots played in the browser alone (issue 31): its choices, and a game saved there.
  app.get('/solo', sendApp);
  app.get('/solo/:id', sendApp);
}

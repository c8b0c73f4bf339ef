import type { FastifyInstance } from 'fastify';
import { serveWebApp } from '../web.ts';

/**
 * The web app's pages and files (web.ts, with each page's preview card from page-meta.ts) when it is built;
 * without it, / says how to get it.
 */
export async function registerPages(
  app: FastifyInstance,
  deps: { readonly webRoot: string | undefined; readonly allowedOrigins: readonly string[] },
): Promise<void> {
  if (deps.webRoot !== undefined) {
    await serveWebApp(app, deps.webRoot, deps.allowedOrigins);
    return;
  }
  app.get('/', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        'The among-cultists server is running, without the web app: run "npm start" to build and serve it.\n',
      ),
  );
}

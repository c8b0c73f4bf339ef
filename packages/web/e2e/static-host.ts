// A static web host in miniature, for the static build's tests (static-build.test.ts): node's http module serving
// a directory as GitHub Pages or `npx serve` would — a file for its path, a directory's index.html (after a
// redirect to the slash, as most hosts do), 404.html with status 404 for anything else — and no game server
// behind it. It keeps the paths asked for, so a test can say that nothing asked for the game server's API.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

export interface StaticHost {
  readonly url: string;
  /** Every path asked for, in order. */
  readonly requested: readonly string[];
  close(): Promise<void>;
}

export async function startStaticHost(root: string): Promise<StaticHost> {
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`The static build is not there (${root}): run "npm run build:static" first.`);
  const requested: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    requested.push(path);
    const send = (file: string, status: number) => {
      res.writeHead(status, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(res);
    };
    // No path outside the directory.
    const file = normalize(join(root, path));
    if (!file.startsWith(root)) {
      res.writeHead(400).end();
      return;
    }
    if (existsSync(file) && statSync(file).isFile()) {
      send(file, 200);
      return;
    }
    if (existsSync(join(file, 'index.html'))) {
      if (!path.endsWith('/')) {
        res.writeHead(301, { location: `${path}/` }).end();
        return;
      }
      send(join(file, 'index.html'), 200);
      return;
    }
    send(join(root, '404.html'), 404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the static host has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    requested,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => {
          if (e) reject(e);
          else resolve();
        });
      }),
  };
}

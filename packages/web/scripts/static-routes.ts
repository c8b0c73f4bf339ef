// The static build (issue 31, `npm run build:static`): any static host serves a file for a path, and knows nothing
// of the app's client routes. So the build writes index.html again where each page's address leads
// (learn/index.html for /learn and /learn/, …) and as 404.html, which most hosts answer unknown paths with; the
// app then reads the address and shows its page. Once the service worker runs, it answers every page itself.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The pages that work with no game server (route.ts), each written as <page>/index.html. */
const STATIC_PAGES = ['learn', 'tutorial', 'solo', 'replay', 'about'] as const;

export function staticRoutes(): Plugin {
  let outDir = '';
  return {
    name: 'among-cultists:static-routes',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the files are written (index.html among them) and before vite-plugin-pwa lists them for the precache
    // (its closeBundle), which keeps one copy: the worker answers every page with /index.html.
    writeBundle() {
      const page = join(outDir, 'index.html');
      copyFileSync(page, join(outDir, '404.html'));
      for (const route of STATIC_PAGES) {
        mkdirSync(join(outDir, route), { recursive: true });
        copyFileSync(page, join(outDir, route, 'index.html'));
      }
    },
  };
}

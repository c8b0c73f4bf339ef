import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { pwa } from './scripts/pwa.ts';
import { staticRoutes } from './scripts/static-routes.ts';

/**
 * The two faces of almost every page's first screen (design/fonts.css: the text face's regular and the titles'),
 * preloaded from index.html, so that they usually arrive before the first paint instead of swapping in after it.
 */
const PRELOADED_FONTS = [
  /^assets\/source-serif-4-latin-400-normal-[\w-]+\.woff2$/,
  /^assets\/cinzel-latin-700-normal-[\w-]+\.woff2$/,
];

function preloadFonts(): Plugin {
  return {
    name: 'among-cultists:preload-fonts',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {});
        return PRELOADED_FONTS.map((pattern) => {
          const file = files.find((name) => pattern.test(name));
          if (file === undefined && context.bundle !== undefined)
            throw new Error(
              `no font asset matches ${pattern}: design/fonts.css and PRELOADED_FONTS disagree`,
            );
          return file;
        })
          .filter((file) => file !== undefined)
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/** The script that opens a game page's socket before the app loads (src/boot.ts). */
const BOOT = 'src/boot.ts';

/**
 * Loads src/boot.ts from index.html as a script of its own, ahead of the app's: a small chunk that runs as soon
 * as it arrives, while the app's scripts still load, instead of after all of them have run as a module of the
 * app's entry would (issue 26). The app imports the same module, so the socket opens once, whichever runs first.
 */
function earlyBoot(): Plugin {
  let building = false;
  return {
    name: 'among-cultists:early-boot',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (building) this.emitFile({ type: 'chunk', id: join(import.meta.dirname, BOOT), name: 'boot' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        let src = `/${BOOT}`;
        if (context.bundle !== undefined) {
          const chunk = Object.values(context.bundle).find(
            (out) => out.type === 'chunk' && out.isEntry && out.facadeModuleId?.endsWith(BOOT) === true,
          );
          if (chunk === undefined) throw new Error(`the build has no chunk for ${BOOT}`);
          src = `/${chunk.fileName}`;
        }
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: '', src },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

// The game server; `vite` (dev) and `vite preview` both forward the API and the socket to it.
const target = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const proxy = {
  '/api': { target },
  '/healthz': { target },
  '/ws': { target, ws: true },
};

// `--mode static` (npm run build:static) is the build for a static host with no game server: src/pwa/staticBuild.ts.
export default defineConfig(({ mode }) => ({
  root: import.meta.dirname,
  plugins: [
    react(),
    preloadFonts(),
    earlyBoot(),
    ...(mode === 'static' ? [staticRoutes()] : []),
    pwa(mode === 'static'),
  ],
  build: {
    outDir: mode === 'static' ? 'dist-static' : 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The budget is 250 KB of gzipped JavaScript, checked by `npm run bench:web`, not Vite's raw 500 KB.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A module's only the chunk's it is in: without this group the engine's shipped boards sit in a chunk
          // the game page loads for other engine code, and validating them there costs its first render about
          // 100 ms on a phone (issue 26). Alone, they load with the pages that read them (the landing page's
          // settings check, the Learn page, replays), after those pages' first render.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'shipped-boards',
              test: /packages[\\/]engine[\\/]src[\\/]content[\\/](shipped\.ts|board\.json|mountains\.json)$/,
            },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
}));

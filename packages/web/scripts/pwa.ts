// The installable app (issue 31): the web app manifest and the service worker, made by vite-plugin-pwa
// (Workbox's generateSW) at each build. Imported by vite.config.ts; docs/web.md "Installable and offline".
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The first value of a custom property in the design tokens (src/design/theme.css): the dark theme's. */
export function themeToken(css: string, name: string): string {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css);
  if (match?.[1] === undefined) throw new Error(`src/design/theme.css defines no colour --${name}`);
  return match[1];
}

/**
 * The paths the service worker never answers, not even a navigation to them with the app's page: the game
 * server's API, its socket, health and metrics. Everything else the worker does not precache goes to the network
 * untouched (there is no runtime cache), so no game's data is ever kept by it.
 */
const SERVER_PATHS = [/^\/api(\/|$)/, /^\/ws(\/|$)/, /^\/healthz$/, /^\/metrics$/];

/** `staticBuild`: the build for a static host (scripts/static-routes.ts), whose page copies stay out of the precache. */
export function pwa(staticBuild: boolean): Plugin[] {
  const theme = readFileSync(new URL('../src/design/theme.css', import.meta.url), 'utf8');
  const background = themeToken(theme, 'bg');
  return VitePWA({
    // src/pwa/register.ts registers it itself, after the first render, and asks before a new version reloads.
    injectRegister: false,
    // The icons are in the precache already (globPatterns).
    includeManifestIcons: false,
    registerType: 'prompt',
    manifest: {
      id: '/',
      name: 'Among Cultists',
      short_name: 'Cultists',
      description:
        'A hidden-role game of investigators and cultists in a haunted university: online with friends, or against bots on this device, offline too.',
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      background_color: background,
      theme_color: background,
      categories: ['games'],
      // The emblem (public/favicon.svg), drawn for this project; the PNGs are rendered from it by scripts/icons.ts.
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The app shell, every chunk (the lazy pages, the solo game and its worker among them), the fonts and the
      // art; not the invite links' preview card, which only other sites' crawlers fetch.
      globPatterns: ['**/*.{html,js,css,woff2,svg,png,webmanifest}'],
      globIgnores: staticBuild ? ['404.html', '*/index.html'] : [],
      // The largest chunk is well under this; a bigger one fails the build rather than going uncached.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // Hashed names need no cache-busting query.
      dontCacheBustURLsMatching: /^assets\//,
      // Every page of the app is index.html (the client routes), served from the precache, online or not.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: SERVER_PATHS,
      // The first install controls the open page at once (nothing older to keep consistent with); a new
      // version waits for the player's "Reload" (src/pwa/UpdatePrompt.tsx).
      clientsClaim: true,
      skipWaiting: false,
      cleanupOutdatedCaches: true,
      // One file, sw.js, for the server and static hosts to serve.
      inlineWorkboxRuntime: true,
      runtimeCaching: [],
    },
  });
}

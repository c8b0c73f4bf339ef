import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The game server; `vite` (dev) and `vite preview` both forward the API and the socket to it.
const target = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const proxy = {
  '/api': { target },
  '/healthz': { target },
  '/ws': { target, ws: true },
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The budget is 250 KB of gzipped JavaScript, checked by `npm run bench:web`, not Vite's raw 500 KB.
    chunkSizeWarningLimit: 800,
  },
  server: { proxy },
  preview: { proxy },
});

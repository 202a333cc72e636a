import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { stampBuild } from './tools/build-once/plugin';
import { writePagePreloads } from './tools/page-preloads/plugin';
import { precompress } from './tools/precompress/plugin';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: r('./client'),
  plugins: [
    react(),
    tailwindcss(),
    precompress(),
    writePagePreloads(r('./client/app/routes.ts')),
    stampBuild(r('.')),
  ],
  resolve: {
    alias: { '@': r('./client'), '@contracts': r('./contracts') },
  },
  build: {
    outDir: r('./dist/client'),
    emptyOutDir: true,
    // dist/client/.vite/manifest.json: what each route loads, read by `npm run check:budget`.
    manifest: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // A chunk shared by a set of routes is named after all of them; the hash alone tells them apart.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
        // Fewer, larger chunks: over HTTP/1.1 (six connections) a route's twenty small files queued behind
        // each other. What the entry needs statically is one file; code most routes share is one chunk,
        // code a handful share is grouped by the routes that use it (decision record 0011, revised).
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 3 },
            { name: 'common', minShareCount: 6, priority: 2 },
            {
              name: 'shared',
              minShareCount: 3,
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 3000,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
});

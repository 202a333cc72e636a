import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: r('./client'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': r('./client'), '@contracts': r('./contracts') },
  },
  build: {
    outDir: r('./dist/client'),
    emptyOutDir: true,
    // dist/client/.vite/manifest.json: what each route loads, read by `npm run check:budget`.
    manifest: true,
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@': r('./client'), '@contracts': r('./contracts'), '@engine': r('./engine') };

// Two projects: node code (engine, contracts, server, tools) and the browser-side client under jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: ['{engine,contracts,server,tools,scripts}/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A directory per run: the real-data tests import the real seasons once per run through it.
          globalSetup: ['tools/import-history/test-support/run-dir.ts'],
          // The admin password of every test app (buildApp reads it); adminHeaders(app) signs in with it.
          env: { ADMIN_PASSWORD: 'test-admin-password' },
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['client/test/setup.ts'],
        },
      },
    ],
  },
});

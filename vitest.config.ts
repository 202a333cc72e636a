import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@': r('./client'), '@contracts': r('./contracts'), '@engine': r('./engine') };

// Three projects: the pure models and the game's vocabulary (engine, contracts), the rest of the node
// code (server, tools) and the browser-side client under jsdom.
export default defineConfig({
  test: {
    // Three files at a time on a 2-core machine: Vitest's default (one fewer than the cores) runs the
    // files one at a time, and many files spend much of their time waiting on child processes, a
    // database or a server (the CPU was 660 s busy over a 476 s run with two at a time).
    maxWorkers: '150%',
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'pure',
          environment: 'node',
          include: ['{engine,contracts}/**/*.test.ts'],
          testTimeout: 30_000,
          // engine/ holds no state (no I/O, no clock, no randomness; lint enforces it) and contracts/
          // only schemas, so their files share a process and its loaded modules instead of each
          // starting a fresh one: less than half the CPU time (57 s -> 26 s for engine/).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: ['{server,tools,scripts}/**/*.test.ts'],
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
          // As for the node project: `npm test` runs the browser tests beside Vitest, so a screen test
          // that takes 3 s alone can take twice that; Vitest's default 5 s would fail it for the load.
          testTimeout: 30_000,
        },
      },
    ],
  },
});

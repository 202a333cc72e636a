import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the per-route browser checks (performance budget, accessibility) share: every `path: '/x'`
 * of client/app/routes.ts, once each (read from the source, so new screens are covered without
 * editing a list; '/' and '/live-rank' share a screen but are both routes), the phone-sized window
 * they load in, and the loading states that must be gone before a screen is measured.
 */
const routesSource = readFileSync(path.resolve(import.meta.dirname, '../client/app/routes.ts'), 'utf8');
export const ROUTES = [
  ...new Set([...routesSource.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1] as string)),
];

export const PHONE = { width: 412, height: 823 };

// Spinners and skeleton tables (aria-busy) and grey skeleton blocks.
export const LOADING = 'main [aria-busy="true"], main .animate-pulse';

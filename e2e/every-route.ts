import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

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

/**
 * Every route with the heading its screen shows, as the spec names them: the same list the router's
 * unit test checks (client/test/route-headings.json, data both suites read).
 */
export const ROUTE_HEADINGS = Object.entries(
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../client/test/route-headings.json'), 'utf8'),
  ) as Record<string, string>,
);

export const PHONE = { width: 412, height: 823 };

// Spinners and skeleton tables (aria-busy) and grey skeleton blocks.
export const LOADING = 'main [aria-busy="true"], main .animate-pulse';

/** Collects console errors and uncaught exceptions; each test asserts there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

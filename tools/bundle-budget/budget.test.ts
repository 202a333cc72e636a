import { describe, expect, it } from 'vitest';
import { firstLoads, overBudget, report } from './budget';
import { routeModules } from './route-modules';
import { TEST_MANIFEST as manifest, TEST_ROUTES_SOURCE as ROUTES_SOURCE } from './test-build';

const GZIP: Record<string, number> = {
  'assets/index.js': 20_000,
  'assets/react.js': 50_000,
  'assets/api.js': 10_000,
  'assets/table.js': 45_000,
  'assets/A.js': 5_000,
  'assets/Chart.js': 100_000,
  'assets/B.js': 8_000,
  'assets/C.js': 1_000,
  'assets/Status.js': 3_000,
  'assets/badge.js': 1_000,
  'assets/toaster.js': 30_000,
  'assets/NotFound.js': 2_000,
};
const gzipOf = (file: string) => GZIP[file] ?? Number.NaN;

describe('the bundle budget', () => {
  const routes = routeModules(ROUTES_SOURCE);

  it('reads every route of the routes file with the module it loads, shared loaders included', () => {
    expect(routes).toEqual([
      { path: '/', module: '@/features/a/A' },
      { path: '/a', module: '@/features/a/A' },
      { path: '/b', module: '@/features/b/B' },
      { path: '/c', module: '@/features/c/C' },
    ]);
  });

  it('counts the entry and its imports once before every route, and lazily imported charts not at all', () => {
    const { routes: loads } = firstLoads(manifest, routes, gzipOf);
    // Before the route: index 20 + react 50 + api 10. A's chart (100) is loaded when shown. Every
    // route also loads the status line (3) and its badge (1); notifications (30) and the 404 page
    // (2) load on demand.
    expect(loads.map((l) => [l.path, l.beforeRoute, l.own, l.total])).toEqual([
      ['/', 80_000, 9_000, 89_000],
      ['/a', 80_000, 9_000, 89_000],
      // B brings its table (45) and its own chunk (8); react and the entry are already loaded.
      ['/b', 80_000, 57_000, 137_000],
      ['/c', 80_000, 5_000, 85_000],
    ]);
  });

  it('refuses an on-demand list naming a module the entry does not load lazily', () => {
    expect(() => firstLoads(manifest, routes, gzipOf, new Set(['app/Gone.tsx']))).toThrow(
      /app\/Gone\.tsx is listed as on demand but the entry does not import it lazily/,
    );
  });

  it('fails a route over its first-load budget and names its largest files', () => {
    const loads = firstLoads(manifest, routes, gzipOf);
    const over = loads.routes.filter((l) => overBudget(l).length > 0).map((l) => l.path);
    expect(over).toEqual(['/b']);
    const text = report(loads);
    expect(text).toMatch(/\/b\s+80\.0 KB\s+57\.0 KB\s+137\.0 KB\s+OVER/);
    expect(text).toMatch(
      /\/b loads 137\.0 KB first\. Its own files:\n\s+45\.0 KB {2}assets\/table\.js\n\s+8\.0 KB {2}assets\/B\.js/,
    );
    expect(text).toMatch(/\/c\s+80\.0 KB\s+5\.0 KB\s+85\.0 KB\s+ok/);
  });

  it('fails every route when the entry alone goes over the budget before the route', () => {
    const loads = firstLoads(manifest, routes, gzipOf);
    const tight = { beforeRoute: 70_000, route: 200_000 };
    expect(loads.routes.every((l) => overBudget(l, tight).length === 1)).toBe(true);
    expect(report(loads, tight)).toMatch(
      /Every route waits for 80\.0 KB before its own code\. The entry's files:\n\s+50\.0 KB {2}assets\/react\.js/,
    );
  });

  it('refuses a route whose screen is not a lazily loaded chunk', () => {
    const eager = routeModules(
      `export const ROUTES = [{ path: '/d', load: () => import('@/features/d/D') }];`,
    );
    expect(() => firstLoads(manifest, eager, gzipOf)).toThrow(
      /@\/features\/d\/D is not a lazily loaded chunk/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { firstLoads, overBudget, report, type Manifest } from './budget';
import { routeModules } from './route-modules';

// A small build: an entry importing react and the api layer, three lazily loaded screens, one of
// them importing a chart lazily (not part of its first load) and one importing a big table library;
// the shell loads its status line lazily on every visit, its notifications and 404 page on demand.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_api.js'],
    dynamicImports: [
      'features/a/A.tsx',
      'features/b/B.tsx',
      'features/c/C.tsx',
      'features/status/Status.tsx',
      'components/ui/toaster.tsx',
      'app/NotFound.tsx',
    ],
  },
  'features/status/Status.tsx': {
    file: 'assets/Status.js',
    isDynamicEntry: true,
    imports: ['_api.js', '_badge.js'],
  },
  '_badge.js': { file: 'assets/badge.js' },
  'components/ui/toaster.tsx': { file: 'assets/toaster.js', isDynamicEntry: true, imports: ['_react.js'] },
  'app/NotFound.tsx': { file: 'assets/NotFound.js', isDynamicEntry: true, imports: ['_badge.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_api.js': { file: 'assets/api.js', imports: ['_react.js'] },
  '_table.js': { file: 'assets/table.js', imports: ['_react.js'] },
  'features/a/A.tsx': {
    file: 'assets/A.js',
    isDynamicEntry: true,
    imports: ['_api.js'],
    dynamicImports: ['features/a/Chart.tsx'],
  },
  'features/a/Chart.tsx': { file: 'assets/Chart.js', isDynamicEntry: true },
  'features/b/B.tsx': { file: 'assets/B.js', isDynamicEntry: true, imports: ['_table.js', 'index.html'] },
  'features/c/C.tsx': { file: 'assets/C.js', isDynamicEntry: true },
};
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

const ROUTES_SOURCE = `
const a = () => import('@/features/a/A');
export const ROUTES: readonly AppRoute[] = [
  { path: '/', title: 'A', load: a },
  { path: '/a', title: 'A', load: a },
  { path: '/b', title: 'B', load: () => import('@/features/b/B') },
  { path: '/c', title: 'C', load: () => import('@/features/c/C') },
];`;

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

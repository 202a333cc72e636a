import type { Manifest } from './budget';

// A small build: an entry importing react and the api layer, three lazily loaded screens, one of
// them importing a chart lazily (not part of its first load) and one importing a big table library;
// the shell loads its status line lazily on every visit, its notifications and 404 page on demand.
export const TEST_MANIFEST: Manifest = {
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
  // C shares the status line's badges: the shell brings them, so they are not C's own.
  'features/c/C.tsx': { file: 'assets/C.js', isDynamicEntry: true, imports: ['_badge.js'] },
};
/** The routes file of that build: two paths share screen A's loader. */
export const TEST_ROUTES_SOURCE = `
const a = () => import('@/features/a/A');
export const ROUTES: readonly AppRoute[] = [
  { path: '/', title: 'A', load: a },
  { path: '/a', title: 'A', load: a },
  { path: '/b', title: 'B', load: () => import('@/features/b/B') },
  { path: '/c', title: 'C', load: () => import('@/features/c/C') },
];`;

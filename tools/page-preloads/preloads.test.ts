import { describe, expect, it } from 'vitest';
import type { Manifest } from '../bundle-budget/budget';
import { pagePreloads } from './preloads';

// An entry with react; two screens and the status line loaded lazily; notifications on demand. The
// status line brings the api layer and badges, which the screens share; screen B has a table of its own.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      'features/a/A.tsx',
      'features/b/B.tsx',
      'features/status/Status.tsx',
      'components/ui/toaster.tsx',
      'app/NotFound.tsx',
    ],
  },
  '_react.js': { file: 'assets/react.js' },
  '_api.js': { file: 'assets/api.js', imports: ['_react.js'] },
  '_badge.js': { file: 'assets/badge.js' },
  '_table.js': { file: 'assets/table.js', imports: ['_react.js'] },
  'features/status/Status.tsx': {
    file: 'assets/Status.js',
    isDynamicEntry: true,
    imports: ['_api.js', '_badge.js'],
  },
  'features/a/A.tsx': {
    file: 'assets/A.js',
    isDynamicEntry: true,
    imports: ['_api.js'],
    dynamicImports: ['features/a/Chart.tsx'],
  },
  'features/a/Chart.tsx': { file: 'assets/Chart.js', isDynamicEntry: true },
  'features/b/B.tsx': { file: 'assets/B.js', isDynamicEntry: true, imports: ['_table.js', '_badge.js'] },
  'components/ui/toaster.tsx': { file: 'assets/toaster.js', isDynamicEntry: true },
  'app/NotFound.tsx': { file: 'assets/NotFound.js', isDynamicEntry: true },
};
const routes = [
  { path: '/', module: '@/features/a/A' },
  { path: '/b', module: '@/features/b/B' },
];

describe('page preloads', () => {
  it("lists the shell's lazy parts once, and each route's chunks beyond the entry and the shell", () => {
    expect(pagePreloads(manifest, routes)).toEqual({
      shell: ['/assets/Status.js', '/assets/api.js', '/assets/badge.js'],
      routes: { '/': ['/assets/A.js'], '/b': ['/assets/B.js', '/assets/table.js'] },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { routeModules } from '../bundle-budget/route-modules';
import { TEST_MANIFEST, TEST_ROUTES_SOURCE } from '../bundle-budget/test-build';
import { pagePreloads } from './preloads';

// The budget's small build: the entry brings react and the api layer; the status line brings badges.
describe('page preloads', () => {
  it("lists the shell's lazy parts once, and each route's chunks beyond the entry and the shell", () => {
    expect(pagePreloads(TEST_MANIFEST, routeModules(TEST_ROUTES_SOURCE))).toEqual({
      shell: ['/assets/Status.js', '/assets/badge.js'],
      routes: {
        '/': ['/assets/A.js'],
        '/a': ['/assets/A.js'],
        '/b': ['/assets/B.js', '/assets/table.js'],
        '/c': ['/assets/C.js'],
      },
    });
  });
});

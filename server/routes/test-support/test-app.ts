import { buildApp, type AppDeps } from '../../app';

/**
 * The app as the tests build it: the source counts as chosen by the environment and the database
 * kind as PGlite, unless the test says otherwise.
 */
export function testApp(
  deps: Omit<AppDeps, 'sourceSelection' | 'database'> &
    Partial<Pick<AppDeps, 'sourceSelection' | 'database'>>,
) {
  return buildApp({
    sourceSelection: { selectedBy: 'env', reason: null },
    database: { kind: 'pglite' },
    ...deps,
  });
}

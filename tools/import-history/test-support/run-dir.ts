import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A directory of this test run's own, shared by its test files and removed when the run ends. */
    runDir: string;
  }
}

/**
 * Vitest global setup of the node project: a temporary directory per run, where test files leave
 * what later files of the same run can reuse (the imported real seasons, `imported-seasons.ts`).
 * Per run rather than kept between runs, so a change to the importer is never hidden by an old copy.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fpl-test-run-'));
  project.provide('runDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}

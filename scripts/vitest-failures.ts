import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Reporter, SerializedError, TestCase, TestModule, TestRunEndReason } from 'vitest/node';

/**
 * A Vitest reporter for CI (scripts/test-all.sh): writes reports/vitest-failures.json with what makes a
 * run fail besides a failed test, which Vitest's JSON report leaves out or keeps to one line: errors
 * thrown while a file loads, in a hook (beforeAll, afterAll, ...) of a describe block, and unhandled
 * errors (a rejection or exception outside any test, a worker that died). scripts/test-summary.mjs
 * prints them at the end of the run's output, where CI shows it.
 */
export interface FailureReport {
  /** Each failed test with its errors, message first (the JSON report keeps only a timeout's stack). */
  failedTests: { file: string; test: string; errors: string[] }[];
  /** A test file, or a describe block of one, with the errors raised outside its tests. */
  failedBlocks: { file: string; block: string; errors: string[] }[];
  /** Errors Vitest caught outside every test; `where` names the file and test when Vitest knows them. */
  unhandledErrors: { where: string; error: string }[];
  /** Why the run ended: passed, failed or interrupted. */
  reason: TestRunEndReason;
}

const root = process.cwd();
const relative = (file: string) => path.relative(root, file);

/** The error's name, message and stack, as Vitest serialised them. */
function describeError(error: SerializedError): string {
  const stack = error.stack ?? '';
  const head = `${error.name ?? 'Error'}: ${error.message}`;
  return stack.includes(error.message) ? stack : `${head}\n${stack}`.trim();
}

/** The test's name as the JSON report writes it: its describe blocks' names and its own, spaced. */
function jsonName(test: TestCase): string {
  const names = [test.name];
  for (let parent = test.parent; parent.type === 'suite'; parent = parent.parent) names.unshift(parent.name);
  return names.join(' ');
}

export default class FailuresReporter implements Reporter {
  async onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
    reason: TestRunEndReason,
  ): Promise<void> {
    const failedBlocks: FailureReport['failedBlocks'] = [];
    const failedTests: FailureReport['failedTests'] = [];
    for (const module of testModules) {
      const file = relative(module.moduleId);
      for (const test of module.children.allTests('failed')) {
        const errors = test.result().errors ?? [];
        failedTests.push({ file, test: jsonName(test), errors: errors.map(describeError) });
      }
      const own = module.errors();
      if (own.length > 0) failedBlocks.push({ file, block: '(file)', errors: own.map(describeError) });
      for (const suite of module.children.allSuites()) {
        const errors = suite.errors();
        if (errors.length > 0)
          failedBlocks.push({ file, block: suite.fullName, errors: errors.map(describeError) });
      }
    }
    const report: FailureReport = {
      failedTests,
      failedBlocks,
      unhandledErrors: unhandledErrors.map((error) => ({
        where: [error.VITEST_TEST_PATH, error.VITEST_TEST_NAME]
          .filter((part): part is string => typeof part === 'string')
          .map((part) => (path.isAbsolute(part) ? relative(part) : part))
          .join(' > '),
        error: describeError(error),
      })),
      reason,
    };
    await mkdir(path.join(root, 'reports'), { recursive: true });
    await writeFile(path.join(root, 'reports/vitest-failures.json'), JSON.stringify(report, null, 2));
  }
}

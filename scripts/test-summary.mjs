// Adds up the Vitest and Playwright JSON reports and prints the closing line CI reads:
// "N passed, N failed, N skipped". Exits non-zero when a test or any other step failed.
// CI shows only the tail of the output, so what made the Vitest step fail is repeated here, just
// above that line: each failed test file with its message, the errors raised outside any test
// (a file that did not load, a hook that threw or timed out) and Vitest's unhandled errors
// (reports/vitest-failures.json, written by scripts/vitest-failures.ts).
import fs from 'node:fs';
import path from 'node:path';

const failedSteps = process.argv.slice(2);
const read = (f) => (fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, 'utf8')) : null);
const LINES = 8;
// Stack frames inside Vitest, Vite or Node say nothing about which of our lines failed.
const NOISE = /^\s*at .*(node_modules\/|node:internal|<anonymous>)/;
/** The first lines of a message, without the test runner's own stack frames, indented under its heading. */
const firstLines = (text, n = LINES) => {
  const lines = String(text)
    .trim()
    .split('\n')
    .filter((line) => !NOISE.test(line));
  const shown = lines.slice(0, n).map((l) => `      ${l}`);
  if (lines.length > n) shown.push(`      ... (${lines.length - n} more lines)`);
  return shown.join('\n');
};
let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = read('reports/vitest.json');
const failures = read('reports/vitest-failures.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  const failedFiles = vitest.testResults.filter((file) => file.status === 'failed');
  if (failedFiles.length > 0) console.log(`Vitest: ${failedFiles.length} test file(s) failed:`);
  for (const file of failedFiles) {
    console.log(`  ${path.relative(process.cwd(), file.name)}`);
    if (file.message) console.log(firstLines(file.message));
    for (const test of file.assertionResults.filter((t) => t.status === 'failed')) {
      console.log(`    x ${test.fullName}`);
      // The failures report has the message too (a timeout's stack here only says STACK_TRACE_ERROR).
      const full = failures?.failedTests.find(
        (f) => path.resolve(f.file) === file.name && f.test === test.fullName,
      );
      console.log(firstLines(full?.errors[0] ?? test.failureMessages[0] ?? '', 4));
    }
  }
}

if (failures) {
  const explained = new Set((vitest?.testResults ?? []).filter((f) => f.message).map((f) => f.name));
  for (const { file, block, errors } of failures.failedBlocks) {
    // A file that did not load was shown above with its message.
    if (block === '(file)' && explained.has(path.resolve(file))) continue;
    console.log(`Vitest: error outside a test in ${file} > ${block}:`);
    for (const error of errors) console.log(firstLines(error));
  }
  if (failures.unhandledErrors.length > 0) {
    console.log(`Vitest: ${failures.unhandledErrors.length} unhandled error(s) (each fails the run):`);
  }
  for (const { where, error } of failures.unhandledErrors) {
    console.log(`  ${where || 'outside any test file'}`);
    console.log(firstLines(error));
  }
}

const pw = read('reports/playwright.json');
if (pw) {
  passed += pw.stats.expected + pw.stats.flaky;
  failed += pw.stats.unexpected;
  skipped += pw.stats.skipped;
}

if (!vitest) console.log('No Vitest report was written.');
if (!pw) console.log('No Playwright report was written.');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 || failed > 0 || !vitest || !pw ? 1 : 0);

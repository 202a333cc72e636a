// Adds up the Vitest and Playwright JSON reports and prints the closing line CI reads:
// "N passed, N failed, N skipped". Exits non-zero when a test or any other step failed.
import fs from 'node:fs';

const failedSteps = process.argv.slice(2);
const read = (f) => (fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, 'utf8')) : null);
let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = read('reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
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

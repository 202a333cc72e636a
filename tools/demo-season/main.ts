import { parseArgs } from 'node:util';
import { DEFAULT_GAMEWEEK, DEFAULT_SEED } from './generate';
import { writeDemoSeason } from './write-dir';

/**
 * Writes the demo season snapshot:
 *   npx tsx tools/demo-season/main.ts --out data/demo [--seed 2025] [--current-gameweek 12]
 */
function wholeNumber(label: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new Error(`${label} must be a whole number, got "${text}"`);
  return Number(text);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, seed: { type: 'string' }, 'current-gameweek': { type: 'string' } },
    strict: true,
  });
  if (!values.out) throw new Error('usage: main.ts --out <dir> [--seed <n>] [--current-gameweek <2-38>]');
  const seed = wholeNumber('--seed', values.seed, DEFAULT_SEED);
  const currentGameweek = wholeNumber('--current-gameweek', values['current-gameweek'], DEFAULT_GAMEWEEK);
  const report = await writeDemoSeason(values.out, { seed, currentGameweek });
  const mb = (report.bytes / 1_000_000).toFixed(1);
  console.log(
    `demo season (seed ${seed}, gameweek ${currentGameweek}) written to ${values.out}: ${report.files} files, ${mb} MB; ` +
      `generated in ${(report.generateMs / 1000).toFixed(2)} s, written in ${(report.writeMs / 1000).toFixed(2)} s`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});

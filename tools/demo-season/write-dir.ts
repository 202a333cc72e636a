import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_GAMEWEEK,
  DEFAULT_SEED,
  generateDemoParts,
  type DemoOptions,
  type DemoParts,
} from './generate';
import { HISTORY_DIR } from './layout';

export const MANIFEST = 'demo-manifest.json';
/** Holds the fingerprint of the generator's code that wrote the dataset. */
export const FINGERPRINT = 'generator-fingerprint.txt';
const SCORING_RULES = path.resolve(import.meta.dirname, '../../engine/points/scoring-rules.ts');

/**
 * A hash of the generator's own source files, so a dataset written by older code is regenerated
 * even when the seed and gameweek are unchanged (the output is a function of code, seed and gameweek).
 */
export function generatorFingerprint(dir: string = import.meta.dirname): string {
  const hash = createHash('sha256');
  const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.startsWith('test-support/'))
    .sort();
  for (const name of sources) hash.update(name).update(readFileSync(path.join(dir, name)));
  // The scoring rules moved to the engine (shared with the points model); a rule change must regenerate too.
  if (dir === import.meta.dirname) hash.update(readFileSync(SCORING_RULES));
  return hash.digest('hex');
}

export interface WriteReport {
  files: number;
  bytes: number;
  generateMs: number;
  writeMs: number;
}

/**
 * Writes files under `root`. Synchronous on purpose: thousands of small files go out about four
 * times faster than through promises, and generation has blocked for longer just before.
 */
function writeAll(root: string, files: Map<string, string>): number {
  const dirs = new Set<string>();
  for (const rel of files.keys()) dirs.add(path.dirname(path.join(root, ...rel.split('/'))));
  for (const dir of [...dirs].sort()) mkdirSync(dir, { recursive: true });
  let bytes = 0;
  for (const [rel, content] of files) {
    bytes += Buffer.byteLength(content);
    writeFileSync(path.join(root, ...rel.split('/')), content);
  }
  return bytes;
}

/**
 * Puts a generated snapshot at `dir`, atomically: everything is written to a sibling temporary
 * directory first, then swapped in with renames, so a crash leaves either the old dataset or
 * none (never a half-written one), and `ensureDemoSeason` then regenerates.
 */
export async function writeSnapshot(dir: string, files: Map<string, string>): Promise<number> {
  const target = path.resolve(dir);
  const suffix = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const temp = `${target}.tmp-${suffix}`;
  const old = `${target}.old-${suffix}`;
  await mkdir(path.dirname(target), { recursive: true });
  try {
    const bytes = writeAll(temp, files);
    const hadOld = await rename(target, old).then(
      () => true,
      (err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return false;
        throw err;
      },
    );
    await rename(temp, target);
    if (hadOld) await rm(old, { recursive: true, force: true });
    return bytes;
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

export type Generator = (opts: DemoOptions) => DemoParts;

/** Told when the season's files are in place, before the past seasons are written. */
export type SeasonWritten = () => void;

/**
 * Generates the demo season and writes it to `dir` (see `writeSnapshot`), with timings: the
 * season's files first, then its past seasons into `history/`, so a server waiting to read the
 * season (`seasonWritten`) starts while their CSVs are written. The history folder comes last and
 * whole, so a dataset without one is unfinished and `ensureDemoSeason` generates it again.
 */
export async function writeDemoSeason(
  dir: string,
  opts: DemoOptions = {},
  generate: Generator = generateDemoParts,
  fingerprint: string = generatorFingerprint(),
  seasonWritten: SeasonWritten = () => undefined,
): Promise<WriteReport> {
  let started = performance.now();
  const parts = generate(opts);
  parts.season.set(FINGERPRINT, `${fingerprint}\n`);
  let generateMs = performance.now() - started;
  started = performance.now();
  let bytes = await writeSnapshot(dir, parts.season);
  let writeMs = performance.now() - started;
  seasonWritten();
  started = performance.now();
  const history = parts.history();
  generateMs += performance.now() - started;
  started = performance.now();
  bytes += await writeSnapshot(path.join(dir, HISTORY_DIR), history);
  writeMs += performance.now() - started;
  return { files: parts.season.size + history.size, bytes, generateMs, writeMs };
}

/** The seed and gameweek recorded in `dir`, or null when there is no readable manifest. */
export async function readManifest(dir: string): Promise<{ seed: number; currentGameweek: number } | null> {
  try {
    const raw = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as {
      seed?: unknown;
      currentGameweek?: unknown;
    };
    return typeof raw.seed === 'number' && typeof raw.currentGameweek === 'number'
      ? { seed: raw.seed, currentGameweek: raw.currentGameweek }
      : null;
  } catch {
    return null;
  }
}

/**
 * Makes sure `dir` holds the demo season for these options: generates it only when the
 * manifest is missing, records another seed or gameweek, was written by other generator code, or
 * has no past seasons (a generation stopped half-way). `seasonWritten` is told as soon as the
 * season can be read. Returns the write report, or null when the existing dataset was kept.
 */
export async function ensureDemoSeason(
  dir: string,
  opts: DemoOptions = {},
  generate: Generator = generateDemoParts,
  fingerprint: string = generatorFingerprint(),
  seasonWritten: SeasonWritten = () => undefined,
): Promise<WriteReport | null> {
  const seed = opts.seed ?? DEFAULT_SEED;
  const currentGameweek = opts.currentGameweek ?? DEFAULT_GAMEWEEK;
  const existing = await readManifest(dir);
  const writtenBy = await readFile(path.join(dir, FINGERPRINT), 'utf8').catch(() => '');
  const same = existing?.seed === seed && existing.currentGameweek === currentGameweek;
  const finished = existsSync(path.join(dir, HISTORY_DIR));
  if (same && writtenBy.trim() === fingerprint && finished) {
    seasonWritten();
    return null;
  }
  return writeDemoSeason(dir, { seed, currentGameweek }, generate, fingerprint, seasonWritten);
}

import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';

/** The bundled worker code: its file, whether this call built it (false: an earlier one's), its hash. */
export interface WorkerCode {
  url: URL;
  rebuilt: boolean;
  /** SHA-256 of the bundle: changes with any code the workers run (stored fits are keyed by it). */
  version: string;
}

export interface BundleOptions {
  /** The data directory: the bundle and its manifest go in its `worker-code/` folder. */
  dataDir: string;
  /** The worker's module; the model pool's worker.ts by default. */
  entry?: URL;
  log: { warn(message: string): void };
}

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const defaultEntry = new URL('./worker.ts', import.meta.url);
/**
 * Read by the build without being imported: path aliases, the module type, and this file itself
 * (its build options). A change to any of them rebuilds the bundle too.
 */
const alsoRead = [
  'tsconfig.json',
  'tsconfig.base.json',
  'package.json',
  path.relative(repoRoot, fileURLToPath(import.meta.url)),
];

const manifestSchema = z.object({
  /** Each file the bundle was built from (relative to the repository) with its content's hash. */
  inputs: z.record(z.string(), z.string()),
  output: z.string(),
});
type Manifest = z.infer<typeof manifestSchema>;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Hashes of the files (relative to the repository), or null if one cannot be read (moved or deleted). */
export async function hashFiles(files: readonly string[]): Promise<Record<string, string> | null> {
  try {
    const hashes = await Promise.all(
      files.map(async (f) => sha256(await readFile(path.resolve(repoRoot, f)))),
    );
    return Object.fromEntries(files.map((f, i) => [f, hashes[i]!]));
  } catch {
    return null;
  }
}

/** True when the manifest's output is there and each input it names still has its content. */
async function stillCurrent(manifest: Manifest, outFile: string): Promise<boolean> {
  const inputs = Object.keys(manifest.inputs);
  const now = await hashFiles(inputs);
  if (!now || inputs.some((f) => now[f] !== manifest.inputs[f])) return false;
  const output = await readFile(outFile).catch(() => null);
  return output !== null && sha256(output) === manifest.output;
}

async function readManifest(file: string): Promise<Manifest | null> {
  try {
    return manifestSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    return null;
  }
}

/** Writes through a temporary file, so a reader (a worker starting) never sees half a file. */
async function writeAtomically(file: string, contents: string | Uint8Array): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temp, contents);
    await rename(temp, file);
  } finally {
    await rm(temp, { force: true });
  }
}

async function build(entry: URL, outFile: string): Promise<{ code: Uint8Array; inputs: string[] }> {
  // Loaded only to build: a start whose bundle is current never loads esbuild.
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(entry)],
    absWorkingDir: repoRoot,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: outFile,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error('esbuild wrote no output');
  return { code, inputs: Object.keys(result.metafile.inputs) };
}

/**
 * The worker's code (server/workers/worker.ts and all it imports) as one ESM file in the data
 * directory, built by esbuild when the code changed and reused otherwise (decision record 0017): a
 * worker loading it starts in tens of milliseconds, where tsx transpiles the model code per worker.
 * Null, with a warning, when it cannot be built or written: the pool then runs the code through
 * tsx as before.
 */
export async function bundleWorkerCode(opts: BundleOptions): Promise<WorkerCode | null> {
  const dir = path.join(opts.dataDir, 'worker-code');
  const name = path.basename(fileURLToPath(opts.entry ?? defaultEntry)).replace(/\.[cm]?[jt]s$/, '');
  const outFile = path.join(dir, `${name}.mjs`);
  const manifestFile = path.join(dir, `${name}.manifest.json`);
  try {
    const manifest = await readManifest(manifestFile);
    if (manifest && (await stillCurrent(manifest, outFile))) {
      return { url: pathToFileURL(outFile), rebuilt: false, version: manifest.output };
    }
    const { code, inputs } = await build(opts.entry ?? defaultEntry, outFile);
    // Hashed after the build: a file edited between esbuild's read and this one would leave a stale
    // bundle that looks current, a window of the build's ~100 ms (a developer saving during a start).
    const hashes = await hashFiles([...inputs, ...alsoRead]);
    if (!hashes) throw new Error('an input disappeared during the build');
    await mkdir(dir, { recursive: true });
    await writeAtomically(outFile, code);
    const written: Manifest = { inputs: hashes, output: sha256(code) };
    await writeAtomically(manifestFile, JSON.stringify(written, null, 1));
    return { url: pathToFileURL(outFile), rebuilt: true, version: written.output };
  } catch (err) {
    // esbuild's message lists each error on a line of its own: one line for the log.
    const message = (err instanceof Error ? err.message : String(err)).replace(/\s*\n\s*/g, ' ');
    opts.log.warn(`The workers' code could not be bundled (${message}); they load it through tsx.`);
    return null;
  }
}

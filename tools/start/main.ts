import { spawn, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';

/**
 * `npm start`: the server listens as soon as the season can be read. The demo season is generated
 * (when missing) while its embedded database is created; the client build (only when its sources
 * changed: tools/build-once) runs beside both and the server, below their priority; until it is
 * there, a screen is a page that says the app is starting and reloads itself (server/http/spa.ts).
 * A failed build stops the start, as it did when it ran first.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
/** Below the server's priority: a first answer matters more than the screens a few seconds sooner. */
const BUILD_NICENESS = 10;

const node = (script: string, args: string[] = []): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, script), ...args], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
const exited = (child: ChildProcess) =>
  new Promise<number>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

let server: ChildProcess | null = null;
const build = node('tools/build-once/main.ts');
try {
  if (build.pid !== undefined) setPriority(build.pid, BUILD_NICENESS);
} catch {
  // Not permitted here: the build runs at the same priority.
}
let building = true;
void exited(build).then((code) => {
  building = false;
  if (code === 0) return;
  console.error(`The client build failed (exit code ${code}): stopping`);
  server?.kill('SIGTERM');
  process.exitCode = code;
});

// Ctrl-C reaches every process of the terminal's group, the children included: this one waits for
// them to stop (a second SIGINT would cut the server's shutdown short). A SIGTERM (npm passes on a
// supervisor's) is sent to this process alone, so it is passed on.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => {
  if (building) build.kill('SIGTERM');
  server?.kill('SIGTERM');
});

// The demo season and the embedded database it is served from, side by side (one core each).
const [prepared, created] = await Promise.all([
  exited(node('tools/prepare.ts')),
  exited(node('tools/start/create-database.ts')),
]);
if (prepared !== 0 || created !== 0) {
  if (building) build.kill('SIGTERM');
  process.exit(prepared || created);
}
if (process.exitCode === undefined || process.exitCode === 0) {
  server = node('server/main.ts', ['--client-building']);
  const code = await exited(server);
  if (building) build.kill('SIGTERM');
  process.exitCode ||= code;
}

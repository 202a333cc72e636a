import { spawn, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';

/**
 * `npm start`: the server listens as soon as the season can be read. The demo season is generated
 * (when missing) while the server loads its code and creates its embedded database; told that the
 * season is there, it selects its source and listens, and it loads the past seasons once told
 * that they are written too. The client build (only when its sources
 * changed: tools/build-once) runs beside both, below their priority; until it is there, a screen is
 * a page that says the app is starting and reloads itself (server/http/spa.ts). A failed build or
 * generation stops the start.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
/** Below the server's priority: a first answer matters more than the screens a few seconds sooner. */
const BUILD_NICENESS = 10;

const node = (script: string, args: string[] = [], ipc = false): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, script), ...args], {
    cwd: repoRoot,
    stdio: ipc ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit',
  });
const exited = (child: ChildProcess) =>
  new Promise<number>((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

const build = node('tools/build-once/main.ts');
try {
  if (build.pid !== undefined) setPriority(build.pid, BUILD_NICENESS);
} catch {
  // Not permitted here: the build runs at the same priority.
}
let building = true;
// The demo season (one core) and the server's start-up with its database (the other), side by side.
const prepare = node('tools/prepare.ts', [], true);
const server = node('server/main.ts', ['--client-building', '--after-prepare'], true);
const stopAll = () => {
  if (building) build.kill('SIGTERM');
  server.kill('SIGTERM');
};
void exited(build).then((code) => {
  building = false;
  if (code === 0) return;
  console.error(`The client build failed (exit code ${code}): stopping`);
  server.kill('SIGTERM');
  process.exitCode = code;
});

// Ctrl-C reaches every process of the terminal's group, the children included: this one waits for
// them to stop (a second SIGINT would cut the server's shutdown short). A SIGTERM (npm passes on a
// supervisor's) is sent to this process alone, so it is passed on.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => {
  prepare.kill('SIGTERM');
  stopAll();
});

// The server starts on the season as soon as it is written; the past seasons it loads come after.
const tell = (message: 'prepared' | 'history') => {
  if (server.connected) server.send(message);
};
prepare.on('message', (message) => {
  if (message === 'season') tell('prepared');
});
const prepared = await exited(prepare);
if (prepared !== 0) {
  stopAll();
  process.exitCode = prepared;
} else tell('history');
const code = await exited(server);
if (building) build.kill('SIGTERM');
process.exitCode ||= code;

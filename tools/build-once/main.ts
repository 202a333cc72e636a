import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildFingerprint, FINGERPRINT_FILE } from './fingerprint';

/**
 * `npm start`'s build step: builds the client only when its inputs changed since the last build
 * (the build writes a fingerprint of them beside itself: plugin.ts), so a second start with unchanged
 * sources skips the Vite build. `npm run build` always builds.
 * With `--existing` (`npm run serve`, the production start) it never builds: it checks that a build is
 * there and says when it is older than the sources; a deployment builds once, beforehand.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(repoRoot, 'dist/client');
const stampFile = path.join(outDir, FINGERPRINT_FILE);
// What the server needs of a build: the page, the manifest and each route's preloads.
const REQUIRED = ['index.html', '.vite/manifest.json', '.vite/page-preloads.json'];

const complete = REQUIRED.every((file) => fs.existsSync(path.join(outDir, file)));
const previous = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
const upToDate = complete && previous === buildFingerprint(repoRoot);

if (process.argv.includes('--existing')) {
  if (!complete) {
    console.error(`No client build in ${outDir}: run \`npm run build\` once before \`npm run serve\``);
    process.exit(1);
  }
  if (!upToDate) console.warn('The client build is older than its sources: serving it as it is');
} else if (upToDate) {
  console.log('Client build is up to date with its sources: skipping the build');
} else {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', '--silent', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoads, overBudget, report, type Manifest } from './budget';
import { routeModules } from './route-modules';

/**
 * npm run check:budget (after `npm run build`; part of `npm test`)
 * Prints the JavaScript each route of client/app/routes.ts loads first (gzip, level 9) against the
 * speed budget (budget.ts), and exits 1 when a route goes past it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist/client');
const manifestPath = path.join(dist, '.vite/manifest.json');

let manifest: Manifest;
try {
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
} catch {
  console.error(`check:budget: no build manifest at ${manifestPath}; run npm run build first`);
  process.exit(2);
}
const routes = routeModules(readFileSync(path.join(root, 'client/app/routes.ts'), 'utf8'));
const gzipOf = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const loads = firstLoads(manifest, routes, gzipOf);
console.log(report(loads));
const over = loads.routes.filter((l) => overBudget(l).length > 0);
for (const l of over) console.error(`${l.path}: ${overBudget(l).join('; ')}`);
if (over.length > 0) {
  console.error(`check:budget: ${over.length} of ${loads.routes.length} routes over the speed budget`);
  process.exit(1);
}

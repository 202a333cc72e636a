import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_PRELOADS_FILE } from '../../contracts/page';
import type { Manifest } from '../bundle-budget/budget';
import { routeModules } from '../bundle-budget/route-modules';
import { pagePreloads } from './preloads';

/**
 * Vite plugin: writes `.vite/page-preloads.json` (what each route loads beyond the entry) from the build
 * manifest and `client/app/routes.ts`, once the bundle is written.
 */
export function writePagePreloads(routesFile: string): Plugin {
  return {
    name: 'fpl:page-preloads',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      const manifest = JSON.parse(
        await readFile(path.join(options.dir, '.vite/manifest.json'), 'utf8'),
      ) as Manifest;
      const routes = routeModules(await readFile(routesFile, 'utf8'));
      const preloads = pagePreloads(manifest, routes);
      await writeFile(path.join(options.dir, PAGE_PRELOADS_FILE), `${JSON.stringify(preloads, null, 1)}\n`);
    },
  };
}

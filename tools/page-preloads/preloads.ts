import type { PagePreloads } from '@contracts/page';
import { fileOf, firstLoadKeys, type Manifest } from '../bundle-budget/budget';

/**
 * What the server names in a page's head so the browser fetches it beside the entry, not after the
 * entry has run: the shell's lazy parts, and each route's chunks beyond the entry and the shell.
 */
export function pagePreloads(
  manifest: Manifest,
  routes: readonly { path: string; module: string }[],
): PagePreloads {
  const keys = firstLoadKeys(manifest, routes);
  // The app is served at the root (Vite's default base).
  const url = (key: string) => `/${fileOf(manifest, key)}`;
  const beyond = (list: Iterable<string>, ...loaded: ReadonlySet<string>[]) =>
    [...list].filter((k) => loaded.every((set) => !set.has(k))).map(url);
  return {
    shell: beyond(keys.shell, keys.entry),
    routes: Object.fromEntries(
      keys.routes.map(({ path, keys: routeKeys }) => [path, beyond(routeKeys, keys.entry, keys.shell)]),
    ),
  };
}

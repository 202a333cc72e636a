/**
 * What each route makes a new visitor download, from Vite's build manifest, and whether it fits the
 * speed budget: the JavaScript fetched before any route's own code (the entry and everything it
 * imports statically) and each route's whole first load (that plus the route's lazily loaded module
 * and its static imports, plus the parts of the shell the entry loads lazily on every visit, such as
 * the status line). Chunks a route loads later (a chart or dialog imported with `import()`) are not
 * part of its first load, nor are the entry's lazy imports listed in ON_DEMAND. Sizes are gzip bytes; 1 KB = 1000 bytes, as Vite prints them.
 */

/** One chunk of `dist/client/.vite/manifest.json` (only the fields the budget reads). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Budgets {
  /** Gzip bytes allowed before the route's own code. */
  beforeRoute: number;
  /** Gzip bytes allowed for a route's whole first load. */
  route: number;
}

export const BUDGETS: Budgets = { beforeRoute: 90_000, route: 130_000 };

/**
 * What the entry imports lazily that a first visit does not load: shown only when asked for. Every
 * other lazy import of the entry that is not a route loads with every screen and counts in each
 * route's first load, so a new lazily loaded part of the shell is budgeted without being listed.
 */
export const ON_DEMAND: ReadonlySet<string> = new Set([
  'components/ui/toaster.tsx', // the first notification
  'app/NotFound.tsx', // a path outside the route table
]);

export interface RouteLoad {
  path: string;
  /** Gzip bytes of the entry and its static imports: what every route waits for. */
  beforeRoute: number;
  /** Gzip bytes of the route's chunks and the shell's lazy parts that the entry did not already bring. */
  own: number;
  total: number;
  /** The route's own files with their gzip bytes, largest first. */
  ownFiles: FileSize[];
}

/** The manifest keys a chunk brings with it: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string): Set<string> {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    const chunk = manifest[k];
    if (!chunk) throw new Error(`The build manifest has no chunk ${k}`);
    seen.add(k);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return seen;
}

/** The manifest key of the source module a route loads (`@/features/x/Screen` -> `features/x/Screen.tsx`). */
export function manifestKeyOf(manifest: Manifest, specifier: string): string {
  const wanted = specifier.replace(/^@\//, '');
  const key = Object.keys(manifest).find(
    (k) => manifest[k]?.isDynamicEntry && k.replace(/\.[cm]?[jt]sx?$/, '') === wanted,
  );
  if (!key) {
    throw new Error(
      `${specifier} is not a lazily loaded chunk of the build: a route must be loaded with import()`,
    );
  }
  return key;
}

export interface FileSize {
  file: string;
  gzip: number;
}

export interface FirstLoads {
  /** The entry's files (what every route waits for), largest first. */
  entryFiles: FileSize[];
  routes: RouteLoad[];
}

/** The manifest keys of what every visit loads: the entry's, the shell's lazy parts', and each route's. */
export interface FirstLoadKeys {
  /** The entry and its static imports: what every route waits for. */
  entry: Set<string>;
  /** The entry's lazy imports that load on every visit (not a route, not on demand), with their imports. */
  shell: Set<string>;
  routes: { path: string; keys: Set<string> }[];
}

export function firstLoadKeys(
  manifest: Manifest,
  routes: readonly { path: string; module: string }[],
  onDemand: ReadonlySet<string> = ON_DEMAND,
): FirstLoadKeys {
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  if (entries.length !== 1)
    throw new Error(`Expected one entry in the build manifest, found ${entries.length}`);
  const entryKey = entries[0] as string;
  const routeKeys = new Set(routes.map(({ module }) => manifestKeyOf(manifest, module)));
  const lazyImports = manifest[entryKey]?.dynamicImports ?? [];
  for (const key of onDemand) {
    if (!lazyImports.includes(key))
      throw new Error(`${key} is listed as on demand but the entry does not import it lazily`);
  }
  const shell = lazyImports
    .filter((k) => !routeKeys.has(k) && !onDemand.has(k))
    .flatMap((k) => [...staticClosure(manifest, k)]);
  return {
    entry: staticClosure(manifest, entryKey),
    shell: new Set(shell),
    routes: routes.map(({ path, module }) => ({
      path,
      keys: staticClosure(manifest, manifestKeyOf(manifest, module)),
    })),
  };
}

/** Every route's first-load sizes; `gzipOf` gives a built file's gzip bytes. */
export function firstLoads(
  manifest: Manifest,
  routes: readonly { path: string; module: string }[],
  gzipOf: (file: string) => number,
  onDemand: ReadonlySet<string> = ON_DEMAND,
): FirstLoads {
  const keys = firstLoadKeys(manifest, routes, onDemand);
  const sizes = (list: Iterable<string>): FileSize[] =>
    [...list]
      .map((k) => ({ file: fileOf(manifest, k), gzip: gzipOf(fileOf(manifest, k)) }))
      .sort((a, b) => b.gzip - a.gzip);
  const sum = (files: FileSize[]) => files.reduce((total, f) => total + f.gzip, 0);
  const entryFiles = sizes(keys.entry);
  const beforeRoute = sum(entryFiles);
  const loads = keys.routes.map(({ path, keys: routeKeys }) => {
    const own = new Set([...routeKeys, ...keys.shell]);
    const ownFiles = sizes([...own].filter((k) => !keys.entry.has(k)));
    const ownBytes = sum(ownFiles);
    return { path, beforeRoute, own: ownBytes, total: beforeRoute + ownBytes, ownFiles };
  });
  return { entryFiles, routes: loads };
}

export function fileOf(manifest: Manifest, key: string): string {
  return (manifest[key] as ManifestChunk).file;
}

/** The budget lines a route breaks, in words (empty when it fits). */
export function overBudget(load: RouteLoad, budgets: Budgets = BUDGETS): string[] {
  const over: string[] = [];
  if (load.beforeRoute > budgets.beforeRoute)
    over.push(`before the route ${kb(load.beforeRoute)} > ${kb(budgets.beforeRoute)}`);
  if (load.total > budgets.route) over.push(`first load ${kb(load.total)} > ${kb(budgets.route)}`);
  return over;
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** One table of every route, then the largest files of what goes over budget. */
export function report({ entryFiles, routes: loads }: FirstLoads, budgets: Budgets = BUDGETS): string {
  const header = ['route', 'before route', 'route own', 'first load', 'budget'];
  const rows = loads.map((l) => {
    const over = overBudget(l, budgets);
    return [l.path, kb(l.beforeRoute), kb(l.own), kb(l.total), over.length ? 'OVER' : 'ok'];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  const out = [
    `JavaScript a route loads first (gzip); budgets: ${kb(budgets.beforeRoute)} before the route, ${kb(budgets.route)} in all`,
    line(header),
    ...rows.map(line),
  ];
  const files = (list: FileSize[]) => list.slice(0, 8).map((f) => `  ${kb(f.gzip).padStart(9)}  ${f.file}`);
  const beforeRoute = loads[0]?.beforeRoute ?? 0;
  if (beforeRoute > budgets.beforeRoute) {
    out.push('', `Every route waits for ${kb(beforeRoute)} before its own code. The entry's files:`);
    out.push(...files(entryFiles));
  }
  // A route's own files are listed when they alone go past what the budget leaves after the entry.
  for (const l of loads) {
    if (l.total <= budgets.route || l.own <= budgets.route - budgets.beforeRoute) continue;
    out.push('', `${l.path} loads ${kb(l.total)} first. Its own files:`, ...files(l.ownFiles));
  }
  return out.join('\n');
}

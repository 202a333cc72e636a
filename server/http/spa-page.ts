import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { INITIAL_STATUS_ELEMENT_ID, PAGE_PRELOADS_FILE, type PagePreloads } from '@contracts/page';

/**
 * The page every screen starts from: the build's index.html with, in its head, the chunks the screen at
 * that path loads (so the browser fetches them beside the entry instead of after it has run) and the
 * status line's data (so the line, which the screen waits for, needs no request of its own). Both save
 * a round trip before the screen is drawn on a slow connection.
 */
export interface PageTemplate {
  html: string;
  preloads: PagePreloads;
}

const preloadsSchema: z.ZodType<PagePreloads> = z.object({
  shell: z.array(z.string()),
  routes: z.record(z.string(), z.array(z.string())),
});
const NO_PRELOADS: PagePreloads = { shell: [], routes: {} };

/** index.html and the build's preload list; a build without the list serves the plain page. */
export async function readPageTemplate(root: string): Promise<PageTemplate> {
  const html = await readFile(path.join(root, 'index.html'), 'utf8');
  const listed = await readFile(path.join(root, PAGE_PRELOADS_FILE), 'utf8').then(
    (text) => preloadsSchema.safeParse(JSON.parse(text)),
    () => null,
  );
  if (listed && !listed.success) throw new Error(`${PAGE_PRELOADS_FILE} is not a preload list`);
  return { html, preloads: listed?.data ?? NO_PRELOADS };
}

/** The page for `pathname`; `statusJson` is the status answer to embed, when it was ready in time. */
export function renderPage(template: PageTemplate, pathname: string, statusJson?: string): string {
  const { shell, routes } = template.preloads;
  const files = [...shell, ...(Object.hasOwn(routes, pathname) ? (routes[pathname] ?? []) : [])];
  const head = files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">`);
  if (statusJson !== undefined) {
    head.push(
      `<script type="application/json" id="${INITIAL_STATUS_ELEMENT_ID}">${escapeScriptData(statusJson)}</script>`,
    );
  }
  return template.html.replace('</head>', `${head.join('\n')}\n</head>`);
}

/** JSON can only hold `<` inside strings, where `\u003c` means the same: no `</script>` can end the block early. */
const escapeScriptData = (json: string) => json.replaceAll('<', '\\u003c');
const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The status answer if it is ready within `waitMs`: read from memory for the demo and snapshot sources
 * and for a warm live cache; a cold or slow upstream must not hold the page back (the line then asks
 * for it itself). An answer that fails is left to that request too.
 */
export async function statusWithin(
  statusJson: () => string | Promise<string>,
  waitMs: number,
): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  try {
    const answer = Promise.resolve()
      .then(statusJson)
      .catch(() => undefined);
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/*
 * The HTML page the server sends for every screen (server/http/spa-page.ts). No zod here: the client's
 * entry reads the element id, and the entry stays small (speed budget).
 */

/** Id of the `<script type="application/json">` holding the `GET /api/status` answer at page time. */
export const INITIAL_STATUS_ELEMENT_ID = 'initial-status';

/**
 * The build's list of what each route loads beyond the entry (tools/page-preloads), named in the
 * page's head so the browser fetches it beside the entry: `shell` on every page (the status line),
 * `routes` by path. Values are URL paths of built files.
 */
export interface PagePreloads {
  shell: string[];
  routes: Record<string, string[]>;
}

/** Where the build writes the page preloads, relative to the built client's directory. */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

import { type QueryClient } from '@tanstack/react-query';
import { INITIAL_STATUS_ELEMENT_ID } from '@contracts/page';
import type { statusSchema } from '@contracts/status';
import { readQuery, type Parsed } from './read';

/**
 * `GET /api/status`. Fetched once per page load: only the screens that say so poll, so the status
 * dot does not refresh by itself.
 */
export const statusQuery = () => readQuery<typeof statusSchema>(['/api/status']);

/**
 * Starts the status line's data: the answer the server put into the page (`server/http/spa-page.ts`)
 * when there is one, so the line needs no request; else (the Vite dev server, or a status answer
 * that was not ready in time) a request right away. Like every answer, it is not parsed again.
 */
export function startStatus(client: QueryClient, page: Document): void {
  const embedded = page.getElementById(INITIAL_STATUS_ELEMENT_ID)?.textContent;
  try {
    if (embedded) {
      client.setQueryData(statusQuery().queryKey, JSON.parse(embedded) as Parsed<typeof statusSchema>);
      return;
    }
  } catch {
    // Unreadable: asked for below, as without it.
  }
  void client.prefetchQuery(statusQuery());
}

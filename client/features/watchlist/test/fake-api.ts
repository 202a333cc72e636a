import { vi } from 'vitest';
import type { PriceAlert, WatchlistItem } from '@contracts/api/watchlist';
import { playerList } from './data';

type Answer = (body: unknown) => Response | Promise<Response>;

export interface FakeApi {
  items: WatchlistItem[];
  /** Request bodies of every POST /api/watchlist, parsed. */
  posted: unknown[];
  deleted: number[];
  /** Replace to answer the next POSTs differently (an error, or a slow answer). */
  onPost: Answer | null;
  onDelete: ((id: number) => Response) | null;
}

/**
 * A stand-in for the watchlist API that remembers what was added and removed, so a test sees the
 * list refresh after a mutation. Answers 404 for anything it does not know.
 */
export function fakeApi(start: { items?: WatchlistItem[]; alerts?: PriceAlert[] } = {}): FakeApi {
  const api: FakeApi = {
    items: [...(start.items ?? [])],
    posted: [],
    deleted: [],
    onPost: null,
    onDelete: null,
  };
  let nextId = 100;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url === '/api/player-list') return Response.json(playerList());
    if (method === 'GET' && url === '/api/watchlist') return Response.json(api.items);
    if (method === 'GET' && url === '/api/price-alerts') return Response.json(start.alerts ?? []);
    if (method === 'POST' && url === '/api/watchlist') {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      api.posted.push(body);
      if (api.onPost) return api.onPost(body);
      const now = '2025-11-18T10:00:00.000Z';
      const created = { ...body, id: nextId++, createdAt: now, updatedAt: now } as WatchlistItem;
      api.items.push(created);
      return Response.json(created, { status: 201 });
    }
    const del = /^\/api\/watchlist\/(\d+)$/.exec(url);
    if (method === 'DELETE' && del) {
      const id = Number(del[1]);
      api.deleted.push(id);
      if (api.onDelete) return api.onDelete(id);
      api.items = api.items.filter((i) => i.id !== id);
      return new Response(null, { status: 204 });
    }
    return new Response('', { status: 404, statusText: 'Not Found' });
  });
  return api;
}

export const errorResponse = (status: number, error: string, message: string) =>
  Response.json({ error, message }, { status });

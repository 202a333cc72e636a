import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/render';
import { ApiError, apiRequest, fetchQueryKey, getJson, queryKeyToUrl } from './http';
import { createQueryClient } from './query-client';

describe('queryKeyToUrl (shared read convention)', () => {
  it('uses the first item as the path', () => {
    expect(queryKeyToUrl(['/api/fixtures'])).toBe('/api/fixtures');
  });

  it('appends further items as URL-encoded path segments', () => {
    expect(queryKeyToUrl(['/api/manager', 123, 'history'])).toBe('/api/manager/123/history');
    expect(queryKeyToUrl(['/api/players/historical', '2023/24 season'])).toBe(
      '/api/players/historical/2023%2F24%20season',
    );
  });

  it('turns a trailing object into the query string, in its key order', () => {
    expect(queryKeyToUrl(['/api/captain-candidates', { strategy: 'safe', position: 'all' }])).toBe(
      '/api/captain-candidates?strategy=safe&position=all',
    );
    expect(queryKeyToUrl(['/api/x', 7, { q: 'a&b c', n: 3 }])).toBe('/api/x/7?q=a%26b+c&n=3');
  });

  it('rejects keys that would not make a URL', () => {
    expect(() => queryKeyToUrl([42])).toThrow('A query key must start with a path string');
    expect(() => queryKeyToUrl(['/api/x', { horizon: 3 }, 'more'])).toThrow(
      'Query key segments must be strings or numbers',
    );
    expect(() => queryKeyToUrl(['/api/x', { horizon: [3] }])).toThrow(
      'Query parameter horizon must be a string or number',
    );
  });
});

describe('getJson', () => {
  it('sends credentials and returns the parsed body', async () => {
    const calls = stubFetch({ '/api/fixtures': [{ id: 1 }] });
    await expect(getJson('/api/fixtures')).resolves.toEqual([{ id: 1 }]);
    expect(calls[0]?.init?.credentials).toBe('include');
  });

  it('starts the request in a task of its own, not in the task that asked for it', async () => {
    const calls = stubFetch({ '/api/fixtures': [] });
    const answer = getJson('/api/fixtures');
    // Microtasks still run inside the asking task (a React commit): the request must not start there.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(calls).toHaveLength(0);
    await answer;
    expect(calls.map((c) => c.url)).toEqual(['/api/fixtures']);
  });

  it('throws "<status>: <body text>" on a non-OK response', async () => {
    stubFetch({
      '/api/x': () => new Response('Manager not found', { status: 404, statusText: 'Not Found' }),
    });
    await expect(getJson('/api/x')).rejects.toThrow(/^404: Manager not found$/);
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch({ '/api/x': () => new Response('', { status: 503, statusText: 'Service Unavailable' }) });
    await expect(getJson('/api/x')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('keeps the API error code and message from a JSON error body', async () => {
    const body = { error: 'invalid_id', message: 'Manager ID must be a positive whole number' };
    stubFetch({ '/api/manager/abc': () => Response.json(body, { status: 400 }) });
    const error = await getJson('/api/manager/abc').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).body).toEqual(body);
    expect((error as ApiError).message).toBe(`400: ${JSON.stringify(body)}`);
  });

  it('leaves body null when the error body is not the API error shape', async () => {
    stubFetch({ '/api/x': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    const error = (await getJson('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.body).toBeNull();
    expect(error.message).toBe('502: <html>Bad gateway</html>');
  });
});

describe('fetchQueryKey and the default query function', () => {
  it('fetches the URL the key stands for', async () => {
    const calls = stubFetch({ '/api/leagues-classic/314/standings': { standings: { results: [] } } });
    await expect(fetchQueryKey(['/api/leagues-classic', 314, 'standings'])).resolves.toEqual({
      standings: { results: [] },
    });
    expect(calls.map((c) => c.url)).toEqual(['/api/leagues-classic/314/standings']);
  });

  it('is what a query without its own queryFn uses, and a failure is not retried', async () => {
    const calls = stubFetch({ '/api/manager/7': () => new Response('down', { status: 500 }) });
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/manager', 7] })).rejects.toThrow('500: down');
    expect(calls).toHaveLength(1);
  });
});

describe('createQueryClient defaults', () => {
  it('never retries, never refetches on focus and keeps data fresh', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.staleTime).toBe(Infinity);
    expect(mutations?.retry).toBe(false);
  });
});

describe('apiRequest', () => {
  it('sends the method, credentials and a JSON body, and returns the JSON answer', async () => {
    const calls = stubFetch({ '/api/watchlist': { id: 5 } });
    await expect(apiRequest('POST', '/api/watchlist', { playerId: 1, currentPrice: 85 })).resolves.toEqual({
      id: 5,
    });
    const init = calls[0]?.init;
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"playerId":1,"currentPrice":85}');
  });

  it('sends no body when none is given and resolves null on an empty answer', async () => {
    const calls = stubFetch({ '/api/watchlist/5': () => new Response(null, { status: 204 }) });
    await expect(apiRequest('DELETE', '/api/watchlist/5')).resolves.toBeNull();
    expect(calls[0]?.init?.body).toBeUndefined();
    expect(calls[0]?.init?.headers).toBeUndefined();
  });

  it('throws the same error format as reads', async () => {
    stubFetch({
      '/api/admin/upset-config/reset': () =>
        new Response('', { status: 500, statusText: 'Internal Server Error' }),
    });
    await expect(apiRequest('POST', '/api/admin/upset-config/reset')).rejects.toThrow(
      '500: Internal Server Error',
    );
  });
});

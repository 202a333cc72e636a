import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { ApiErrorBody } from '@contracts/errors';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '@/app/AppProviders';
import { createQueryClient } from '@/api/query-client';

/** Renders `ui` with the app's providers at `path`; `history` records every navigation. */
export function renderWithApp(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </AppProviders>,
  );
  return { ...result, history: location.history, queryClient };
}

/** A `fetch` stand-in answering each URL from `routes` (status 200 JSON), 404 for anything else. */
export function stubFetch(routes: Record<string, unknown | (() => Response | Promise<Response>)>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const answer = routes[url];
    if (answer === undefined) return new Response('', { status: 404, statusText: 'Not Found' });
    if (typeof answer === 'function') return (answer as () => Response | Promise<Response>)();
    return Response.json(answer);
  };
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** The API's refusal of a request: the status and the JSON error body every endpoint answers with. */
export function apiError(status: number, body: ApiErrorBody, headers?: HeadersInit): Response {
  return Response.json(body, { status, headers });
}

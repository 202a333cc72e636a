import type { ApiErrorBody } from '@contracts/errors';
import { noteDataFreshness } from './data-freshness';

/**
 * A non-OK API response. Every screen shows the same message shape: `"<status>: <body text>"`, or
 * the status text when the body is empty. `body` holds the API's
 * `{error, message}` JSON when the server sent one, so screens can branch on the error code.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, text: string, statusText: string) {
    super(`${status}: ${text || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseErrorBody(text);
  }
}

// The contract's shape checked by hand: zod is not part of the client's first load (decision record 0007).
function parseErrorBody(text: string): ApiErrorBody | null {
  if (!text) return null;
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) return null;
    const { error, message } = body as Record<string, unknown>;
    return typeof error === 'string' && typeof message === 'string' ? { error, message } : null;
  } catch {
    return null; // not JSON: the raw text is already in the message
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new ApiError(res.status, text, res.statusText);
}

/** A key item that may become a path segment; anything else would silently turn into "[object Object]". */
export type KeySegment = string | number;

/** The query string of a read, as the last key item: values in the order the URL should list them. */
export type KeyParams = Readonly<Record<string, KeySegment>>;

/**
 * The one read convention: the first key item is the path; further strings and numbers are
 * URL-encoded and appended as path segments; a plain object as the last item becomes the query
 * string in its own key order. `['/api/manager', 123, 'history']` -> `/api/manager/123/history`,
 * `['/api/fixture-difficulty', { start: 1, end: 6 }]` -> `/api/fixture-difficulty?start=1&end=6`.
 * Keeping the URL's parts in the key means equal reads share one cache entry.
 */
export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  const [path, ...rest] = queryKey;
  if (typeof path !== 'string') throw new TypeError('A query key must start with a path string');
  const last = rest.at(-1);
  const params = isParams(last) ? last : undefined;
  const segments = params === undefined ? rest : rest.slice(0, -1);
  const url = [path, ...segments.map(toSegment)].join('/');
  return params === undefined ? url : `${url}?${toSearch(params)}`;
}

function isParams(item: unknown): item is KeyParams {
  return typeof item === 'object' && item !== null && !Array.isArray(item);
}

function toSegment(item: unknown): string {
  if (typeof item !== 'string' && typeof item !== 'number') {
    throw new TypeError(`Query key segments must be strings or numbers, got ${typeof item}`);
  }
  return encodeURIComponent(String(item));
}

function toSearch(params: KeyParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new TypeError(`Query parameter ${name} must be a string or number, got ${typeof value}`);
    }
    search.append(name, String(value));
  }
  return search.toString();
}

/** Resolves in a task of its own, after what the browser has queued (a 0 ms timer). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * GET a URL with credentials and return the parsed JSON; throws `ApiError` on a non-OK status.
 * The request starts in a task of its own: a screen mounting several reads started them all inside
 * React's commit, one task of 125-170 ms at 4x CPU on the Open FPL screen (seven reads; Chromium
 * trace, 2026-11-28), which a 0 ms yield per read splits into short ones.
 */
export async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  await nextTask();
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfNotOk(res);
  noteDataFreshness(res.headers);
  return res.json();
}

/** GET the URL a query key stands for (see `queryKeyToUrl`). */
export function fetchQueryKey(queryKey: readonly unknown[], signal?: AbortSignal): Promise<unknown> {
  return getJson(queryKeyToUrl(queryKey), signal);
}

/**
 * A mutation: sends `method` with credentials, and a JSON body only when one is given.
 * Resolves to the parsed JSON response, or `null` when the response has no body (e.g. 204).
 * The result is `unknown` on purpose: callers validate it with the endpoint's contract schema.
 */
export async function apiRequest(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  const text = await res.text();
  return text ? (JSON.parse(text) as unknown) : null;
}

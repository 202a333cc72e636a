import { queryOptions, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import { fetchQueryKey } from './http';

/** Any contract schema: only its output type matters to a read. */
export interface Parser<T> {
  parse(data: unknown): T;
}

/** What a contract schema's `parse` returns: the answer's type. */
export type Parsed<S> = S extends Parser<infer T> ? T : never;

/**
 * The query function of every read: GET the URL the query key stands for (`queryKeyToUrl`); the
 * answer has the type of the endpoint's contract schema, imported as a type only
 * (`import type { xSchema }`, `readAs<typeof xSchema>()`). The client does not parse it again: the
 * server validated it with that schema, and zod would weigh more than the rest of the data layer in
 * every screen's first load (decision record 0007).
 */
export function readAs<S extends Parser<unknown>>() {
  return ({ queryKey, signal }: QueryFunctionContext): Promise<Parsed<S>> =>
    fetchQueryKey(queryKey, signal) as Promise<Parsed<S>>;
}

/** How long a read's answer stays fresh, or how often it is asked again, and its retries. */
interface Freshness {
  staleTime?: number;
  refetchInterval?: number;
  retry?: number | boolean;
}

/**
 * A read's query options: the key its URL is built from (`['/api/x', params]`), the read itself
 * (`readAs`) and how long its answer stays fresh: `readQuery<typeof xSchema>(['/api/x'], { staleTime })`.
 */
export function readQuery<S extends Parser<unknown>, K extends QueryKey = QueryKey>(
  queryKey: K,
  fresh: Freshness = {},
) {
  return queryOptions({ queryKey, queryFn: readAs<S>(), ...fresh });
}

import { degradedFields } from '@contracts/fpl/lenient';
import { isSafeId } from '@contracts/params';
import { UpstreamError } from '../fpl/source';
import { notFound } from '../http/api-error';

/** Awaits an upstream read, turning "not found" into a 404 with a message the user can act on. */
export async function orNotFound<T>(read: Promise<T>, message: string): Promise<T> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof UpstreamError && err.kind === 'not_found') throw notFound(message);
    throw err;
  }
}

/**
 * An id the official game gave us (a manager's current event, say) before it is used to read more:
 * out of range it is upstream's fault (502 upstream_invalid), not a bad id from the caller (400).
 */
export function upstreamId(label: string, n: number, max: number): number {
  if (!isSafeId(n, max)) throw new UpstreamError('invalid_payload', `${label} out of range: ${String(n)}`);
  return n;
}

/**
 * Payload fields (or lists, none of whose items may be dropped) most screens can do without but
 * this one cannot: when any of them fell back while parsing (see contracts/fpl/lenient.ts), the
 * screen answers 502 upstream_invalid instead of guessing.
 */
export function requireFields<T>(data: T, fields: readonly string[], where: string): T {
  const missing = degradedFields(data).filter((d) => fields.some((f) => d === f || d.startsWith(`${f}:`)));
  if (missing.length > 0)
    throw new UpstreamError('invalid_payload', `${where}: unreadable ${missing.join(', ')}`);
  return data;
}

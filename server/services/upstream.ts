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

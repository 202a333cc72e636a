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

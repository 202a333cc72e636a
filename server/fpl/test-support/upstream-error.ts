import { expect } from 'vitest';
import { UpstreamError } from '../source';

/** The UpstreamError `promise` rejects with; fails the test if it resolves or rejects with anything else. */
export async function upstreamError(promise: Promise<unknown>): Promise<UpstreamError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UpstreamError);
  return err as UpstreamError;
}

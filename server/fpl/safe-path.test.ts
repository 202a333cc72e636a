import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveInside } from './safe-path';
import { UpstreamError } from './source';

describe('resolveInside', () => {
  const root = path.resolve('/srv/snapshot');

  it('joins a relative path below the root', () => {
    expect(resolveInside(root, 'entry/7/history.json')).toBe(path.join(root, 'entry', '7', 'history.json'));
  });

  it.each(['../secret.json', 'entry/../../x.json', '/etc/passwd', '', '.'])(
    'refuses %j with invalid_id',
    (relative) => {
      let caught: unknown;
      try {
        resolveInside(root, relative);
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeInstanceOf(UpstreamError);
      expect((caught as UpstreamError).kind).toBe('invalid_id');
    },
  );
});

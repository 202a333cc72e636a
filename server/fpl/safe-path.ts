import path from 'node:path';
import { UpstreamError } from './source';

/**
 * Joins a '/'-separated relative path onto `root` and refuses anything that resolves outside it.
 * Paths are built from validated integers only, so this is defence in depth for the snapshot
 * reader and the recorder's writer.
 */
export function resolveInside(root: string, relative: string): string {
  const base = path.resolve(root);
  if (path.isAbsolute(relative) || relative.startsWith('/')) {
    throw new UpstreamError('invalid_id', `path ${relative} is not relative`);
  }
  const file = path.resolve(base, ...relative.split('/'));
  const rel = path.relative(base, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) {
    throw new UpstreamError('invalid_id', `path ${relative} leaves the directory ${base}`);
  }
  return file;
}

import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './lazy-logger';

/** A logger at `info` that records its lines and how many children were built. */
function recordingLogger() {
  const record = { children: 0, lines: [] as Array<{ level: string; bindings: object; args: unknown[] }> };
  const make = (bindings: object): FastifyBaseLogger => {
    const at =
      (level: string) =>
      (...args: unknown[]) =>
        void record.lines.push({ level, bindings, args });
    return {
      level: 'info',
      isLevelEnabled: (l: string) => ['fatal', 'error', 'warn', 'info'].includes(l),
      fatal: at('fatal'),
      error: at('error'),
      warn: at('warn'),
      info: at('info'),
      debug: at('debug'),
      trace: at('trace'),
      silent: () => undefined,
      child: (more: object) => {
        record.children += 1;
        return make({ ...bindings, ...more });
      },
    } as unknown as FastifyBaseLogger;
  };
  return { root: make({}), record };
}

describe('lazyChildLogger', () => {
  it('builds no child for lines below the level, and one child, with the bindings, for lines written', () => {
    const { root, record } = recordingLogger();
    const log = lazyChildLogger(root, { reqId: 'req-1' }, {});
    log.debug('quiet');
    log.trace('quieter');
    expect(record.children).toBe(0);
    expect(record.lines).toEqual([]);

    log.info({ a: 1 }, 'kept');
    log.error('also kept');
    expect(record.children).toBe(1);
    expect(record.lines).toEqual([
      { level: 'info', bindings: { reqId: 'req-1' }, args: [{ a: 1 }, 'kept'] },
      { level: 'error', bindings: { reqId: 'req-1' }, args: ['also kept'] },
    ]);
  });

  it('builds the child at once when the route asks for options of its own', () => {
    const { root, record } = recordingLogger();
    lazyChildLogger(root, { reqId: 'req-2' }, { level: 'debug' });
    expect(record.children).toBe(1);
  });
});

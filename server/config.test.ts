import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 5000, auto source, embedded database under ./data', () => {
    const c = loadConfig({}, '/repo');
    expect(c.port).toBe(5000);
    expect(c.fplSource).toBe('auto');
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toBe(path.resolve('/repo/data'));
    expect(c.demoDir).toBe(path.resolve('/repo/data/demo'));
  });

  it('lets PORT, DATA_DIR, DEMO_DIR and DATABASE_URL override', () => {
    const c = loadConfig({ PORT: '6123', DATA_DIR: '/tmp/x', DEMO_DIR: 'demo2', DATABASE_URL: 'postgres://a@b/c' }, '/repo');
    expect(c.port).toBe(6123);
    expect(c.dataDir).toBe('/tmp/x');
    expect(c.demoDir).toBe(path.resolve('/repo/demo2'));
    expect(c.databaseUrl).toBe('postgres://a@b/c');
  });

  it('rejects a malformed port with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, '/repo')).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' }, '/repo')).toThrow(/PORT/);
  });
});

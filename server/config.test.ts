import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseFor, loadConfig } from './config';
import { hashPassword } from './services/admin-auth/password';

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
    const c = loadConfig(
      { PORT: '6123', DATA_DIR: '/tmp/x', DEMO_DIR: 'demo2', DATABASE_URL: 'postgres://a@b/c' },
      '/repo',
    );
    expect(c.port).toBe(6123);
    expect(c.dataDir).toBe('/tmp/x');
    expect(c.demoDir).toBe(path.resolve('/repo/demo2'));
    expect(c.databaseUrl).toBe('postgres://a@b/c');
  });

  it('reads the admin password in plain or stored form, else keeps the stored one', async () => {
    expect(loadConfig({}, '/repo').admin).toEqual({ kind: 'stored' });
    expect(loadConfig({ ADMIN_PASSWORD: 'long enough' }, '/repo').admin).toEqual({
      kind: 'password',
      password: 'long enough',
    });
    const passwordHash = await hashPassword('long enough');
    expect(loadConfig({ ADMIN_PASSWORD_HASH: passwordHash }, '/repo').admin).toEqual({
      kind: 'hash',
      passwordHash,
    });
  });

  it('refuses a short admin password, a malformed hash, or both forms at once', async () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' }, '/repo')).toThrow(/ADMIN_PASSWORD: at least 8/);
    expect(() => loadConfig({ ADMIN_PASSWORD_HASH: 'secret' }, '/repo')).toThrow(/ADMIN_PASSWORD_HASH/);
    const both = { ADMIN_PASSWORD: 'long enough', ADMIN_PASSWORD_HASH: await hashPassword('x') };
    expect(() => loadConfig(both, '/repo')).toThrow(/not both/);
  });

  it('rejects a malformed port with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, '/repo')).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' }, '/repo')).toThrow(/PORT/);
  });

  it('holds a shared job a minute unrenewed unless JOB_LEASE_SECONDS says otherwise (5-3600)', () => {
    expect(loadConfig({}, '/repo').jobLeaseMs).toBe(60_000);
    expect(loadConfig({ JOB_LEASE_SECONDS: '10' }, '/repo').jobLeaseMs).toBe(10_000);
    expect(() => loadConfig({ JOB_LEASE_SECONDS: '1' }, '/repo')).toThrow(/JOB_LEASE_SECONDS/);
    expect(() => loadConfig({ JOB_LEASE_SECONDS: 'soon' }, '/repo')).toThrow(/JOB_LEASE_SECONDS/);
  });

  it('reads FPL_AS_OF_GAMEWEEK as a gameweek 1-38, unset by default', () => {
    expect(loadConfig({}, '/repo').fplAsOfGameweek).toBeUndefined();
    expect(loadConfig({ FPL_AS_OF_GAMEWEEK: '20' }, '/repo').fplAsOfGameweek).toBe(20);
    expect(() => loadConfig({ FPL_AS_OF_GAMEWEEK: '39' }, '/repo')).toThrow(/FPL_AS_OF_GAMEWEEK/);
    expect(() => loadConfig({ FPL_AS_OF_GAMEWEEK: 'mid' }, '/repo')).toThrow(/FPL_AS_OF_GAMEWEEK/);
  });

  it('gives the demo its own database: a PGlite directory, or the fpl_demo schema on PostgreSQL', () => {
    const c = loadConfig(
      { DATA_DIR: '/d', DATABASE_URL: 'postgres://a@b/c', DATABASE_SCHEMA: 'fpl' },
      '/repo',
    );
    expect(databaseFor(c, 'live')).toEqual({
      databaseUrl: 'postgres://a@b/c',
      dataDir: '/d/pglite',
      schema: 'fpl',
    });
    expect(databaseFor(c, 'snapshot')).toEqual({
      databaseUrl: 'postgres://a@b/c',
      dataDir: '/d/pglite',
      schema: 'fpl',
    });
    expect(databaseFor(c, 'demo')).toEqual({
      databaseUrl: 'postgres://a@b/c',
      dataDir: '/d/pglite-demo',
      schema: 'fpl_demo',
    });
    expect(loadConfig({}, '/repo').databaseSchema).toBe('public');
  });

  it('refuses a schema name that is not a plain PostgreSQL name, or is the demo’s', () => {
    expect(() => loadConfig({ DATABASE_SCHEMA: 'Fpl; drop' }, '/repo')).toThrow(/DATABASE_SCHEMA/);
    expect(() => loadConfig({ DATABASE_SCHEMA: 'fpl_demo' }, '/repo')).toThrow(
      /DATABASE_SCHEMA: fpl_demo is the demo season's schema/,
    );
  });

  it('trusts no proxy unless TRUST_PROXY says which: a hop count, or addresses and ranges', () => {
    expect(loadConfig({}, '/repo').trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }, '/repo').trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }, '/repo').trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }, '/repo').trustProxy).toBe(
      'loopback, 10.0.0.0/8',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'yes please!' }, '/repo')).toThrow(/TRUST_PROXY/);
  });

  it('refuses TRUST_PROXY=true at start, saying what to set instead', () => {
    // Trusting any proxy means believing the client-written first X-Forwarded-For entry.
    expect(() => loadConfig({ TRUST_PROXY: 'true' }, '/repo')).toThrow(
      /TRUST_PROXY: `true` is not accepted: .*any client can write.*TRUST_PROXY=1 for one reverse proxy.*TRUST_PROXY=loopback/,
    );
  });
});

import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../app';
import { testApp } from '../routes/test-support/test-app';
import { fakeSource } from '../routes/test-support/fake-source';
import { ensureOwner } from './owner-cookie';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(overrides: Partial<AppDeps> = {}): Promise<FastifyInstance> {
  app = await testApp({ fpl: fakeSource(), ...overrides });
  app.post('/api/echo', async (req) => req.body);
  app.get('/api/owner', async (req, reply) => ({ owner: ensureOwner(req, reply) }));
  app.get('/api/hang', () => new Promise<never>(() => {}));
  return app;
}

/** Sends raw bytes and resolves with what came back and how long until the server closed the socket. */
function rawExchange(port: number, bytes: string): Promise<{ response: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let response = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (response += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ response, closedAfterMs: Date.now() - started }));
    // Far beyond the bound under test: a socket still open then is the defect itself.
    setTimeout(() => socket.destroy(new Error('still open after 10 s')), 10_000).unref();
  });
}

// First in the file: Fastify may emit a warning only once, and a later app would not show it then.
describe('start-up', () => {
  it('builds the app without a deprecation warning in the log', async () => {
    const warnings: string[] = [];
    const record = (w: Error) => warnings.push(`${w.name}: ${w.message}`);
    process.on('warning', record);
    try {
      await (await start()).ready();
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', record);
    }
    expect(
      warnings.filter((w) => w.startsWith('FastifyWarning') || w.startsWith('DeprecationWarning')),
    ).toEqual([]);
  });
});

describe('request timeouts', () => {
  it('answers 408 and closes the socket when a body never arrives in full', async () => {
    const a = await start({ http: { requestTimeoutMs: 500, timeoutCheckIntervalMs: 100 } });
    await a.listen({ port: 0, host: '127.0.0.1' });
    const { port } = a.server.address() as AddressInfo;
    const { response, closedAfterMs } = await rawExchange(
      port,
      'POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"short":',
    );
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(400);
    expect(closedAfterMs).toBeLessThan(2_000);
  });
});

describe('silent sockets', () => {
  it('closes the socket of a request whose handler never answers', async () => {
    const a = await start({ http: { idleSocketTimeoutMs: 500, timeoutCheckIntervalMs: 100 } });
    await a.listen({ port: 0, host: '127.0.0.1' });
    const { port } = a.server.address() as AddressInfo;
    const { response, closedAfterMs } = await rawExchange(port, 'GET /api/hang HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(response).toBe('');
    expect(closedAfterMs).toBeGreaterThanOrEqual(450);
    expect(closedAfterMs).toBeLessThan(2_000);
  });

  it('leaves a keep-alive socket that keeps asking open past the idle bound', async () => {
    const a = await start({ http: { idleSocketTimeoutMs: 500, timeoutCheckIntervalMs: 100 } });
    await a.listen({ port: 0, host: '127.0.0.1' });
    const { port } = a.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let answers = 0;
    socket.on(
      'data',
      (chunk: Buffer) => (answers += chunk.toString('latin1').split('HTTP/1.1 200').length - 1),
    );
    for (let i = 0; i < 6; i++) {
      socket.write('GET /api/status HTTP/1.1\r\nHost: x\r\n\r\n');
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(socket.destroyed).toBe(false);
    expect(answers).toBe(6);
    socket.destroy();
  });
});

describe('behind a TLS proxy', () => {
  const viaProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };

  it('marks the owner cookie Secure when the trusted proxy says the request was https', async () => {
    const a = await start({ http: { trustProxy: 1 } });
    const res = await a.inject({ method: 'GET', url: '/api/owner', headers: viaProxy });
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure$/);
    const plain = await a.inject({ method: 'GET', url: '/api/owner' });
    expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('ignores forwarded headers by default, so a client cannot claim https for itself', async () => {
    const a = await start();
    const res = await a.inject({ method: 'GET', url: '/api/owner', headers: viaProxy });
    expect(String(res.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('trusts only the listed proxy addresses', async () => {
    const a = await start({ http: { trustProxy: '10.0.0.0/8' } });
    const trusted = await a.inject({ url: '/api/owner', headers: viaProxy, remoteAddress: '10.1.2.3' });
    expect(String(trusted.headers['set-cookie'])).toMatch(/; Secure$/);
    const other = await a.inject({ url: '/api/owner', headers: viaProxy, remoteAddress: '192.0.2.1' });
    expect(String(other.headers['set-cookie'])).not.toMatch(/Secure/);
  });
});

describe('request logging at info', () => {
  it('stays quiet for quick successful requests and still logs refusals and failures', async () => {
    const lines: Array<{ level: number; msg: string; reqId?: string; res?: { statusCode: number } }> = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const a = await start({ logger: { level: 'info', stream } });
    for (let i = 0; i < 20; i++) expect((await a.inject({ url: '/api/status' })).statusCode).toBe(200);
    expect(lines).toEqual([]);

    expect((await a.inject({ url: '/api/nope' })).statusCode).toBe(404);
    expect((await a.inject({ url: '/api/bootstrap-static' })).statusCode).toBe(503);
    const requestLines = lines.filter((l) => l.res).map((l) => [l.res?.statusCode, l.msg]);
    expect(requestLines).toEqual([
      [404, 'request refused'],
      [503, 'request failed'],
    ]);
    // Every line of a request still names it, so a failure can be followed through the log.
    expect(lines.every((l) => typeof l.reqId === 'string')).toBe(true);
  });
});

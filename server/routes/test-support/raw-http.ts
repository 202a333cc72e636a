import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Listens on 127.0.0.1 (port from the OS) and returns a GET that sends the path byte for byte. */
export async function listenRaw(app: FastifyInstance): Promise<(path: string) => Promise<RawResponse>> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  // inject() and fetch() normalise "%2E%2E" to ".." and drop it, as browsers do; a hand-made
  // request does not, and the API must still refuse it.
  return (path) =>
    new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });
}

import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The yardstick: a bare Node server sending the bytes and headers the app sent (recorded in the spec
 * file by main.ts), keyed by path and whether the client accepts compression.
 */
type Spec = Record<string, { headers: Record<string, string>; body: string }>;
const [specFile = '', port = ''] = process.argv.slice(2);
const spec = JSON.parse(readFileSync(specFile, 'utf8')) as Spec;
const routes = new Map(
  Object.entries(spec).map(([k, v]) => [k, { ...v, body: Buffer.from(v.body, 'base64') }]),
);
createServer((req, res) => {
  const route = routes.get(`${req.url} ${req.headers['accept-encoding'] ? 'br' : 'identity'}`);
  if (!route) return void res.writeHead(404).end();
  res.writeHead(200, route.headers).end(route.body);
}).listen(Number(port), '127.0.0.1');

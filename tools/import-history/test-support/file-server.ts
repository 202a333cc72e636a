import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FileServer {
  /** Base URL such as http://127.0.0.1:12345/data */
  base: string;
  /** Paths requested so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * Serves `files` (path under /data -> content) on 127.0.0.1 like raw.githubusercontent.com:
 * 404 for anything else. `behaviour` overrides single paths with a status code or a hang.
 */
export async function serveFiles(
  files: Record<string, string | Uint8Array>,
  behaviour: Record<string, number | 'hang'> = {},
): Promise<FileServer> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '').replace(/^\/data\//, ''));
    requests.push(path);
    const special = behaviour[path];
    if (special === 'hang') return; // never answers; the client's timeout must fire
    if (typeof special === 'number') {
      res.writeHead(special).end('error');
      return;
    }
    const content = files[path];
    if (content === undefined) {
      res.writeHead(404).end('404: Not Found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(content);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/data`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

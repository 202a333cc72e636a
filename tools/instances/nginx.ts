import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';
export const hasNginx = () => existsSync(NGINX);

/**
 * The deployment's own nginx configuration (deploy/nginx.conf), with the instances' and the cache's
 * places replaced by this machine's: what the test exercises is what the README documents.
 */
export function localNginxSite(
  repoRoot: string,
  listenPort: number,
  appPorts: number[],
  dir: string,
): string {
  const site = readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const servers = appPorts.map((port) => `  server 127.0.0.1:${port};`).join('\n');
  const replaced = site
    .replace(/proxy_cache_path \S+/, `proxy_cache_path ${path.join(dir, 'cache')}`)
    .replace(/upstream fpl_app \{[^}]*\}/, `upstream fpl_app {\n${servers}\n}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${listenPort};`);
  if (replaced === site) throw new Error('deploy/nginx.conf no longer has the parts this test replaces');
  return replaced;
}

/** Starts Debian's nginx in the foreground with its own prefix, pid and logs under `dir`. */
export function startNginx(site: string, dir: string): { process: ChildProcess; stop(): void } {
  mkdirSync(path.join(dir, 'cache'), { recursive: true });
  writeFileSync(path.join(dir, 'site.conf'), site);
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // As root the workers would drop to `nobody`, who cannot write the test's temporary directory.
      asRoot ? 'user root root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${path.join(dir, `${kind}-temp`)};`,
      ),
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration: ${check.stderr}`);
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  return {
    process: child,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
}

// Development: the API with reload (tsx watch) on :5000 and Vite's dev server on :5173 (proxying /api).
import { spawn } from 'node:child_process';

const run = (cmd, args) => spawn(cmd, args, { stdio: 'inherit', env: process.env });
const children = [run('npx', ['tsx', 'tools/prepare.ts'])];
children[0].on('exit', (code) => {
  if (code !== 0) process.exit(code ?? 1);
  children.push(run('npx', ['tsx', 'watch', 'server/main.ts']), run('npx', ['vite']));
});
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// The worker thread's entry: registers tsx (the project runs TypeScript through it), then loads the
// worker. A worker's --import in execArgv is not applied on Node 20, so the loader is registered here.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');

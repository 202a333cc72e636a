// A worker thread's entry: registers tsx (the project runs TypeScript through it), then loads the
// worker's module (workerData.module, a URL; the model pool's worker.ts by default). A worker's
// --import in execArgv is not applied on Node 20, so the loader is registered here.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData?.module ?? './worker.ts');

import { openDatabase } from '../server/db/client';
import { runJob } from './background-jobs/jobs';
const o = await openDatabase({ dataDir: process.argv[2] });
const cpu0 = process.cpuUsage(); const t0 = performance.now();
await runJob(o.db, { kind: 'demo-history', demoDir: process.argv[3]! }, { info: (l) => console.log(l), warn: (l) => console.log('W', l), progress: () => {} });
const c = process.cpuUsage(cpu0);
console.log('wall', ((performance.now()-t0)/1000).toFixed(1), 'cpu', ((c.user+c.system)/1e6).toFixed(1));
await o.close();

import { openDatabase } from '/work/wt/prices/server/db/client';
import { seasonRows } from '/work/wt/prices/tools/backtest-prices/season-rows';
import { evaluate, modelVersusBaselines } from '/work/wt/prices/engine/prices/honest/evaluate';
import { score } from '/work/wt/prices/engine/prices/scores';
const FIT = ['2019-20', '2020-21', '2021-22', '2022-23', '2023-24'];
const all = ['2016-17','2017-18','2018-19','2019-20', '2020-21', '2021-22', '2022-23', '2023-24','2024-25','2025-26'];
const t0 = Date.now();
const db = await openDatabase({ databaseUrl: undefined, dataDir: '/tmp/prices-data/pglite' } as never);
const fit = [], held = [];
for (const s of all) { const rows = await seasonRows(db.db, s); (FIT.includes(s) ? fit : held).push(...rows); console.log(s, rows.length, rows.filter(r=>r.rose).length, rows.filter(r=>r.fell).length); }
console.log('load', Date.now() - t0);
const e = evaluate(fit, held);
console.log('eval', Date.now() - t0);
for (const p of e.predictors) console.log(p.id, JSON.stringify(score(p.heldOut.rise).f1), JSON.stringify(score(p.heldOut.fall).f1), 'fit', score(p.fitted.rise).f1, score(p.fitted.fall).f1, p.heldOut.calibrationError, p.description);
console.log(modelVersusBaselines(e,'rise'), modelVersusBaselines(e,'fall'));
for (const r of e.reliability) console.log(r.predictor, r.direction, r.bins.map(b=>`${b.predicted.toFixed(3)}/${b.observed.toFixed(3)}/${b.count}`).join(' '));
await db.close();

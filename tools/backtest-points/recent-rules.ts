/**
 * Scores the two recent-minutes rules on the same rows: his last five matches across seasons (the
 * backtest's) and this season's only once he has one (the server's until now). Prints RMSE of
 * points on gameweeks 2-6 (where they differ most), on all rows, on the rows the README's figures are on (both xP figures recorded) and on the rows where the two
 * projections differ, with the minutes model's P(60+) Brier score.
 *
 * Usage: npx tsx tools/backtest-points/recent-rules.ts --seasons 2022-23
 */
import { backtestCommand } from '../backtest-args';
import { pointsRecords } from './cli';
import type { BacktestRecord } from './measure';

const rmse = (rs: readonly BacktestRecord[]) =>
  Math.sqrt(rs.reduce((s, r) => s + (r.model - r.actual) ** 2, 0) / Math.max(rs.length, 1));
const brier = (rs: readonly BacktestRecord[]) => {
  const single = rs.filter((r) => r.sixty !== null);
  return single.reduce((s, r) => s + (r.sixty!.p - r.sixty!.happened) ** 2, 0) / Math.max(single.length, 1);
};

const run = backtestCommand('recent-rules --seasons 2022-23', async (db, opts, io) => {
  const seasons = [...opts.seasons].sort();
  const across = await pointsRecords(db, seasons, () => {}, 'across');
  const season = await pointsRecords(db, seasons, () => {}, 'season');
  if (typeof across === 'string' || typeof season === 'string') {
    io.err(String(across));
    return 1;
  }
  const key = (r: BacktestRecord) => `${r.season}/${r.gameweek}/${r.code}`;
  const other = new Map(season.map((r) => [key(r), r]));
  const differ = new Set(across.filter((r) => Math.abs(r.model - other.get(key(r))!.model) > 1e-12).map(key));
  io.out('season   rows     rows    across    season   (RMSE points; Brier P(60+))');
  for (const s of seasons) {
    const groups: [string, (r: BacktestRecord) => boolean][] = [
      ['GW2-6', (r) => r.season === s && r.gameweek <= 6],
      ['GW7-38', (r) => r.season === s && r.gameweek > 6],
      ['all', (r) => r.season === s],
      ['README rows', (r) => r.season === s && r.xp !== null && r.xpBefore !== null],
      ['differ', (r) => r.season === s && differ.has(key(r))],
      ['differ GW2-6', (r) => r.season === s && r.gameweek <= 6 && differ.has(key(r))],
    ];
    for (const [name, keep] of groups) {
      const a = across.filter(keep);
      const b = season.filter(keep);
      io.out(
        `${s} ${name.padEnd(13)} ${String(a.length).padStart(6)}  RMSE ${rmse(a).toFixed(5)} ${rmse(b).toFixed(5)}  Brier ${brier(a).toFixed(5)} ${brier(b).toFixed(5)}`,
      );
    }
  }
  return 0;
});

run(process.argv.slice(2), process.env, { out: console.log, err: console.error }).then((c) =>
  process.exit(c),
);

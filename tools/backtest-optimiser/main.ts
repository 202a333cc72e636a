import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_WEIGHT, bestLineup, scoreWeek, type PlanChip, type PlanPlayer } from '@engine/optimiser';
import { freeTransferRules } from '@engine/transfers';
import { databaseFor, loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { matchesRepository } from '../../server/db/repositories/matches';
import { historyRepository } from '../../server/db/repositories/past-seasons';
import { pointsHistory } from '../../server/db/repositories/points-history';
import { createSnapshotSource } from '../../server/fpl/snapshot-source';
import { createSolver } from '../../server/services/transfer-plan/solver';
import { absenceNews } from './absence-news';
import { addWeekErrors, errorsLine, noErrors } from './accuracy';
import { CHIP_GAIN_TO_PLAY } from './chips';
import { crowdAvailability, fitCrowdNews, minutesBeforeSeason } from './crowd-news';
import { greedyTransfer } from './greedy';
import { loadHistory, type SeasonHistory } from './history';
import { recordedManagers } from './managers';
import { deadlineProjector, type DeadlinePlayer } from './projections';
import { deadlinePlayers, manageSeason, type Team } from './season';

/**
 * npm run backtest-optimiser [-- --season 2025-26 --from 1 --to 29 --horizon 3 --bench 0.1 --saved 0
 *   --chips 7,10,10,12 --gap 0.005 --nodes 2000 --discount 1 --news none]
 * One team managed through a season (2025-26 by default; 2024-25 to choose settings on) week by week (season.ts): at each deadline the points model is
 * fitted on the imported seasons as of that deadline (projections.ts, as backtest-points fits it),
 * prices are the history files' for the gameweek, chips by chips.ts, team news none, read from
 * the crowd's transfers (--news crowd, crowd-news.ts) or, to measure what news is worth, rebuilt
 * from later absences (--news absences, absence-news.ts: an oracle). Each week is scored as the
 * game scores it (automatic substitutions, vice-captain, chips) from the history files, net of
 * hits. Beside it on the same weeks: the first team kept (best XI each week by the same
 * projections), a greedy manager (the one transfer that adds most expected points next week, when
 * it adds any), the game's average manager and the recorded league's managers, net of hits.
 * Needs the seasons imported (npm run import-history) in the app's database.
 */
const { values } = parseArgs({
  options: {
    from: { type: 'string', default: '1' },
    to: { type: 'string', default: '29' },
    horizon: { type: 'string', default: '3' },
    season: { type: 'string', default: '2025-26' },
    // Each solve stops at this relative gap to HiGHS's bound or after this many nodes, not at a
    // time: a time limit made the total move with the machine's load.
    gap: { type: 'string', default: '0.005' },
    nodes: { type: 'string', default: '2000' },
    // The objective's bench weight and a free transfer saved past the horizon's worth, in points.
    bench: { type: 'string', default: String(BENCH_WEIGHT) },
    saved: { type: 'string', default: '0' },
    // Each week ahead's expected points weighted by this once more per week (1: none).
    discount: { type: 'string', default: '1' },
    // Chip thresholds as tc,bb,fh,wc (chips.ts CHIP_GAIN_TO_PLAY by default).
    chips: { type: 'string' },
    // Team news read from the crowd's transfers before each deadline (crowd-news.ts), none, or
    // absences read from the outcomes (absence-news.ts: an oracle measuring what news is worth).
    news: { type: 'string', default: 'none' },
  },
});
const SEASON = values.season;
/** The seasons whose recorded managers (the API snapshot) the total is printed beside. */
const WITH_MANAGERS = new Set(['2025-26']);
/** Seasons before the scored one the fits read (backtest-points' window: the match model's 3). */
const EARLIER_SEASONS = 3;
const data = path.resolve(import.meta.dirname, '../../../shared/fpl-data');

async function main() {
  const [from, to, horizon] = [Number(values.from), Number(values.to), Number(values.horizon)];
  const limit = { relativeGap: Number(values.gap), maxNodes: Number(values.nodes) };
  const chipThresholds = values.chips ? parseThresholds(values.chips) : CHIP_GAIN_TO_PLAY;
  const history = await loadHistory(path.join(data, `vaastav/${SEASON}`));
  const database = await openDatabase(databaseFor(loadConfig(process.env), 'live'));
  const imported = (await historyRepository(database.db).listSeasons()).map((s) => s.label).sort();
  const at = imported.indexOf(SEASON);
  if (at < 0) throw new Error(`${SEASON} is not imported: run npm run import-history first`);
  const seasons = imported.slice(Math.max(0, at - EARLIER_SEASONS), at + 1);
  console.error(`Fitting on ${seasons.join(', ')}: reading the history...`);
  const rows = await pointsHistory(database.db, seasons);
  const matches = await matchesRepository(database.db).played({ seasons });
  await database.close();
  const projector = deadlineProjector(rows, matches, SEASON, await newsFor(seasons, rows, history));
  const projections = new Map<number, DeadlinePlayer[]>();
  const errors = noErrors();
  const project = (g: number, h: number) => {
    if (!projections.has(g)) {
      projections.set(g, projector(g, h));
      if (g >= Math.max(from, 2)) addWeekErrors(errors, projections.get(g)!, history, g);
    }
    return projections.get(g)!;
  };
  const rules = freeTransferRules(SEASON);
  const solver = createSolver();
  let kept: number[] = [];
  const greedy: Team = { squad: [], bankTenths: 0, bought: new Map() };
  const weeks: { gameweek: number; plan: number; keep: number; greedy: number; hits: number }[] = [];
  console.log('gw  plan  keep  greedy  hits  transfers  chip     solver');
  const weights = { bench: Number(values.bench), savedTransfer: Number(values.saved) };
  const discount = Number(values.discount);
  const opts = { season: SEASON, from, to, horizon, limit, chipThresholds, weights, discount };
  await manageSeason({ solver, project, history, rules }, opts, (w) => {
    const g = w.gameweek;
    const played = (id: number) => history.played(g, id);
    const plan = scoreWeek(
      { ...w.week, chip: w.chip === 'bboost' || w.chip === '3xc' ? w.chip : null },
      (id) => w.players.find((p) => p.id === id)!.type,
      played,
    );
    if (g === from) {
      kept = [...w.week.xi, ...w.week.bench];
      Object.assign(greedy, { squad: [...kept], bankTenths: 1000, bought: new Map() });
      for (const p of w.players.filter((q) => kept.includes(q.id))) {
        greedy.bankTenths -= p.priceTenths;
        greedy.bought.set(p.id, p.priceTenths);
      }
    } else {
      const pool = deadlinePlayers(project(g, horizon), history, g, greedy.bought);
      const move = greedyTransfer(pool, greedy.squad, greedy.bankTenths);
      if (move) {
        greedy.squad = greedy.squad.map((id) => (id === move.out ? move.in : id));
        greedy.bankTenths += move.bankChangeTenths;
        greedy.bought.delete(move.out);
        greedy.bought.set(move.in, pool.find((p) => p.id === move.in)!.priceTenths);
      }
    }
    const lineupScore = (ids: readonly number[]) => {
      const team = deadlinePlayers(project(g, horizon), history, g, new Map(ids.map((id) => [id, 0])));
      const squad: PlanPlayer[] = team.filter((p) => ids.includes(p.id));
      const l = bestLineup(squad, 0);
      const pick = { xi: l.xi.map((p) => p.id), bench: l.bench.map((p) => p.id), hits: 0 };
      const typeOf = (id: number) => squad.find((p) => p.id === id)!.type;
      return scoreWeek({ ...pick, captain: l.captain.id, viceCaptain: l.vice.id }, typeOf, played);
    };
    const row = {
      gameweek: g,
      plan,
      keep: lineupScore(kept),
      greedy: lineupScore(greedy.squad),
      hits: w.week.hits,
    };
    weeks.push(row);
    console.log(
      [
        String(g).padStart(2),
        String(row.plan).padStart(5),
        String(row.keep).padStart(5),
        String(row.greedy).padStart(7),
        String(row.hits).padStart(5),
        String(w.week.transfersIn.length).padStart(10),
        ` ${(w.chip ?? '-').padEnd(8)}`,
        `${w.cpuSeconds.toFixed(2)} cpu s ${w.statuses.join(', ')}`,
      ].join(' '),
    );
  });
  await solver.close();
  const snapshotDir = path.join(data, `api/${SEASON}`);
  const snapshot = WITH_MANAGERS.has(SEASON) ? createSnapshotSource(snapshotDir) : null;
  for (const a of [...new Set([Math.max(from, 2), from])]) {
    const scored = weeks.filter((w) => w.gameweek >= a);
    const sum = (k: 'plan' | 'keep' | 'greedy' | 'hits') => scored.reduce((s, w) => s + w[k], 0);
    console.log(`\n${SEASON} gameweeks ${a}-${to}, points net of hits:`);
    console.log(`optimiser (horizon ${horizon}, ${sum('hits')} hits)       ${sum('plan')}`);
    console.log(`greedy, one transfer a week              ${sum('greedy')}`);
    console.log(`first team kept, no transfers            ${sum('keep')}`);
    if (!snapshot) continue;
    const { average, histories, league } = await recordedManagers(snapshot, snapshotDir, a, to);
    const managers = (m: typeof league) => `median ${m.median}, upper quartile ${m.upperQuartile}`;
    console.log(`average manager (average_entry_score)    ${average}`);
    console.log(`managers with final histories (${histories.count})    ${managers(histories)}`);
    console.log(`recorded league 106780 (${league.count} managers)   ${managers(league)}`);
  }
  console.log(`\n${errorsLine(errors)}, gameweeks ${Math.max(from, 2)}-${to}`);
  console.log(`Chip rule: thresholds ${JSON.stringify(chipThresholds)} (tools/backtest-optimiser/chips.ts)`);
  console.log(`Bench weight ${weights.bench}, a saved free transfer worth ${weights.savedTransfer}`);
  console.log(`Later weeks discounted by ${discount} a week`);
  console.log(`Solves stop at a relative gap of ${limit.relativeGap} or ${limit.maxNodes} nodes`);
}

/** The crowd's news fitted on the seasons before the scored one, or none (everyone available). */
async function newsFor(
  seasons: readonly string[],
  rows: Parameters<typeof minutesBeforeSeason>[0],
  history: SeasonHistory,
) {
  if (values.news === 'none') return undefined;
  if (values.news === 'absences') {
    console.log(
      'News: absences of two gameweeks or more, read from the outcomes (an oracle, absence-news.ts)',
    );
    return absenceNews(history);
  }
  if (values.news !== 'crowd') throw new Error(`--news wants crowd, absences or none, got ${values.news}`);
  const earlier = seasons.filter((s) => s < SEASON);
  const fitOn = await Promise.all(
    earlier.map(async (s) => {
      const h = await loadHistory(path.join(data, `vaastav/${s}`));
      return {
        weeks: h.crowd,
        ids: h.ids,
        lastGameweek: h.lastGameweek,
        minutesBefore: minutesBeforeSeason(rows, s),
      };
    }),
  );
  const fitted = fitCrowdNews(fitOn);
  console.log(
    `Crowd news fitted on ${earlier.join(', ')}: chance of playing ${fitted.sold.join('% / ')}% when 15% / 30% ` +
      `of owners sold; before a first match ${fitted.firstMatch.join('% / ')}% under 20k / 100k / 500k owners`,
  );
  return (gameweek: number, id: number, playedLast: boolean) =>
    crowdAvailability(fitted, history.crowd, gameweek, id, playedLast);
}

function parseThresholds(text: string): Record<PlanChip, number> {
  const [tc, bb, fh, wc] = text.split(',').map(Number);
  if ([tc, bb, fh, wc].some((x) => x === undefined || !Number.isFinite(x)))
    throw new Error(`--chips wants four numbers tc,bb,fh,wc, got ${text}`);
  return { '3xc': tc!, bboost: bb!, freehit: fh!, wildcard: wc! };
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

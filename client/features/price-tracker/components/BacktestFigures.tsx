import type {
  BacktestPredictor,
  DailyMeasure,
  PredictionMethod,
  PriceBacktest,
  PredictorScores,
} from '@contracts/api/prices';
import { formatNumber, formatPercent, PLACEHOLDER } from '@/lib/format';

/** Names of the backtest's predictors as the card shows them. */
const PREDICTOR_NAME: Record<BacktestPredictor, string> = {
  model: 'Model (logistic regression)',
  'spec-rule': 'Transfer-threshold rule',
  'owner-share': 'Share of owners',
  'repeat-last': 'Repeat last move',
  never: 'Never changes',
};

const ratio = (r: number | null) => (r === null ? PLACEHOLDER : formatPercent(r * 100, 0));
const points = (m: number) => `${m >= 0 ? '+' : '−'}${formatNumber(Math.abs(m) * 100, 1)} points`;
/** The baselines the model beats, by name. */
export const beaten = (ids: readonly BacktestPredictor[]) =>
  ids.length === 0 ? 'no baseline' : ids.map((id) => PREDICTOR_NAME[id]).join(', ');

/** The predictor whose calls the live list shows, if it is one of the backtest's. */
const LIST_PREDICTOR: Record<PredictionMethod, BacktestPredictor | null> = {
  official: null,
  'fitted-model': 'model',
  'threshold-rule': 'spec-rule',
};
const ece = (s: PredictorScores) =>
  s.calibration_error
    ? `${ratio(s.calibration_error.rise)} / ${ratio(s.calibration_error.fall)}`
    : 'no probabilities';

/** The latest stored backtest: its definition, sample, the model against the baselines, the daily measure. */
export function BacktestFigures({ backtest, method }: { backtest: PriceBacktest; method: PredictionMethod }) {
  const listed = LIST_PREDICTOR[method];
  const held = backtest.predictors[0]?.held_out.samples ?? 0;
  return (
    <div className="flex flex-col gap-3">
      <p data-testid="backtest-task">{backtest.task}</p>
      <p data-testid="backtest-limits" className="rounded-md bg-muted p-3">
        {backtest.limits}
      </p>
      <p data-testid="backtest-sample" className="text-muted-foreground">
        Sample: {formatNumber(held)} player-gameweeks in the held-out seasons{' '}
        {backtest.held_out_seasons.join(', ') || 'none'}; every predictor was fitted on{' '}
        {backtest.fit_seasons.join(', ')} only.
      </p>
      <ul data-testid="backtest-verdict" className="list-disc pl-5">
        {(['rise', 'fall'] as const).map((dir) => (
          <li key={dir}>
            {dir === 'rise' ? 'Rises' : 'Falls'}: the model beats {beaten(backtest.verdict[dir].beats)} (F1{' '}
            {points(backtest.verdict[dir].margin)} against the best baseline).
          </li>
        ))}
      </ul>
      <div className="overflow-x-auto rounded-md border">
        <table aria-label="Backtest on held-out seasons" className="w-full text-sm">
          <thead className="text-muted-foreground">
            <tr className="[&_th]:px-3 [&_th]:py-1.5 [&_th]:font-medium">
              <th className="text-left">Predictor</th>
              <th className="text-right">Rises P / R / F1</th>
              <th className="text-right">Falls P / R / F1</th>
              <th className="text-right">Calibration error (rise / fall)</th>
            </tr>
          </thead>
          <tbody>
            {backtest.predictors.map((p) => (
              <tr key={p.id} className="border-t [&_td]:px-3 [&_td]:py-1.5">
                <th scope="row" className="px-3 py-1.5 text-left font-medium">
                  {PREDICTOR_NAME[p.id]}
                  {p.id === listed ? ' (used for the list)' : ''}
                  <span className="block text-xs font-normal text-muted-foreground">{p.description}</span>
                </th>
                <td className="text-right">
                  {[p.held_out.rise.precision, p.held_out.rise.recall, p.held_out.rise.f1]
                    .map(ratio)
                    .join(' / ')}
                </td>
                <td className="text-right">
                  {[p.held_out.fall.precision, p.held_out.fall.recall, p.held_out.fall.f1]
                    .map(ratio)
                    .join(' / ')}
                </td>
                <td className="text-right">{ece(p.held_out)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-muted-foreground">
        P: share of called changes that happened; R: share of changes that were called; F1: their harmonic
        mean. Calibration error: the average gap between a predicted probability and how often the change
        happened.
      </p>
      <DailyLine daily={backtest.daily} />
      <OfficialLine official={backtest.official} />
    </div>
  );
}

function DailyLine({ daily }: { daily: DailyMeasure | null }) {
  let text: string;
  if (!daily) text = 'Nightly measure from the daily captures: no captures stored yet.';
  else if (!daily.enough) {
    text =
      `Nightly measure from the daily captures: ${formatNumber(daily.days)} days (${formatNumber(daily.samples)} player-days) ` +
      `captured, not enough days yet (${formatNumber(daily.required_days)} needed).`;
  } else {
    const f = (s: DailyMeasure['rise']) => [s.precision, s.recall, s.f1].map(ratio).join(' / ');
    text =
      `Nightly measure from the daily captures (${formatNumber(daily.days)} days, ${formatNumber(daily.samples)} player-days), ` +
      `the transfer-threshold rule: rises P / R / F1 ${f(daily.rise)}, falls ${f(daily.fall)}.`;
  }
  return <p data-testid="backtest-daily">{text}</p>;
}

/** How often a change the game's own figures said was due happened that night, from the captures that stored them. */
function OfficialLine({ official }: { official: DailyMeasure | null }) {
  let text: string;
  if (!official) text = "The game's own price-change figures (from 2026-27): no captures stored yet.";
  else if (!official.enough) {
    text =
      `The game's own price-change figures (from 2026-27): not measured yet: ${formatNumber(official.days)} nightly captures ` +
      `with official fields (${formatNumber(official.required_days)} needed).`;
  } else {
    const f = (s: DailyMeasure['rise']) => [s.precision, s.recall, s.f1].map(ratio).join(' / ');
    text =
      `The game's own price-change figures, night by night (${formatNumber(official.days)} captures with them, ` +
      `${formatNumber(official.samples)} player-days): a change they put at 100% or more for the next update, against the next day's price: ` +
      `rises P / R / F1 ${f(official.rise)}, falls ${f(official.fall)}.`;
  }
  return <p data-testid="backtest-official">{text}</p>;
}

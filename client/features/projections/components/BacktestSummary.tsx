import type { MatchBacktestSummary } from '@contracts/api/match-model';
import { formatDate, formatNumber, formatPercent } from '@/lib/format';

const three = (n: number) => formatNumber(n, 3);
const share = (n: number) => formatPercent(n * 100, 0);
// One decimal: the model's share of predicted draws is well under 1%.
const mix = (o: MatchBacktestSummary['actual_outcomes']) =>
  [o.home, o.draw, o.away]
    .map((p, i) => `${['home', 'draw', 'away'][i]} ${formatPercent(p * 100, 1)}`)
    .join(', ');

const TARGET: Record<MatchBacktestSummary['fit_target'], string> = {
  goals: 'goals',
  goals_xg_blend: 'goals blended with team expected goals',
};

/** The stored backtest: its sample, each figure beside its baseline, the confidence classes' hit rates. */
export function BacktestSummary({ backtest: b }: { backtest: MatchBacktestSummary }) {
  return (
    <div className="flex flex-col gap-2">
      <p data-testid="backtest-sample">
        Measured on {formatDate(b.measured_at)}: {formatNumber(b.matches)} matches in{' '}
        {b.seasons.join(', ') || 'no season'}, each forecast by a fit on {TARGET[b.fit_target]} of the matches
        before its gameweek only.
      </p>
      <ul data-testid="backtest-figures" className="list-disc pl-5">
        <li>
          Ranked probability score of home/draw/away: {three(b.rps)} (base rates alone:{' '}
          {three(b.rps_base_rates)}; lower is better).
        </li>
        <li>
          Calibration error (0 is perfect): home {three(b.calibration_error.home)}, draw{' '}
          {three(b.calibration_error.draw)}, away {three(b.calibration_error.away)}, clean sheet{' '}
          {three(b.calibration_error.clean_sheet)}.
        </li>
        <li>
          Clean-sheet Brier score: {three(b.clean_sheet_brier)} (one rate for every match:{' '}
          {three(b.clean_sheet_brier_constant)}).
        </li>
        <li>
          Predicted outcomes: {mix(b.predicted_outcomes)}; actual: {mix(b.actual_outcomes)}.
        </li>
      </ul>
      {b.confidence_classes.length > 0 ? (
        <p data-testid="backtest-confidence" className="text-muted-foreground">
          Confidence:{' '}
          {b.confidence_classes
            .map((c) => `${c.confidence} right ${share(c.hit_rate)} of ${formatNumber(c.matches)} matches`)
            .join('; ')}
          .
        </p>
      ) : null}
    </div>
  );
}

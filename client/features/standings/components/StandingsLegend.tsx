import type { ProjectedStandingsResponse, StandingsBacktest } from '@contracts/api/projected-standings';
import { Badge } from '@/components/ui/badge';
import { AboutCard } from '@/components/about-card';
import { formatDate, formatNumber } from '@/lib/format';
import { ZONES } from './zones';
import { NotMeasured } from '@/components/not-measured';

function Measured({ backtest: b }: { backtest: StandingsBacktest }) {
  const points = b.checkpoints
    .map(
      (c) =>
        `${formatNumber(c.points_mae, 1)} after GW${c.gameweek} (${formatNumber(c.baseline_points_mae, 1)})`,
    )
    .join(', ');
  const first = b.checkpoints[0];
  return (
    <p data-testid="standings-measured">
      Measured on {formatDate(b.measured_at)} over {b.seasons.join(', ')}, each projection made from the table
      after a gameweek with the model fitted on the matches played by then: final points are off by {points}{' '}
      on average (in brackets: points per game so far times 38).
      {first
        ? ` Top-four Brier score after GW${first.gameweek}: ${formatNumber(first.top4_brier, 3)}; relegation ${formatNumber(first.relegation_brier, 3)} (0 is perfect).`
        : ''}
    </p>
  );
}

/** What the badges and columns mean, how the table is made, and how well it has done. */
export function StandingsLegend({ data }: { data: ProjectedStandingsResponse }) {
  return (
    <AboutCard id="standings-legend" title="About the Standings">
      <ul className="flex flex-wrap gap-x-6 gap-y-2" aria-label="Position badges">
        {Object.values(ZONES).map((z) => (
          <li key={z.name} className="flex items-center gap-2">
            <Badge variant={z.variant}>{z.places}</Badge>
            {z.name}
          </li>
        ))}
      </ul>
      <p>
        Played matches count as they ended; every remaining match is played{' '}
        {formatNumber(data.simulation.runs)} times by the match model, each score drawn from its chances, and
        the columns show the average final totals (goals to whole numbers). Form counts the games behind them:
        19A + 19P is 19 games played (actual results) and 19 still to play (projected). Clubs are ordered by
        points, then goal difference, then goals scored, as shown. Title, top 4, top 7 and relegation are the
        shares of simulated seasons in which the club finished there. The same results always give the same
        table (seed {data.simulation.seed}).
      </p>
      {data.backtest ? (
        <Measured backtest={data.backtest} />
      ) : (
        <NotMeasured testId="standings-measured" what="the error of projected final tables" />
      )}
    </AboutCard>
  );
}

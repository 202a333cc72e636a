import { useQuery } from '@tanstack/react-query';
import type { MatchModelResponse } from '@contracts/api/match-model';
import { AboutCard } from '@/components/about-card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatNumber } from '@/lib/format';
import { matchModelQuery } from '@/api/projections';
import { BacktestSummary } from './BacktestSummary';
import { NotMeasured } from '@/components/not-measured';

/**
 * How the odds are made, in plain words, and how well they did: the stored backtest's figures with
 * their sample, or how to measure them when none is stored.
 */
export function AboutMatchOdds() {
  const model = useQuery(matchModelQuery());
  return (
    <AboutCard id="about-match-odds" title="About Match Odds">
      <p>
        Every club has an attack strength and a defence strength, fitted to real results: the previous three
        seasons and this one so far, recent matches counting more than old ones, plus an advantage for playing
        at home. A match's expected goals for each side follow from its attack against the other's defence;
        the chance of every scoreline follows from those (a Poisson model, corrected for low scores).
      </p>
      <p>
        CS% is the chance the other side scores nothing. The result badge is the most likely of a home win, a
        draw and an away win, and the predicted score the most likely scoreline with that result. Finished
        matches show what happened.
      </p>
      <p data-testid="model-adjustments">
        The admin goal settings adjust the fitted rates: venue factors, team tiers as priors that matter early
        in the season and for promoted clubs, and match conditions computed from data (derbies, table
        positions, kick-off time, midweek, season finale, breaks, congestion, form, the reverse fixture,
        travel distance, injured attackers). Weather, referee, new-manager and post-European multipliers have
        no data source here: they are stored but not applied. At their defaults the settings leave the fitted
        rates unchanged.
      </p>
      {model.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : model.isError ? (
        <p role="alert" className="text-destructive">
          Unable to load the model's figures.
        </p>
      ) : (
        <ModelFigures model={model.data} />
      )}
    </AboutCard>
  );
}

function ModelFigures({ model }: { model: MatchModelResponse }) {
  const { fit, tiers, backtest } = model;
  return (
    <>
      <p data-testid="model-fit" className="text-muted-foreground">
        {fit.matches === 0
          ? 'No played matches are available to fit the model yet.'
          : `The current fit uses ${formatNumber(fit.matches)} matches from ${fit.seasons.join(', ')}` +
            (fit.last_kickoff_time ? `, the last played on ${formatDate(fit.last_kickoff_time)}.` : '.')}
      </p>
      <p data-testid="model-tiers" className="text-muted-foreground">
        {tiers.description}
      </p>
      {backtest ? (
        <BacktestSummary backtest={backtest} />
      ) : (
        <NotMeasured
          testId="backtest-missing"
          what="the accuracy of the match odds (each past match forecast from the matches before it, against simple baselines)"
        />
      )}
    </>
  );
}

import type { ShareModel } from '@contracts/api/shares';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber, formatPercent } from '@/lib/format';
import type { ShareTexts } from '../lib/texts';
import { NotMeasured } from '@/components/not-measured';

interface Props {
  texts: ShareTexts;
  /** The past season shown, or null on the projected season. */
  pastSeason: string | null;
  /** The model of the projected season, when its answer is at hand. */
  model: ShareModel | null;
  /** The projected season's answer is still on its way: its figures' lines stand in grey. */
  modelPending: boolean;
}

const POSITIONS = [
  ['fwd', 'Forwards'],
  ['mid', 'Midfielders'],
  ['def', 'Defenders'],
  ['gkp', 'Goalkeepers'],
] as const;

const pct = (fraction: number) => formatPercent(fraction * 100);

/**
 * How the figures were made: on the projected season the share model with the position priors it
 * measured (from the answer, never typed in); on a past season where the actual counts come from.
 */
export function AboutShare({ texts, pastSeason, model, modelPending }: Props) {
  const noun = texts.noun;
  const one = noun === 'goals' ? 'goal' : 'assist';
  return (
    <Card role="region" aria-labelledby="about-share" className="mt-6">
      <CardHeader className="pb-3">
        <CardTitle id="about-share" className="text-base">
          {texts.about}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm text-muted-foreground">
        {pastSeason ? (
          <p>
            Actual {noun} of {pastSeason} from the imported history, each credited to the club the player
            played for in that match (a player who moved in January appears under both clubs). Share = his{' '}
            {noun} / his team&apos;s {noun}
            {noun === 'goals'
              ? "; opponents' own goals are a separate line, so players plus own goals add up to the team's goals."
              : '.'}
          </p>
        ) : (
          <p>
            A player&apos;s projected {noun} in a remaining match = his team&apos;s expected {noun} x his
            share of the team&apos;s {noun} while on the pitch x his expected share of the minutes. Shares
            blend his actual {noun} with expected ones, older matches weigh less, and each is pulled toward
            his position&apos;s average.
          </p>
        )}
        {model ? <ModelFigures model={model} one={one} noun={noun} /> : null}
        {modelPending ? (
          <div aria-hidden="true" className="flex flex-col gap-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function ModelFigures({ model, one, noun }: { model: ShareModel; one: string; noun: 'goals' | 'assists' }) {
  return (
    <>
      <p>
        Position priors measured on {model.seasons.join(', ')} ({one}s per team {one} while on the pitch):{' '}
        {POSITIONS.map(([key, label]) => `${label} ${pct(model.position_priors[key])}`).join(', ')}. A
        player&apos;s own record counts against the prior as {formatNumber(model.prior_strength)} team {noun}{' '}
        would.
        {noun === 'goals'
          ? ` Opponents' own goals make ${pct(model.own_goal_share)} of a team's goals: each team's own-goal line.`
          : ` ${formatNumber(model.assists_per_goal, 2)} assists are credited per team goal.`}
      </p>
      {model.backtest ? (
        <p>
          Backtest from each season&apos;s midpoint, mean Poisson deviance of {noun} (lower is better):{' '}
          {model.backtest.seasons
            .map(
              (s) =>
                `${s.season} ${formatNumber(s[noun].model, 3)} against ${formatNumber(s[noun].position_only, 3)} for the position prior alone`,
            )
            .join('; ')}
          .
        </p>
      ) : (
        <NotMeasured what="the share model's error against the position averages alone" />
      )}
    </>
  );
}

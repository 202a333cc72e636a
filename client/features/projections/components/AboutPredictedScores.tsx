import type {
  PredictedScoresResponse,
  UpsetOption,
  UpsetOptionInForce,
} from '@contracts/api/predicted-scores';
import { Badge } from '@/components/ui/badge';
import { AboutCard } from '@/components/about-card';
import { formatNumber, formatPercent } from '@/lib/format';

const pct = (share: number) => formatPercent(share * 100, 0);
const pct1 = (share: number) => formatPercent(share * 100, 1);

/** Each option's rule in plain words, quoting the values in force. */
const RULES: Record<UpsetOption, (v: Record<string, number>, topTeams: string) => string> = {
  poisson: (v) =>
    `In ${pct(v.poissonChance!)} of matches the scoreline is drawn at random from the model's chances of every score; the gameweek's other matches make up the numbers of results, nil scores and goals.`,
  variance: (v) =>
    `Each side's expected goals are multiplied by a random factor between ${formatNumber(v.varianceMin!, 2)} and ${formatNumber(v.varianceMax!, 2)} before the score within the match's result is picked.`,
  context: (v, topTeams) =>
    `A side playing one of the top teams (${topTeams || 'none set'}) gets ${pct(v.giantKillingBoost!)} more expected goals; in ${pct(v.pressureChance!)} of matches the favourite's drop by ${pct(v.pressurePenalty!)}; in ${pct(v.derbyChance!)} of derbies each side's move by up to ${pct(v.derbyVarianceBoost!)} either way.`,
  rounding: (v) =>
    `In ${pct(v.upsetRoundingChance!)} of matches the score is rounded down: half a goal comes off each side's expected goals before the score within the match's result is picked.`,
  budget: (v) =>
    `In ${pct(v.upsetBudgetChance!)} of matches each side's expected goals are multiplied by a random factor between ${formatNumber(v.upsetBudgetMin!, 1)} and ${formatNumber(v.upsetBudgetMax!, 1)} before the score within the match's result is picked.`,
};

function OptionRow({
  option,
  teams,
}: {
  option: UpsetOptionInForce;
  teams: PredictedScoresResponse['teams'];
}) {
  const values = Object.fromEntries(option.values.map((v) => [v.field, v.value]));
  const topTeams = (option.top_team_ids ?? [])
    .map((id) => teams.find((t) => t.id === id)?.short_name ?? `id ${id}`)
    .join(', ');
  return (
    <li className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-3">
      <span className="flex shrink-0 items-center gap-2 font-semibold sm:w-56">
        {option.label}
        <Badge variant={option.enabled ? 'success' : 'outline'}>{option.enabled ? 'On' : 'Off'}</Badge>
      </span>
      <span className={option.enabled ? undefined : 'text-muted-foreground'}>
        {RULES[option.option](values, topTeams)}
      </span>
    </li>
  );
}

/** How the displayed scores are chosen, the options in force with their values, and how they did. */
export function AboutPredictedScores({ data }: { data: PredictedScoresResponse }) {
  const { measured } = data;
  return (
    <AboutCard id="about-predicted-scores" title="About Predicted Scores">
      <p>
        The match model gives each side its expected goals (in brackets) and the chance of every scoreline.
        The scores are chosen a gameweek at a time, together: each gameweek shows the model's expected numbers
        of draws, home and away wins, sides held to nil and goals (its chances added up), and each match gets
        the result and score that cost least in expected accuracy. So a page looks like a real weekend, and
        the same match shows the same score on Match Projections and Results Projections. The upset options
        below act on top of that choice; they never change the expected goals, the chances, the numbers the
        gameweek shows or the projected standings.
      </p>
      <p>
        Every random draw is fixed by the season, the match and the option: the same data and settings always
        show the same scores, and Refresh does not reshuffle them. A finished match shows its final score and
        the score predicted before its gameweek kicked off (the model fitted on matches played before then).
      </p>
      <ul aria-label="Upset options in force" className="flex flex-col gap-2">
        {data.options.map((o) => (
          <OptionRow key={o.option} option={o} teams={data.teams} />
        ))}
      </ul>
      <p data-testid="predicted-measured">
        {measured.matches === 0
          ? 'No match of this season is finished yet: the hit rates show once one is.'
          : `Over the season's ${measured.matches} finished matches, the scores shown before kick-off had the exact score ${pct1(measured.displayed.exact_score_rate)} of the time and the result ${pct1(measured.displayed.outcome_rate)}; the model's own predicted score ${pct1(measured.model.exact_score_rate)} and ${pct1(measured.model.outcome_rate)}.`}
      </p>
    </AboutCard>
  );
}

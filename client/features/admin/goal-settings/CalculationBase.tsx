/**
 * The Calculation Base tab: how the settings act on a match's expected goals, phase by phase, as
 * engine/match-context/adjust-rates.ts computes them. Each phase's title is a second-level heading:
 * the tab sits directly under the page's h1, so an h3 would skip a level.
 */
const PHASES: Array<[title: string, text: string]> = [
  [
    'Phase 1 - Base',
    "The match model's fitted expected goals for each side: a time-weighted Poisson regression of past results (and expected goals where the data has them) with each club's attack and defence and a home effect. Base xG, default expected goals and team variance are estimated by this fit, so those settings are stored but do not change a projection.",
  ],
  [
    'Phase 2 - Venue',
    "The home side's rate is multiplied by home advantage / its default, the away side's by away factor / its default. The fit already measures the home effect, so at the defaults nothing changes.",
  ],
  [
    'Phase 3 - Tiers',
    "Each club's attack tier multiplier divided by the default multiplier of its data tier (from the model's strengths at the season's start), and the opponent's defence tier likewise. The factor is raised to a weight that starts at 1 and halves after 6 matches this season (12 for a club new to the league), and to global tier multiplier / its default.",
  ],
  [
    'Phase 4 - Context',
    'For every condition that holds in the match (derby, top six, kick-off time, form, congestion and the others marked applied), its multiplier / its default. Conditions without a data source (weather, referee, new manager, post-European) are stored but never applied.',
  ],
  [
    'Phases 5 to 7 - Clean-sheet floors',
    'Not applied: fixed clean-sheet floors per tier would break the calibration of the fitted probabilities.',
  ],
  [
    'Phase 8 - Market bounds',
    'The adjusted rate stays within market floor x and market ceiling x the fitted rate, then within the absolute minimum and maximum goals.',
  ],
];

export function CalculationBase() {
  return (
    <div className="space-y-3 text-sm">
      <p>
        Every setting acts as a change from its default: with every setting at its default the projections are
        the fitted model's, and moving a setting x% from its default moves the expected goals it touches by
        x%.
      </p>
      <ol className="space-y-2">
        {PHASES.map(([title, text]) => (
          <li key={title} className="rounded-md border bg-card p-3">
            <h2 className="font-semibold">{title}</h2>
            <p className="text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}

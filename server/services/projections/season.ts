import type { FplFixture, FplTeam } from '@contracts/fpl/index';
import type { MatchForecast } from '@engine/match-model';
import type { SeasonClub, SeasonMatch } from '@engine/projections';
import type { FittedModel } from './fitted-model';
import type { OddsContext } from './match-engine';

/**
 * The season's fixtures joined with the fitted model's odds and, for finished fixtures, the actual
 * score and the assists the game credited (from the fixture's own stats: no per-player calls).
 */

/** A season match whose odds keep their score matrix (the standings simulation reads it). */
export type ForecastMatch = SeasonMatch & { odds: MatchForecast };

export const seasonClub = (t: FplTeam): SeasonClub => ({ id: t.id, name: t.name, shortName: t.short_name });

/** Clubs in name order, as the filters and the tables list them. */
export const seasonClubs = (teams: readonly FplTeam[]): SeasonClub[] =>
  teams.map(seasonClub).sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);

function creditedAssists(f: FplFixture): SeasonMatch['actualAssists'] {
  const entry = f.stats?.find((s) => s.identifier === 'assists');
  if (!entry) return null;
  const total = (side: { value: number }[]) => side.reduce((s, a) => s + a.value, 0);
  return { home: total(entry.h), away: total(entry.a) };
}

function actualScore(f: FplFixture): SeasonMatch['actual'] {
  if (!f.finished || f.team_h_score === null || f.team_a_score === null) return null;
  return { home: f.team_h_score, away: f.team_a_score };
}

/** Every fixture between two clubs of the bootstrap (a fixture naming an unknown club is left out). */
export async function seasonMatches(
  teams: readonly FplTeam[],
  fixtures: readonly FplFixture[],
  model: FittedModel<OddsContext>,
  context: { value: OddsContext; key: string },
): Promise<ForecastMatch[]> {
  const byId = new Map(teams.map((t) => [t.id, t]));
  const known = fixtures.flatMap((f) => {
    const home = byId.get(f.team_h);
    const away = byId.get(f.team_a);
    return home && away ? [{ f, home, away }] : [];
  });
  const odds = await model.odds(
    known.map(({ f, home, away }) => {
      const kickoffMs = f.kickoff_time === null ? NaN : Date.parse(f.kickoff_time);
      return {
        fixtureId: f.id,
        gameweek: f.event,
        kickoffMs: Number.isFinite(kickoffMs) ? kickoffMs : null,
        homeClub: home.code,
        awayClub: away.code,
      };
    }),
    context.value,
    context.key,
  );
  return known.map(({ f, home, away }, i) => {
    const actual = actualScore(f);
    return {
      fixtureId: f.id,
      gameweek: f.event,
      kickoffTime: f.kickoff_time,
      home: seasonClub(home),
      away: seasonClub(away),
      odds: odds[i]!,
      actual,
      actualAssists: actual ? creditedAssists(f) : null,
    };
  });
}

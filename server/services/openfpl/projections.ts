import { positionCode, positionId } from '@contracts/game/positions';
import type { ConfidenceBand, OpenfplProjection } from '@contracts/api/openfpl';
import type { FplFixture } from '@contracts/fpl/index';
import { decimal } from '@contracts/game/decimal';
import { hasPrice } from '@contracts/game/priced';
import { nextGameweek } from '@contracts/game/schedule';
import type { SeasonMatch } from '@engine/projections';
import {
  fitMinutesModel,
  rowsByCode,
  playerRates,
  projectGameweek,
  type TeamMatch,
  type ClubMinutes,
  rulesFor,
} from '@engine/points';
import type { ComputedSeason } from '../shares/season';
import { playerKey } from '../shares/current-rows';
import {
  clubSeasonMinutes,
  currentRateRows,
  currentRecent,
  pastRateRows,
  type PastFitRow,
} from './current-inputs';

export const HORIZONS = 6;
const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** The stored band's share within 2 points, as a percent; null without a stored backtest. */
export function confidenceFor(bands: readonly ConfidenceBand[] | null, points: number): number | null {
  if (!bands || bands.length === 0) return null;
  const band = bands.find((b, i) => (i === 0 || points >= b.from) && (b.to === null || points < b.to));
  return band && band.rows > 0 ? round(100 * band.within_two, 1) : null;
}

/** His club's side of each unplayed match in the gameweek: the match model's expected goals. */
function clubMatches(
  matches: readonly SeasonMatch[],
  club: number,
  gameweek: number,
  assistsPerGoal: number,
): TeamMatch[] {
  return matches
    .filter((m) => m.gameweek === gameweek && m.actual === null && (m.home.id === club || m.away.id === club))
    .map((m) => {
      const home = m.home.id === club;
      const teamGoals = home ? m.odds.homeGoals : m.odds.awayGoals;
      return {
        teamGoals,
        teamAssists: teamGoals * assistsPerGoal,
        teamConceded: home ? m.odds.awayGoals : m.odds.homeGoals,
      };
    });
}

export interface ProjectionInputs {
  computed: ComputedSeason;
  matches: readonly SeasonMatch[];
  past: readonly PastFitRow[];
  /** The past seasons' minutes sequences (the minutes model's training data with this season's). */
  pastSequences: readonly (readonly number[])[];
  /** The past seasons' matches across seasons with the club of each (the movers' minutes cells). */
  pastMoves: readonly (readonly ClubMinutes[])[];
  bands: readonly ConfidenceBand[] | null;
  asOfMs: number;
}

/**
 * The points model's fitted parts: every player's rates (past seasons and this season's fixtures),
 * the minutes table (past seasons and this season so far) and each player's recent minutes. They
 * read the rows, the fixtures and who plays where, not a player's status or price: the caller keys
 * them so that such a change reuses them.
 */
export function pointsFit(input: Omit<ProjectionInputs, 'matches' | 'bands'>) {
  const { computed } = input;
  const { bootstrap } = computed;
  const finished = computed.fixtures
    .filter((f): f is FplFixture & { kickoff_time: string } => f.finished && f.kickoff_time !== null)
    .sort((a, b) => Date.parse(a.kickoff_time) - Date.parse(b.kickoff_time));
  const positions = new Map(
    computed.outlook.players.map((p) => [playerKey(p.element), positionId(p.position)!]),
  );
  const rateRows = [
    ...pastRateRows(input.past),
    ...currentRateRows(computed.current, computed.fixtures, bootstrap.elements),
  ];
  const seasonMatches = clubSeasonMinutes(bootstrap, computed.current, finished);
  const recent = currentRecent(bootstrap, rowsByCode(input.past), seasonMatches);
  const seasonSequences = [...seasonMatches.values()].map((list) => list.map((m) => m.minutes));
  return {
    rates: playerRates(rateRows, positions, input.asOfMs),
    // The movers' cells from the past seasons only (engine/points/mover-minutes.ts).
    minutesModel: fitMinutesModel([...input.pastSequences, ...seasonSequences], input.pastMoves),
    /** Each player's recent minutes and how many of them were for another club (`recentOf`). */
    recent,
  };
}
export type PointsFit = ReturnType<typeof pointsFit>;

/**
 * What the projections read of the season's computation: a worker is sent this much, not the
 * season's rows and fixtures (the fit has read them).
 */
export type ProjectedSeason = Pick<ComputedSeason, 'season' | 'assistsPerGoal' | 'outlook'> & {
  bootstrap: Pick<ComputedSeason['bootstrap'], 'events' | 'teams'>;
};

/** The part of `computed` that `projectAll` reads. */
export const projectedSeason = (c: ComputedSeason): ProjectedSeason => ({
  season: c.season,
  assistsPerGoal: c.assistsPerGoal,
  outlook: c.outlook,
  bootstrap: { events: c.bootstrap.events, teams: c.bootstrap.teams },
});

/**
 * Every current player's expected points, goals, assists and minutes for each of the next six
 * gameweeks (engine/points): shares from the share model, team rates from the match model (with
 * the admin settings in force), his rates from the past seasons and this season's fixtures, his
 * minutes from his last five club matches across seasons (the backtest's rule, `recentOf`) and his
 * availability, the minutes table fitted on the past seasons and this season so far (`pointsFit`).
 * Index h-1 holds horizon h.
 */
export function projectAll(
  input: { computed: ProjectedSeason } & Pick<ProjectionInputs, 'matches' | 'bands'>,
  fit: PointsFit,
): OpenfplProjection[][] {
  const { computed } = input;
  const { bootstrap } = computed;
  const next = nextGameweek(bootstrap.events);
  const rules = rulesFor(computed.season ?? '');
  const teams = new Map(bootstrap.teams.map((t) => [t.id, t.name]));
  const lastGameweek = Math.max(0, ...bootstrap.events.map((e) => e.id));
  // The table shows and filters by price: a player whose price cannot be read is left out of it.
  const priced = computed.outlook.players.flatMap((p) =>
    hasPrice(p.element) ? [{ ...p, element: p.element }] : [],
  );
  const players = priced.map((p) => ({
    element: p.element,
    context: {
      position: positionId(p.position)!,
      ...(fit.recent.get(p.element.id) ?? { recentMinutes: [], recentElsewhere: 0 }),
      goalShare: p.goals.share,
      assistShare: p.assists.share,
      rates: fit.rates.get(playerKey(p.element))!,
      availability: { status: p.element.status, chanceNextRound: p.element.chance_of_playing_next_round },
    },
  }));
  return Array.from({ length: HORIZONS }, (_, i) => {
    const horizon = i + 1;
    const gameweek = next === null || next + i > lastGameweek ? null : next + i;
    return players.map(({ element: e, context }): OpenfplProjection => {
      const matches =
        gameweek === null ? [] : clubMatches(input.matches, e.team, gameweek, computed.assistsPerGoal);
      const x = projectGameweek(rules, fit.minutesModel, context, matches, horizon);
      return {
        player_id: e.id,
        player_name: e.web_name,
        team_name: teams.get(e.team) ?? '',
        position: positionCode(context.position),
        horizon,
        gameweek,
        predicted_points: round(x.points, 2),
        predicted_goals: round(x.goals, 3),
        predicted_assists: round(x.assists, 3),
        predicted_minutes: round(x.minutes, 1),
        current_price: e.now_cost / 10,
        ownership_percentage: decimal(e.selected_by_percent),
        ensemble_confidence: confidenceFor(input.bands, x.points),
      };
    });
  });
}

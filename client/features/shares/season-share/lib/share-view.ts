import type {
  HistoricalAssistShareResponse,
  HistoricalGoalShareResponse,
  SeasonAssistShareResponse,
  SeasonGoalShareResponse,
  ShareModel,
} from '@contracts/api/shares';
import {
  measureFigure,
  measureFigureOrNull,
  type ShareMeasure,
  type ShareMeasureField,
} from '@contracts/api/share-measures';

/** One player line of a team card: his share of the team's goals (assists) and his count. */
export interface ShareLine {
  id: number;
  name: string;
  position: string;
  /** A fraction: 0.25 = 25%. */
  share: number;
  /** Projected for the rest of the season (current) or actual (past). */
  value: number;
  /** xG per 90 (current goal share only); null where not measured. */
  per90: number | null;
  /** Said of a player whose share comes mostly from his previous club (current season only). */
  carried: string | null;
}

/** A team card: its total and its players by share, as both screens show them. */
export interface ShareCard {
  id: number;
  short: string;
  name: string;
  /** Expected goals (assists) of the remaining matches, or the past season's actual count. */
  total: number;
  lines: ShareLine[];
  /** Opponents' own goals credited to the team (goal share only): the line that completes `total`. */
  ownGoals: number | null;
}

/** What a screen shows for one season: projected (current) or actual (past). */
export interface ShareView {
  season: string | null;
  projected: boolean;
  cards: ShareCard[];
  /** The share model (current season only). */
  model: ShareModel | null;
}

/**
 * A player who earned most of his share at his previous club (a summer or January move): it
 * counts there scaled by the measured mover factor, which the line says.
 */
function carried(fromPreviousClub: number, factor: number): string | null {
  return fromPreviousClub >= 0.5 ? `share from his previous club × ${factor.toFixed(2)}` : null;
}

/** The fields every team of the four answers carries, whatever it counts. */
interface TeamFields {
  team_id: number;
  team_short: string;
  team_name: string;
  players: ReadonlyArray<{ id: number; name: string; position: string }>;
}

type LineFigures = Pick<ShareLine, 'share' | 'value' | 'per90' | 'carried'>;

/**
 * A team card from the fields goal and assist answers share; the answer's own names (goals or
 * assists, projected or actual) are read by `line` and passed in as `total` and `ownGoals`.
 */
function card<T extends TeamFields>(
  t: T,
  total: number,
  ownGoals: number | null,
  line: (p: T['players'][number]) => LineFigures,
): ShareCard {
  return {
    id: t.team_id,
    short: t.team_short,
    name: t.team_name,
    total,
    ownGoals,
    lines: t.players.map((p) => ({ id: p.id, name: p.name, position: p.position, ...line(p) })),
  };
}

type SeasonResponse = SeasonGoalShareResponse | SeasonAssistShareResponse;
type PastResponse = HistoricalGoalShareResponse | HistoricalAssistShareResponse;

/**
 * The current season's cards of a measure: each team's expected goals (assists) of the remaining
 * matches, its players' projected shares, and (goals only) the own-goal line and xG per 90.
 */
function seasonView(measure: ShareMeasure): (r: SeasonResponse) => ShareView {
  const figure = (row: object, name: ShareMeasureField) => measureFigure(row, measure, name);
  return (r) => ({
    season: r.season,
    projected: true,
    model: r.model,
    cards: r.teams.map((t: SeasonResponse['teams'][number]) =>
      card(t, figure(t, 'expected'), 'projected_own_goals' in t ? t.projected_own_goals : null, (p) => ({
        share: figure(p, 'share'),
        value: figure(p, 'projected'),
        per90: measure === 'goals' ? measureFigureOrNull(p, measure, 'per90') : null,
        carried: carried(p.from_previous_club, r.model.mover_factor),
      })),
    ),
  });
}

/** A past season's cards of a measure: each team's actual goals (assists) and its players' shares. */
function pastView(measure: ShareMeasure): (r: PastResponse) => ShareView {
  const figure = (row: object, name: ShareMeasureField) => measureFigure(row, measure, name);
  return (r) => ({
    season: r.season,
    projected: false,
    model: null,
    cards: r.teams.map((t: PastResponse['teams'][number]) =>
      card(t, figure(t, 'count'), 'own_goals' in t ? t.own_goals : null, (p) => ({
        share: figure(p, 'share'),
        value: figure(p, 'count'),
        per90: null,
        carried: null,
      })),
    ),
  });
}

export const goalSeasonView = seasonView('goals');
export const goalPastView = pastView('goals');
export const assistSeasonView = seasonView('assists');
export const assistPastView = pastView('assists');

/**
 * Why an xG/90 cell is blank: for one player, no minutes with xG this season; for every player,
 * the season's data carries no xG at all (some mirrors of the game's data strip it).
 */
export const PER90_BLANK = {
  player: 'No xG recorded for his minutes this season',
  season: 'xG/90 is blank: the data for this season carries no expected goals (xG) for any player.',
} as const;

/** True when a projected view's every player line lacks xG, so the whole column is blank. */
export function seasonLacksXg(view: ShareView): boolean {
  const lines = view.cards.flatMap((c) => c.lines);
  return view.projected && lines.length > 0 && lines.every((l) => l.per90 === null);
}

import type { HistoricalPlayer } from '@contracts/api/past-seasons';
import type { PlayerListResponse } from '@contracts/api/player-list';
import { availability, type Availability } from '@contracts/game/availability';
import { byId } from '@contracts/game/bootstrap-index';
import { decimal } from '@contracts/game/decimal';
import { compareText } from '@/lib/compare-text';

/** One table row, the same shape for the live season and a past one. */
export interface StatRow {
  id: number;
  webName: string;
  fullName: string;
  teamId: number;
  teamShort: string;
  teamName: string;
  elementType: number;
  /** Short position, e.g. 'MID'. */
  position: string;
  /** Tenths of a million: now_cost live (null while the game's price cannot be read), the end price in a past season. */
  cost: number | null;
  totalPoints: number;
  pointsPerGame: number;
  /** Live only. */
  form: number | null;
  goals: number;
  assists: number;
  cleanSheets: number;
  minutes: number;
  bonus: number;
  ict: number;
  selectedBy: number | null;
  /** Live only. */
  status: Availability | null;
  news: string;
}

export function liveRows(list: PlayerListResponse): StatRow[] {
  const teams = byId(list.teams);
  const types = byId(list.element_types);
  return list.elements.map((e) => ({
    id: e.id,
    webName: e.web_name,
    fullName: `${e.first_name} ${e.second_name}`,
    teamId: e.team,
    teamShort: teams.get(e.team)?.short_name ?? String(e.team),
    teamName: teams.get(e.team)?.name ?? String(e.team),
    elementType: e.element_type,
    position: types.get(e.element_type)?.singular_name_short ?? String(e.element_type),
    cost: e.now_cost,
    totalPoints: e.total_points,
    pointsPerGame: decimal(e.points_per_game),
    form: decimal(e.form),
    goals: e.goals_scored,
    assists: e.assists,
    cleanSheets: e.clean_sheets,
    minutes: e.minutes,
    bonus: e.bonus,
    ict: decimal(e.ict_index),
    selectedBy: decimal(e.selected_by_percent),
    status: availability(e),
    news: e.news,
  }));
}

export function historicalRows(players: readonly HistoricalPlayer[]): StatRow[] {
  return players.map((p) => ({
    id: p.id,
    webName: p.web_name,
    fullName: `${p.first_name} ${p.second_name}`,
    teamId: p.team_id,
    teamShort: p.team_short_name,
    teamName: p.team_name,
    elementType: p.element_type,
    position: p.position_name,
    cost: p.now_cost,
    totalPoints: p.total_points,
    pointsPerGame: p.points_per_game,
    form: null,
    goals: p.goals_scored,
    assists: p.assists,
    cleanSheets: p.clean_sheets,
    minutes: p.minutes,
    bonus: p.bonus,
    ict: p.ict_index,
    selectedBy: p.selected_by_percent,
    status: null,
    news: '',
  }));
}

/** The clubs appearing in the rows, by name, for the team filter. */
export function teamsOf(rows: readonly StatRow[]): Array<{ id: number; name: string }> {
  const byId = new Map(rows.map((r) => [r.teamId, r.teamName]));
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => compareText(a.name, b.name));
}

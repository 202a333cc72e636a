import { useState } from 'react';
import type { ProjectionsRequest } from '@/api/projections';
import { ALL_TEAMS, type GameweekRange } from './range';

/**
 * The gameweek range a screen asks for: none until the user picks one, so the server answers with
 * its default (the next gameweek to be played) and says which range that was.
 */
export function useChosenRange() {
  const [chosen, setChosen] = useState<GameweekRange | null>(null);
  const request: ProjectionsRequest = chosen ? { start_gw: chosen.start, end_gw: chosen.end } : {};
  return { request, choose: setChosen };
}

/** The range answered: the one the filters show. */
export const answeredRange = (data: { start_gw: number; end_gw: number }): GameweekRange => ({
  start: data.start_gw,
  end: data.end_gw,
});

/** The match screens' request: the chosen range and the Team filter, which the server applies. */
export function useMatchRequest() {
  const { request, choose } = useChosenRange();
  const [team, setTeam] = useState(ALL_TEAMS);
  return {
    request: team === ALL_TEAMS ? request : { ...request, team: Number(team) },
    team,
    /** The range and Team filters' handlers and value, for RangeFilters. */
    filters: { onRange: choose, team, onTeam: setTeam },
  };
}

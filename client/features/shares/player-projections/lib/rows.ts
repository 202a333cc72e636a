import type { PlayerAssistProjectionsResponse, PlayerGoalProjectionsResponse } from '@contracts/api/shares';
import { measureFigure, type ShareMeasure } from '@contracts/api/share-measures';
import type { PlayerRow } from './player-rows';

type ProjectionPlayer = (PlayerGoalProjectionsResponse | PlayerAssistProjectionsResponse)['players'][number];

/** A projection row of a measure: the season's goals (assists), so far plus projected, and his share of the rest. */
const projectionRow =
  (measure: ShareMeasure) =>
  (p: ProjectionPlayer): PlayerRow => ({
    id: p.id,
    name: p.name,
    position: p.position,
    team_short: p.team_short,
    team_name: p.team_name,
    price: p.price,
    so_far: measureFigure(p, measure, 'soFar'),
    projected: measureFigure(p, measure, 'season'),
    share: measureFigure(p, measure, 'share'),
  });

export const goalRow = projectionRow('goals');
export const assistRow = projectionRow('assists');

import type { StatRow } from './rows';

/** A table row with round numbers; tests override what they look at. */
export function row(id: number, over: Partial<StatRow> = {}): StatRow {
  return {
    id,
    webName: `Player${id}`,
    fullName: `First Player${id}`,
    teamId: 1,
    teamShort: 'ARS',
    teamName: 'Arsenal',
    elementType: 3,
    position: 'MID',
    cost: 60,
    totalPoints: 10,
    pointsPerGame: 2,
    form: 2,
    goals: 0,
    assists: 0,
    cleanSheets: 0,
    minutes: 90,
    bonus: 0,
    ict: 5,
    selectedBy: 1,
    status: 'available',
    news: '',
    ...over,
  };
}

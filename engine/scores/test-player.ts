import type { ScorePlayer } from './player';

/** A midfielder with round numbers; tests override what they look at. */
export function testPlayer(over: Partial<ScorePlayer> = {}): ScorePlayer {
  return {
    elementType: 3,
    nowCostTenths: 80,
    form: 6,
    pointsPerGame: 5,
    totalPoints: 100,
    minutes: 1800,
    influence: 300,
    creativity: 150,
    threat: 450,
    ictIndex: 120,
    transfersInEvent: 150_000,
    transfersOutEvent: 30_000,
    selectedByPercent: 12,
    chanceOfPlayingNextRound: null,
    status: 'a',
    ...over,
  };
}

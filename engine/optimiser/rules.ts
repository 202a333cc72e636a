import type { ElementType } from './types';

/** Squad of 15: 2 goalkeepers, 5 defenders, 5 midfielders, 3 forwards (the game's rules). */
export const SQUAD_QUOTA: Readonly<Record<ElementType, number>> = { 1: 2, 2: 5, 3: 5, 4: 3 };
/** A valid XI: exactly one goalkeeper, at least 3 defenders, 2 midfielders, 1 forward. */
export const XI_MIN: Readonly<Record<ElementType, number>> = { 1: 1, 2: 3, 3: 2, 4: 1 };
export const XI_SIZE = 11;
export const MAX_PER_CLUB = 3;
export const HIT_POINTS = 4;
export const TYPES: readonly ElementType[] = [1, 2, 3, 4];

/**
 * Weight of a bench player's expected points in the objective (not in the points shown): he scores
 * only when a starter misses the gameweek, and the points model's figures already discount his own
 * chance of playing. A product setting, so the bench is not filled with zeros when a better cheap
 * player costs nothing more; Bench Boost weighs the bench fully.
 */
export const BENCH_WEIGHT = 0.1;

/** The game's selling price: purchase price plus half of any rise, rounded down to 0.1m; a fall in full. */
export function sellingPriceTenths(purchaseTenths: number, nowTenths: number): number {
  return nowTenths <= purchaseTenths
    ? nowTenths
    : purchaseTenths + Math.floor((nowTenths - purchaseTenths) / 2);
}

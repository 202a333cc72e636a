import { chanceOf, expectedIn, perMatch, type ExpectedContext } from './expected';
import type { Availability } from '../matches/match-types';
import type { SeasonPlayer } from '../world/players';

/**
 * Expected points per player as they would be published at each deadline (knowing results up
 * to the gameweek before). `gameweek(g)` is the official `ep_next` for g; `horizon(g)` weighs
 * the next three gameweeks and is what managers and the market chase.
 */
export class Forecast {
  private readonly single = new Map<number, Map<number, number>>();
  private readonly ahead = new Map<number, Map<number, number>>();

  constructor(
    private readonly ctx: ExpectedContext,
    private readonly players: readonly SeasonPlayer[],
    private readonly availability: Map<number, Map<number, Availability>>,
    private readonly deadline: (gw: number) => number,
  ) {}

  private statusAt(gw: number): Map<number, Availability> {
    // Beyond the last simulated deadline the latest known statuses stand.
    return this.availability.get(Math.min(gw, this.availability.size)) ?? new Map();
  }

  private chances(p: SeasonPlayer, gw: number): { now: number; later: number } {
    if (p.loanedFromGw !== null && gw >= p.loanedFromGw) return { now: 0, later: 0 };
    const now = chanceOf(this.statusAt(gw).get(p.id));
    // The injured may be back in a week or two; the doubtful most likely are.
    return { now, later: now === 0 ? 0.4 : 1 };
  }

  gameweek(gw: number): Map<number, number> {
    const known = this.single.get(gw);
    if (known) return known;
    this.fill(gw);
    return this.single.get(gw) as Map<number, number>;
  }

  horizon(gw: number): Map<number, number> {
    const known = this.ahead.get(gw);
    if (known) return known;
    this.fill(gw);
    return this.ahead.get(gw) as Map<number, number>;
  }

  private fill(gw: number): void {
    const single = new Map<number, number>();
    const ahead = new Map<number, number>();
    const at = this.deadline(gw);
    for (const p of this.players) {
      const rate = perMatch(this.ctx, p, gw - 1, at);
      const { now, later } = this.chances(p, gw);
      const first = expectedIn(this.ctx, p, gw, rate, now);
      let total = first;
      for (let g = gw + 1; g < gw + 3 && g <= 38; g++) total += 0.8 * expectedIn(this.ctx, p, g, rate, later);
      single.set(p.id, first);
      ahead.set(p.id, total);
    }
    this.single.set(gw, single);
    this.ahead.set(gw, ahead);
  }
}

import { allocateBonus } from '../points/bps';
import type { Club } from '../world/clubs';
import type { Fixture } from '../calendar/fixtures';
import { onPitchAt, planLineup, type Stint } from './lineup';
import { buildRow, emptyTally, finishRow, type Tally } from './match-rows';
import type { MatchResult } from './match-types';
import type { SeasonPlayer } from '../world/players';
import type { Rng } from '../rng';
import type { ScoringRules } from '@engine/points';
import type { Formation } from '../world/squads';

/** League-wide scoring rates per match: about 2.8 goals, home sides a little more dangerous. */
export const HOME_RATE = 1.52;
export const AWAY_RATE = 1.2;

export interface Side {
  club: Club;
  squad: readonly SeasonPlayer[];
  formation: Formation;
  plays: (p: SeasonPlayer) => boolean;
}

/** Expected goals of each side from the hidden strengths (Poisson means). */
export function scoringRates(home: Club, away: Club): [number, number] {
  return [HOME_RATE * home.attack * away.defence, AWAY_RATE * away.attack * home.defence];
}

interface Team {
  side: Side;
  stints: Stint[];
  rate: number;
  /** Minutes of the goals this side scored (own goals by the opponent included). */
  goalMinutes: number[];
}

/**
 * Simulates one fixture: Poisson goals from the strengths, then who scored, assisted, conceded,
 * saved, was booked, and every player's BPS, bonus and points. Every registered player of both
 * clubs gets a row (zero minutes when he did not play), as upstream histories do.
 */
export function simulateMatch(
  rng: Rng,
  fixture: Fixture,
  home: Side,
  away: Side,
  rules: ScoringRules,
): MatchResult {
  const [rateH, rateA] = scoringRates(home.club, away.club);
  const teams: [Team, Team] = [
    {
      side: home,
      stints: planLineup(rng, home.squad, home.formation, home.plays),
      rate: rateH,
      goalMinutes: [],
    },
    {
      side: away,
      stints: planLineup(rng, away.squad, away.formation, away.plays),
      rate: rateA,
      goalMinutes: [],
    },
  ];
  const tally = new Map<number, Tally>();
  for (const team of teams) for (const p of team.side.squad) tally.set(p.id, emptyTally());
  const t = (p: SeasonPlayer) => tally.get(p.id) as Tally;

  teams.forEach((team, i) => {
    const opponent = teams[1 - i] as Team;
    const count = rng.poisson(team.rate);
    for (let g = 0; g < count; g++) {
      const minute = rng.int(1, 90);
      const scorer = creditGoal(rng, onPitchAt(team.stints, minute), onPitchAt(opponent.stints, minute), t);
      if (scorer) team.goalMinutes.push(minute);
    }
    missedPenalty(rng, team.stints, opponent.stints, t);
    bookings(rng, team.stints, t);
  });

  const rows = teams.flatMap((team, i) => {
    const opponent = teams[1 - i] as Team;
    const teamXg = team.rate * Math.exp(0.25 * rng.normal() - 0.03);
    const oppXg = opponent.rate * Math.exp(0.25 * rng.normal() - 0.03);
    const saves = rng.poisson(1.8 * opponent.rate + 0.3);
    const threatMinutes = team.stints.reduce((sum, s) => sum + s.player.threat * (s.off - s.on), 0);
    const creativityMinutes = team.stints.reduce((sum, s) => sum + s.player.creativity * (s.off - s.on), 0);
    const stintOf = new Map(team.stints.map((s) => [s.player.id, s]));
    return team.side.squad.map((player) => {
      const stint = stintOf.get(player.id);
      const tl = t(player);
      if (stint) {
        tl.conceded = opponent.goalMinutes.filter((m) => stint.on < m && m <= stint.off).length;
        if (player.position === 1) tl.saves = saves;
      }
      return buildRow(rng, {
        player,
        stint,
        threatMinutes,
        creativityMinutes,
        fixture,
        wasHome: i === 0,
        opponent: opponent.side.club.id,
        teamXg,
        oppXg,
        tally: tl,
      });
    });
  });
  // Bonus needs every BPS of the match first; points include the bonus.
  const bonus = allocateBonus(rows.map((r) => ({ id: r.element, bps: r.bps, minutes: r.minutes })));
  const byId = new Map(teams.flatMap((team) => team.side.squad.map((p) => [p.id, p] as const)));
  for (const row of rows)
    finishRow(row, byId.get(row.element)?.position ?? 3, bonus.get(row.element) ?? 0, rules);
  return {
    fixture: fixture.id,
    event: fixture.event,
    home: home.club.id,
    away: away.club.id,
    homeGoals: teams[0].goalMinutes.length,
    awayGoals: teams[1].goalMinutes.length,
    rows,
  };
}

/** Credits a goal: 3% own goals, 9% penalties (the taker), otherwise by threat; assists by creativity. */
function creditGoal(rng: Rng, mine: Stint[], theirs: Stint[], t: (p: SeasonPlayer) => Tally): boolean {
  if (rng.chance(0.03)) {
    const own = pickBy(
      rng,
      theirs.filter((s) => s.player.position !== 1),
      (s) => s.player.cbi,
    );
    if (own) {
      t(own.player).ownGoals++;
      return true;
    }
  }
  const penalty = rng.chance(0.09);
  const scorer = penalty
    ? (mine.find((s) => s.player.penaltyTaker) ?? maxBy(mine, (s) => s.player.threat))
    : pickBy(rng, mine, (s) => s.player.threat);
  if (!scorer) return false;
  t(scorer.player).goals++;
  // FPL credits most goals with an assist, and a won penalty too (about 0.85 assists a goal).
  if (rng.chance(penalty ? 0.35 : 0.88)) {
    const assister = pickBy(
      rng,
      mine.filter((s) => s !== scorer),
      (s) => s.player.creativity,
    );
    if (assister) t(assister.player).assists++;
  }
  return true;
}

function pickBy(rng: Rng, stints: readonly Stint[], weight: (s: Stint) => number): Stint | undefined {
  if (stints.length === 0) return undefined;
  return stints[rng.weighted(stints.map((s) => Math.max(1e-6, weight(s))))];
}

function maxBy(stints: readonly Stint[], key: (s: Stint) => number): Stint | undefined {
  return stints.slice().sort((a, b) => key(b) - key(a) || a.player.id - b.player.id)[0];
}

function missedPenalty(
  rng: Rng,
  stints: readonly Stint[],
  opponent: readonly Stint[],
  t: (p: SeasonPlayer) => Tally,
): void {
  if (!rng.chance(0.025)) return;
  const minute = rng.int(1, 90);
  const mine = onPitchAt(stints, minute);
  const taker = mine.find((s) => s.player.penaltyTaker) ?? maxBy(mine, (s) => s.player.threat);
  if (!taker) return;
  t(taker.player).penMissed++;
  const keeper = onPitchAt(opponent, minute).find((s) => s.player.position === 1);
  if (keeper && rng.chance(0.65)) t(keeper.player).penSaved++;
}

function bookings(rng: Rng, stints: readonly Stint[], t: (p: SeasonPlayer) => Tally): void {
  for (const s of stints) if (s.sentOff) t(s.player).red = 1;
  const count = rng.poisson(1.75);
  for (let k = 0; k < count; k++) {
    const booked = pickBy(
      rng,
      stints,
      (s) => s.player.person.cardRisk * (s.off - s.on) * (s.player.position === 1 ? 0.15 : 1),
    );
    if (booked && t(booked.player).red === 0) t(booked.player).yellow = 1;
  }
}

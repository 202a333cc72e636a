import { bpsScore } from '../points/bps';
import type { Fixture } from '../calendar/fixtures';
import type { Stint } from './lineup';
import type { PlayerMatch } from './match-types';
import type { PositionId } from '@contracts/game/positions';
import type { SeasonPlayer } from '../world/players';
import type { Rng } from '../rng';
import { scoreMatch, type ScoreLine, type ScoringRules } from '@engine/points';

/** Events counted for one player during the match simulation. */
export interface Tally {
  goals: number;
  assists: number;
  ownGoals: number;
  penMissed: number;
  penSaved: number;
  yellow: number;
  red: number;
  conceded: number;
  saves: number;
}

export const emptyTally = (): Tally => ({
  goals: 0,
  assists: 0,
  ownGoals: 0,
  penMissed: 0,
  penSaved: 0,
  yellow: 0,
  red: 0,
  conceded: 0,
  saves: 0,
});

export interface RowContext {
  player: SeasonPlayer;
  stint: Stint | undefined;
  /** Sums over the side of threat x minutes and creativity x minutes: the shares' denominators. */
  threatMinutes: number;
  creativityMinutes: number;
  fixture: Fixture;
  wasHome: boolean;
  opponent: number;
  /** This side's and the opponent's expected goals for the match. */
  teamXg: number;
  oppXg: number;
  tally: Tally;
}

/**
 * Turns the tally into the official row: expected goals and assists as the player's share of
 * his side's by time on the pitch, defensive actions, BPS and ICT. Bonus and points come later
 * (`finishRow`), once every BPS of the match is known.
 */
export function buildRow(rng: Rng, c: RowContext): PlayerMatch {
  const { player, stint, tally: k } = c;
  const minutes = stint ? stint.off - stint.on : 0;
  const xg = minutes > 0 ? (c.teamXg * player.threat * minutes) / c.threatMinutes : 0;
  const xa = minutes > 0 ? (0.72 * c.teamXg * player.creativity * minutes) / c.creativityMinutes : 0;
  const f = minutes / 90;
  const pressure = 0.75 + 0.25 * c.oppXg;
  const cbi = rng.poisson(player.cbi * f * pressure);
  const tackles = rng.poisson(player.tackles * f * pressure);
  const recoveries = rng.poisson(player.recoveries * f);
  const keyPasses = rng.poisson(6 * xa + 0.4 * player.creativity * f);
  const shotsOnTarget = k.goals + rng.poisson(1.6 * xg);
  const cleanSheet = minutes >= 60 && k.conceded === 0;
  const defcon =
    player.position === 1 ? 0 : player.position === 2 ? cbi + tackles : cbi + tackles + recoveries;
  const bps = bpsScore(player.position, {
    minutes,
    goals: k.goals,
    assists: k.assists,
    cleanSheet,
    conceded: k.conceded,
    saves: k.saves,
    penSaved: k.penSaved,
    penMissed: k.penMissed,
    yellow: k.yellow,
    red: k.red,
    ownGoals: k.ownGoals,
    cbi,
    tackles,
    recoveries,
    keyPasses,
    shotsOnTarget,
  });
  const keeperOrDefender = player.position <= 2;
  const influence =
    minutes === 0
      ? 0
      : Math.max(
          0,
          (minutes >= 60 ? 4 : 2) +
            k.goals * (keeperOrDefender ? 24 : 20) +
            12 * k.assists +
            (keeperOrDefender && cleanSheet ? 12 : 0) +
            5 * k.saves +
            20 * k.penSaved +
            1.2 * cbi +
            2 * tackles +
            0.6 * recoveries +
            1.5 * keyPasses -
            (keeperOrDefender ? 3 * k.conceded : 0) -
            3 * k.yellow -
            10 * k.red -
            8 * k.ownGoals,
        );
  const creativity = minutes === 0 ? 0 : 8 * keyPasses + 6 * k.assists + 25 * xa + 4 * player.creativity * f;
  const threat = minutes === 0 ? 0 : 9 * shotsOnTarget + 55 * xg + 3 * player.threat * f;
  const [i10, c10, t10] = [influence, creativity, threat].map((v) => Math.round(v * 10)) as [
    number,
    number,
    number,
  ];
  return {
    element: player.id,
    fixture: c.fixture.id,
    event: c.fixture.event,
    team: player.club,
    opponent: c.opponent,
    wasHome: c.wasHome,
    kickoff: c.fixture.kickoff,
    minutes,
    starts: stint?.started ? 1 : 0,
    goals_scored: k.goals,
    assists: k.assists,
    clean_sheets: cleanSheet ? 1 : 0,
    goals_conceded: k.conceded,
    own_goals: k.ownGoals,
    penalties_saved: k.penSaved,
    penalties_missed: k.penMissed,
    yellow_cards: k.yellow,
    red_cards: k.red,
    saves: k.saves,
    bonus: 0,
    bps,
    clearances_blocks_interceptions: cbi,
    recoveries,
    tackles,
    defensive_contribution: defcon,
    influence: i10,
    creativity: c10,
    threat: t10,
    ict_index: Math.round((i10 + c10 + t10) / 10),
    expected_goals: Math.round(xg * 100),
    expected_assists: Math.round(xa * 100),
    expected_goals_conceded: minutes > 0 ? Math.round(c.oppXg * f * 100) : 0,
    total_points: 0,
    explain: [],
  };
}

/** Adds the bonus and the points (with their breakdown) by the season's scoring rules. */
/** The breakdown of every match a player sat out, shared: most squad rows are these. */
const DID_NOT_PLAY: ScoreLine[] = [{ identifier: 'minutes', points: 0, value: 0 }];

export function finishRow(row: PlayerMatch, position: PositionId, bonus: number, rules: ScoringRules): void {
  row.bonus = bonus;
  if (row.minutes === 0) {
    // Off the pitch nothing scores: no need to run the rules (or allocate a breakdown).
    row.total_points = 0;
    row.explain = DID_NOT_PLAY;
    return;
  }
  const score = scoreMatch(rules, position, row);
  row.total_points = score.total;
  row.explain = score.lines;
}

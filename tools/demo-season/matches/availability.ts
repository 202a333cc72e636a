import type { Availability, MatchResult } from './match-types';
import type { SeasonPlayer } from '../world/players';
import { rngFor } from '../rng';
import { newsDate } from '../calendar/uk-time';

const INJURIES = [
  'Hamstring injury',
  'Knee injury',
  'Ankle injury',
  'Calf injury',
  'Groin injury',
  'Thigh injury',
  'Foot injury',
  'Back injury',
];
const SHORT = ['Knock', 'Illness', 'Muscle fatigue'];
const HOUR = 3_600_000;

interface State {
  /** Out through this gameweek (inclusive). */
  injuredThrough: number;
  injury: string;
  /** Chance for the gameweek after a short problem or a return from injury. */
  doubtful: { gw: number; chance: number; note: string } | null;
  suspendedThrough: number;
  yellows: number;
  newsAdded: number | null;
}

/**
 * Injuries, knocks and suspensions through the season, one gameweek at a time: after each
 * round players who played may pick up an injury (seeded per season and gameweek), a red card
 * bans for three gameweeks and five bookings before GW19 for one. `before(gw)` gives the
 * official status fields as they read at that gameweek's deadline.
 */
export class AvailabilityTracker {
  private readonly state = new Map<number, State>();

  constructor(
    private readonly seed: number,
    private readonly season: string,
    private readonly players: readonly SeasonPlayer[],
    /** Deadline of each gameweek (epoch ms); used for "Expected back" dates. */
    private readonly deadline: (gw: number) => number,
  ) {
    for (const p of players) {
      this.state.set(p.id, {
        injuredThrough: 0,
        injury: '',
        doubtful: null,
        suspendedThrough: 0,
        yellows: 0,
        newsAdded: null,
      });
    }
  }

  before(gw: number): Map<number, Availability> {
    const out = new Map<number, Availability>();
    for (const p of this.players) out.set(p.id, this.statusOf(p, gw));
    return out;
  }

  private statusOf(p: SeasonPlayer, gw: number): Availability {
    const s = this.state.get(p.id) as State;
    if (p.loanedFromGw !== null && gw >= p.loanedFromGw) {
      const posted = this.deadline(p.loanedFromGw) - 20 * HOUR;
      return {
        status: 'u',
        chance: 0,
        news: 'Has joined a Championship club on loan for the rest of the season.',
        newsAdded: posted,
      };
    }
    if (s.suspendedThrough >= gw) {
      return {
        status: 's',
        chance: 0,
        news: `Suspended until ${newsDate(this.deadline(s.suspendedThrough + 1))}`,
        newsAdded: s.newsAdded,
      };
    }
    if (s.injuredThrough >= gw) {
      return {
        status: 'i',
        chance: 0,
        news: `${s.injury} - Expected back ${newsDate(this.deadline(s.injuredThrough + 1))}`,
        newsAdded: s.newsAdded,
      };
    }
    if (s.doubtful && s.doubtful.gw === gw) {
      const { chance, note } = s.doubtful;
      return { status: 'd', chance, news: `${note} - ${chance}% chance of playing`, newsAdded: s.newsAdded };
    }
    return { status: 'a', chance: null, news: '', newsAdded: null };
  }

  /** Applies what happened in `gw` (injuries, cards) to the availability of later gameweeks. */
  update(gw: number, results: readonly MatchResult[]): void {
    const rng = rngFor(this.seed, 'injuries', this.season, gw);
    const played = new Map<number, { minutes: number; yellow: number; red: number; kickoff: number }>();
    for (const r of results) {
      for (const row of r.rows) {
        const prev = played.get(row.element);
        played.set(row.element, {
          minutes: (prev?.minutes ?? 0) + row.minutes,
          yellow: (prev?.yellow ?? 0) + row.yellow_cards,
          red: (prev?.red ?? 0) + row.red_cards,
          kickoff: Math.max(prev?.kickoff ?? 0, row.kickoff),
        });
      }
    }
    for (const p of this.players) {
      const s = this.state.get(p.id) as State;
      const m = played.get(p.id);
      const posted = (m?.kickoff ?? this.deadline(gw)) + rng.int(18, 40) * HOUR + rng.int(0, 3_599_999);
      if (m && m.red > 0) {
        s.suspendedThrough = gw + 3;
        s.newsAdded = posted;
      }
      if (m && m.yellow > 0) {
        s.yellows += m.yellow;
        if (s.yellows === 5 && gw < 19) {
          s.suspendedThrough = Math.max(s.suspendedThrough, gw + 1);
          s.newsAdded = posted;
        }
      }
      if (s.injuredThrough >= gw) {
        // Coming back: half the returning players start as doubtful.
        if (s.injuredThrough === gw && rng.chance(0.5))
          s.doubtful = { gw: gw + 1, chance: 75, note: 'Lack of match fitness' };
        continue;
      }
      const risk = m && m.minutes > 0 ? 0.02 * Math.min(2, m.minutes / 90) : 0.004;
      if (!rng.chance(risk)) continue;
      s.newsAdded = posted;
      const length = rng.weighted([0, 35, 22, 13, 8, 7, 5, 4, 3, 2, 1]);
      if (length === 1 && rng.chance(0.6)) {
        s.doubtful = { gw: gw + 1, chance: rng.pick([25, 50, 75]), note: rng.pick(SHORT) };
      } else {
        s.injuredThrough = gw + length;
        s.injury = rng.pick(INJURIES);
      }
    }
  }
}

/** Whether a player takes part in a match, given his status at the deadline (doubtful ones roll). */
export function willPlay(a: Availability | undefined, roll: number): boolean {
  if (!a || a.status === 'a') return true;
  if (a.status === 'd') return roll * 100 < (a.chance ?? 0);
  return false;
}

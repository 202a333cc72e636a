import type { Club } from './clubs';
import { personName } from './names';
import type { Rng } from '../rng';
import type { PositionId } from '@contracts/game/positions';

/** An invented footballer, the same person across seasons (linked by `code` like upstream). */
export interface Person {
  code: number;
  first: string;
  last: string;
  /** Filled once all people exist: the surname, or "I.Surname" when surnames clash. */
  web: string;
  position: PositionId;
  /** Quality at his peak, 0..1. */
  talent: number;
  /** Age at the start of 2025-26. */
  age: number;
  /** 0 = holding/defensive, 1 = attacking: splits midfielders and full-backs from centre-backs. */
  style: number;
  cardRisk: number;
}

/** A person's registration at one club for one season, with the rates the match engine uses. */
export interface SeasonPlayer {
  id: number;
  person: Person;
  club: number;
  position: PositionId;
  quality: number;
  /** 0 = first choice at his position in his club. */
  depth: number;
  squadNumber: number;
  startCost: number;
  /** Relative goal threat and chance creation per 90 minutes. */
  threat: number;
  creativity: number;
  /** Defensive actions per 90: clearances/blocks/interceptions, tackles, recoveries. */
  cbi: number;
  tackles: number;
  recoveries: number;
  penaltyTaker: boolean;
  /** From this gameweek on he is away on loan (status 'u') and never plays. */
  loanedFromGw: number | null;
}

/** Scrambles a sequence number into a unique six-digit code (7919 is coprime to the range). */
export function personCode(sequence: number): number {
  return 100000 + ((sequence * 7919) % 899_999);
}

export function createPerson(rng: Rng, sequence: number, position: PositionId, talent: number): Person {
  const name = personName(rng);
  return {
    code: personCode(sequence),
    first: name.first,
    last: name.last,
    web: name.last,
    position,
    talent,
    age: rng.int(18, 34),
    style: rng.next(),
    cardRisk: 0.6 + rng.next() * 0.9,
  };
}

/** Quality in a season given age then: rising to a peak at 26-30, fading after 31. */
export function qualityAtAge(person: Person, age: number): number {
  const grow = age < 26 ? 1 - 0.045 * (26 - age) : 1;
  const fade = age > 31 ? 1 - 0.05 * (age - 31) : 1;
  return Math.max(0.05, Math.min(0.99, person.talent * grow * fade));
}

/** Start-of-season price in tenths: position base plus a convex premium for quality, to 0.5m. */
export function startPrice(position: PositionId, quality: number, club: Club): number {
  const q = Math.max(0, Math.min(1, quality * (0.92 + (0.08 * club.rating) / 3)));
  const raw =
    position === 1
      ? 40 + 22 * q ** 1.6
      : position === 2
        ? 40 + 38 * q ** 1.8
        : position === 3
          ? 45 + 100 * q ** 2.6
          : 45 + 98 * q ** 2.3;
  return Math.min(145, Math.max(40, Math.round(raw / 5) * 5));
}

/** Builds the engine's per-90 rates from the person's position, style and quality. */
export function seasonProfile(
  person: Person,
  quality: number,
): Pick<SeasonPlayer, 'threat' | 'creativity' | 'cbi' | 'tackles' | 'recoveries'> {
  const s = person.style;
  const q = quality;
  switch (person.position) {
    case 1:
      return { threat: 0.004, creativity: 0.02, cbi: 1.5, tackles: 0.05, recoveries: 5 };
    case 2:
      return {
        threat: 0.06 + 0.12 * q + 0.08 * s,
        creativity: 0.12 + 0.3 * s + 0.25 * q,
        cbi: 7 - 2.5 * s,
        tackles: 1.4 + 0.6 * s,
        recoveries: 4,
      };
    case 3:
      return {
        threat: 0.08 + 1.6 * s * q ** 2.2,
        creativity: 0.3 + 1.2 * s * q ** 1.5 + 0.2 * q,
        cbi: 3.2 - 1.8 * s,
        tackles: 2.6 - 1.2 * s,
        recoveries: 7 - 2.5 * s,
      };
    case 4:
      return {
        threat: 0.4 + 1.4 * q ** 1.8,
        creativity: 0.25 + 0.45 * q ** 1.5,
        cbi: 0.9,
        tackles: 0.6,
        recoveries: 2.5,
      };
  }
}

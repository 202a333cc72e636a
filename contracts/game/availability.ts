/**
 * Whether a player can be picked for the next gameweek, one definition for every screen (decision
 * record 0004). The game's `chance_of_playing_next_round` wins when it says 0; otherwise the status:
 * 'a' (or none) is available, 'd' doubtful, anything else (injured, suspended, unavailable, left
 * the club) unavailable. An available player with a chance below 100% is doubtful.
 */
export const AVAILABILITIES = ['available', 'doubtful', 'unavailable'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** How the screens name each state. */
export const AVAILABILITY_LABEL: Readonly<Record<Availability, string>> = {
  available: 'Available',
  doubtful: 'Doubtful',
  unavailable: 'Unavailable',
};

export interface AvailabilityFields {
  status: string;
  /** Percent; null when the game has no doubt about the player. */
  chance_of_playing_next_round: number | null;
}

export function availability(player: AvailabilityFields): Availability {
  const chance = player.chance_of_playing_next_round;
  if (chance === 0) return 'unavailable';
  if (player.status === 'd') return 'doubtful';
  if (player.status !== 'a' && player.status !== '') return 'unavailable';
  return chance !== null && chance < 100 ? 'doubtful' : 'available';
}

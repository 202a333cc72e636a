/** Element types of the game: 1 goalkeeper, 2 defender, 3 midfielder, 4 forward. */
export type ElementType = 1 | 2 | 3 | 4;

export type PlanChip = 'wildcard' | 'freehit' | 'bboost' | '3xc';

/** A player the plan may hold: prices in tenths of a million, as the game stores them. */
export interface PlanPlayer {
  id: number;
  type: ElementType;
  club: number;
  /** What buying him costs now (`now_cost`). */
  priceTenths: number;
  /** What selling him brings: his selling price if the manager owns him, else his price. */
  sellTenths: number;
  /** Expected points in each gameweek of the horizon (index 0 = the first planned gameweek). */
  xp: readonly number[];
}

export interface FreeTransferState {
  /** Free transfers for the first planned gameweek; null when transfers are unlimited in it. */
  first: number | null;
  maxBanked: number;
  /** Gameweek offsets (0 = first planned) at which everyone's free transfers are raised to the max. */
  topUpsToMax: readonly number[];
}

export interface PlanInput {
  players: readonly PlanPlayer[];
  /** The 15 ids owned before the first planned gameweek. */
  squad: readonly number[];
  bankTenths: number;
  horizon: number;
  freeTransfers: FreeTransferState;
  /** Most hits (paid transfers) over the whole horizon; null for no limit. */
  maxHits: number | null;
  keep: readonly number[];
  avoid: readonly number[];
  /** A chip and the offset of its gameweek (0 = first planned). */
  chip: { name: PlanChip; offset: number } | null;
  /** The objective's weights where not the app's (rules.ts BENCH_WEIGHT, nothing for a saved transfer). */
  weights?: PlanWeights;
}

export interface PlanWeights {
  /** A bench player's expected points count this much. */
  bench: number;
  /**
   * Points each free transfer left for the week after the horizon is worth (below a hit's 4): a
   * plan that spends every transfer in its last week leaves the next plan none.
   */
  savedTransfer: number;
}

export interface PlanWeek {
  transfersIn: number[];
  transfersOut: number[];
  hits: number;
  xi: number[];
  bench: number[];
  captain: number;
  viceCaptain: number;
  /** Expected points the game would score: XI, captain's extra (bench under Bench Boost), less hits. */
  projectedPoints: number;
}

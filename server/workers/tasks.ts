import { deserialize, serialize } from 'node:v8';
import { fitMatchModel, type MatchModel, type PlayedMatch } from '@engine/match-model';
import { clubMinutesSequences, minutesSequences, rowsByCode } from '@engine/points';
import { shownScorelines, type ShownMatch } from '@engine/predictions';
import type { UpsetConfig } from '@contracts/api/upset-config';
import type { SeasonClub } from '@engine/projections';
import { toAppearances, type MatchRow } from '@engine/shares';
import { projectStandings, type ClubProjection, type StandingsMatch } from '@engine/standings';
import type { OddsFixture } from '../services/projections/fitted-model';
import { fixtureOdds, type OddsContext } from '../services/projections/match-engine';
import {
  pointsFit,
  projectAll,
  type PointsFit,
  type ProjectedSeason,
  type ProjectionInputs,
} from '../services/openfpl/projections';
import { pastFitRowsOf, type PastFitColumns } from '../services/openfpl/past-columns';
import { seasonOutlook, shareFit, type SeasonOutlookInput } from '../services/shares/season-model';
import type { SharedRows } from './pool';
import { derivedFrom, keptFit } from './worker-datasets';

/**
 * The computations the worker pool runs: pure functions of their input (engine/ and the services'
 * pure model code), each taking one structured-cloneable object and returning one. Large past-season
 * rows come as shared datasets (pool.ts), and what is derived from them alone is kept per dataset.
 */
export const TASKS = {
  /** The match model (engine/match-model/fit.ts). */
  fitMatchModel: (input: {
    matches: readonly PlayedMatch[];
    asOfMs: number;
    seasonClubs?: readonly number[];
  }): MatchModel => fitMatchModel(input.matches, { asOfMs: input.asOfMs, seasonClubs: input.seasonClubs }),

  /** Fixtures' odds in a context (server/services/projections/match-engine.ts). */
  fixtureOdds: (input: { model: MatchModel; fixtures: readonly OddsFixture[]; context: OddsContext }) =>
    input.fixtures.map((f) => fixtureOdds(input.model, f, input.context)),

  /** The scoreline every screen shows for each match (engine/predictions/shown-scorelines.ts). */
  shownScorelines: (input: { matches: readonly ShownMatch[]; config: UpsetConfig }) =>
    shownScorelines(input.matches, input.config),

  /** The projected standings' Monte Carlo (engine/standings/simulate.ts). */
  projectStandings: (input: {
    clubs: readonly SeasonClub[];
    matches: readonly StandingsMatch[];
    runs: number;
    seed: number;
  }): ClubProjection[] => projectStandings(input.clubs, input.matches, input),

  /**
   * The current season's shares and projections (server/services/shares/season-model.ts); the share
   * fit is kept while `fitKey` is unchanged.
   */
  seasonOutlook: (
    input: Omit<SeasonOutlookInput, 'past'> & { past: SharedRows<MatchRow>; fitKey: string },
  ) => {
    const full = {
      ...input,
      past: derivedFrom(input.past, 'appearances', (rows: readonly MatchRow[]) => ({
        rows,
        ...toAppearances(rows),
      })),
    };
    return seasonOutlook(
      full,
      keptFit('shares', input.fitKey, () => shareFit(full)),
    );
  },

  /**
   * Open FPL's points model's fitted parts (server/services/openfpl/projections.ts `pointsFit`),
   * serialised by node:v8 here (the server stores them as they are, never copying the fit itself
   * through its event loop) and kept here under `fitKey` for the projections; the past seasons'
   * minutes sequences (and the movers', across seasons) are kept per dataset.
   */
  pointsFit: (
    input: Omit<ProjectionInputs, 'past' | 'pastSequences' | 'pastMoves' | 'matches' | 'bands'> & {
      past: SharedRows<PastFitColumns>;
      fitKey: string;
    },
  ): Uint8Array => {
    // One element: the columns (past-columns.ts).
    const past = derivedFrom(input.past, 'rows', ([c]: readonly PastFitColumns[]) => pastFitRowsOf(c!));
    const { pastSequences, pastMoves } = derivedFrom(input.past, 'sequences', () => {
      const history = { byCode: rowsByCode(past) };
      const seasons = new Set(past.map((r) => r.season));
      return {
        pastSequences: minutesSequences(history, seasons),
        pastMoves: clubMinutesSequences(history, seasons),
      };
    });
    const fit = pointsFit({ ...input, past, pastSequences, pastMoves });
    keptFit('points', input.fitKey, () => fit);
    // A copy of its own, so the answer can hand its memory over instead of copying it (worker.ts).
    return new Uint8Array(serialize(fit));
  },

  /**
   * Open FPL's projections for six gameweeks from a points fit (server/services/openfpl/projections.ts):
   * the fit made here under `fitKey`, else the stored bytes read back.
   */
  openfplProjections: (
    input: { computed: ProjectedSeason } & Pick<ProjectionInputs, 'matches' | 'bands'> & {
        fit: { key: string; bytes: Uint8Array };
      },
  ) =>
    projectAll(
      input,
      keptFit('points', input.fit.key, () => deserialize(input.fit.bytes) as PointsFit),
    ),
} as const;

export type TaskName = keyof typeof TASKS;
export type TaskInput<N extends TaskName> = Parameters<(typeof TASKS)[N]>[0];
export type TaskOutput<N extends TaskName> = ReturnType<(typeof TASKS)[N]>;

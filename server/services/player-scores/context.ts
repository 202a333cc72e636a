import type { OpenfplProjection } from '@contracts/api/openfpl';
import type { CardFixture } from '@contracts/api/player-scores';
import type { BootstrapStatic, FplElement, FplFixture } from '@contracts/fpl/index';
import { availability } from '@contracts/game/availability';
import { hasPrice, type Priced } from '@contracts/game/priced';
import { indexBootstrap } from '@contracts/game/bootstrap-index';
import { decimal } from '@contracts/game/decimal';
import {
  fixturesFromGameweek,
  lastFinishedGameweek,
  nextGameweek,
  seasonLabel,
  type ClubFixture,
} from '@contracts/game/schedule';
import type { FplSource } from '../../fpl/source';
import { playerHistorical, type HistoryTable } from './historical-multipliers';

/** Element types the scores know (1 goalkeeper .. 4 forward); others (2024-25's managers) are left out. */
const SCORED_TYPES = new Set([1, 2, 3, 4]);

export interface ScoringDeps {
  fpl: FplSource;
  historyTable: (currentSeason: string | null) => Promise<HistoryTable>;
  /** The points model's projections one gameweek ahead (the Open FPL service, horizon 1). */
  expectedPoints?: () => Promise<readonly OpenfplProjection[]>;
  log?: { warn(message: string): void };
}

/** Everything a card needs beyond the player's own row, read once per request. */
export interface ScoringContext {
  /** Players with a readable price: every card shows it, and the transfer score divides by it. */
  players: Priced<FplElement>[];
  fixtures: FplFixture[];
  teamShort: (teamId: number) => string;
  teamName: (teamId: number) => string;
  positionName: (elementType: number) => string;
  positions: Array<{ id: number; pluralName: string; shortName: string }>;
  /** The current gameweek (the next before the season): transfer fixtures count from here. */
  fromGameweek: number;
  finishedGameweeks: number;
  /** The game's next gameweek, whose deadline is still open; null after the last. */
  nextGameweek: number | null;
  history: HistoryTable;
}

export async function loadScoringContext(deps: ScoringDeps): Promise<ScoringContext> {
  const [bootstrap, fixtures] = await Promise.all([deps.fpl.bootstrapStatic(), deps.fpl.fixtures()]);
  const { events, element_types: types, elements } = bootstrap.data;
  const history = await readHistory(deps, bootstrap.data);
  const { teams: teamsById, elementTypes: typesById } = indexBootstrap(bootstrap.data);
  return {
    players: elements.filter((e) => SCORED_TYPES.has(e.element_type)).filter(hasPrice),
    fixtures: fixtures.data,
    teamShort: (id) => teamsById.get(id)?.short_name ?? String(id),
    teamName: (id) => teamsById.get(id)?.name ?? String(id),
    positionName: (id) => typesById.get(id)?.singular_name ?? String(id),
    positions: types
      .filter((t) => SCORED_TYPES.has(t.id))
      .sort((a, b) => a.id - b.id)
      .map((t) => ({ id: t.id, pluralName: t.plural_name, shortName: t.singular_name_short })),
    fromGameweek: fixturesFromGameweek(events),
    finishedGameweeks: lastFinishedGameweek(events) ?? 0,
    nextGameweek: nextGameweek(events),
    history,
  };
}

/** Past seasons make the multiplier; without them (or if the database fails) every player gets 1. */
async function readHistory(deps: ScoringDeps, bootstrap: BootstrapStatic): Promise<HistoryTable> {
  try {
    return await deps.historyTable(seasonLabel(bootstrap.events));
  } catch (err) {
    deps.log?.warn(
      `past seasons unreadable, historical multipliers are 1: ${err instanceof Error ? err.message : String(err)}`,
    );
    return { seasons: [], byCode: new Map(), positionPer90: {} };
  }
}

/** The identity and headline numbers every card shows. */
export function cardBase(player: Priced<FplElement>, ctx: ScoringContext) {
  return {
    id: player.id,
    webName: player.web_name,
    fullName: `${player.first_name} ${player.second_name}`,
    teamShort: ctx.teamShort(player.team),
    teamName: ctx.teamName(player.team),
    elementType: player.element_type,
    position: ctx.positionName(player.element_type),
    nowCost: player.now_cost,
    form: decimal(player.form),
    totalPoints: player.total_points,
    selectedByPercent: decimal(player.selected_by_percent),
    availability: availability(player),
    chanceOfPlaying: player.chance_of_playing_next_round,
    news: player.news,
    historical: playerHistorical(ctx.history, player.code, player.element_type),
  };
}

export function cardFixture(fixture: ClubFixture, ctx: ScoringContext): CardFixture {
  return {
    gameweek: fixture.event,
    opponentShort: ctx.teamShort(fixture.opponent),
    home: fixture.home,
    difficulty: fixture.difficulty,
  };
}

/** Parts as the cards list them: the engine's record in the engine's order, with value x weight. */
export function cardParts(parts: Record<string, { value: number; weight: number }>) {
  return Object.entries(parts).map(([key, part]) => ({
    key,
    value: part.value,
    contribution: part.value * part.weight,
  }));
}

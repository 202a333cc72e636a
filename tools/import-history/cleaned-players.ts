import type { CsvTable } from './csv';
import { Fields } from './fields';
import type { HistoricalPlayerRow } from './rows';

/**
 * cleaned_players.csv is a column subset of players_raw.csv written in the same row order (true
 * of every season 2016-17 .. 2025-26). It adds nothing to import, so it only serves as a check
 * that the two files come from the same upstream version; disagreements are reported, not fatal.
 */
export function checkCleanedPlayers(table: CsvTable, players: readonly HistoricalPlayerRow[]): string[] {
  if (table.records.length !== players.length) {
    return [`${table.file}: ${table.records.length} players, players_raw.csv has ${players.length}`];
  }
  const f = new Fields(table);
  const warnings: string[] = [];
  table.records.forEach((rec, i) => {
    const player = players[i];
    if (!player) return;
    const points = f.has('total_points') ? f.optInt(rec, 'total_points') : player.totalPoints;
    if (
      f.optText(rec, 'first_name') !== player.firstName ||
      f.optText(rec, 'second_name') !== player.secondName ||
      points !== player.totalPoints
    ) {
      warnings.push(
        `${table.file}:${rec.line}: differs from players_raw.csv player ${player.playerId} (${player.firstName} ${player.secondName}, ${player.totalPoints} pts)`,
      );
    }
  });
  return warnings;
}

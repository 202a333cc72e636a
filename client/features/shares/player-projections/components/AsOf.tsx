import { fromWhen } from '../lib/format';

interface Props {
  gameweek: number | null | undefined;
  /** While the data loads the words stand there hidden: the description keeps its lines and nothing below moves. */
  pending: boolean;
}

/** ", after GW11" at the end of a screen's description sentence; nothing when the data failed. */
export function AsOf({ gameweek, pending }: Props) {
  if (pending) return <span className="invisible">, after GW00</span>;
  return gameweek === undefined ? null : <>, {fromWhen(gameweek)}</>;
}

/**
 * The data's season in a heading ("2025-26"). While loading, a hidden stand-in of the same width
 * keeps the heading's lines (on a phone it wraps with the season), so nothing below it moves.
 */
export function SeasonLabel({ season, pending }: { season: string | null | undefined; pending: boolean }) {
  if (pending)
    return (
      <span className="invisible" aria-hidden="true">
        0000-00
      </span>
    );
  return season ?? null;
}

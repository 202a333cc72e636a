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

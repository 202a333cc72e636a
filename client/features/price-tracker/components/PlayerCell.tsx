import { LineChart } from 'lucide-react';
import type { PriceChange } from '@contracts/api/prices';
import { TableCell } from '@/components/ui/table';

export type PlayerRef = Pick<
  PriceChange,
  'player_id' | 'player_name' | 'team_name' | 'team_short_name' | 'position'
>;

/**
 * The first column: the player's name opens his price history (a real button, so the keyboard
 * reaches it), with club and position under it. Sticky so phones keep the name while scrolling.
 */
/** Opens a player's price history; `opener` gets the focus back when the dialog closes. */
export type OpenHistory = (player: PlayerRef, opener: HTMLElement) => void;

export function PlayerCell({ player, onOpen }: { player: PlayerRef; onOpen: OpenHistory }) {
  return (
    <TableCell className="sticky left-0 z-10 bg-card">
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`${player.player_name}: price history`}
        onClick={(e) => onOpen(player, e.currentTarget)}
        className="inline-flex items-center gap-1.5 rounded-sm text-left font-semibold text-brand-purple hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {player.player_name}
        <LineChart aria-hidden="true" className="size-3.5 shrink-0 opacity-60" />
      </button>
      <div className="text-xs text-muted-foreground">
        <abbr title={player.team_name} className="no-underline">
          {player.team_short_name}
        </abbr>{' '}
        · {player.position}
      </div>
    </TableCell>
  );
}

import { TriangleAlert } from 'lucide-react';
import type { TransferCard } from '@contracts/api/player-scores';

type Availability = Pick<TransferCard, 'availability' | 'news' | 'chanceOfPlaying'>;

/** The warning text for a doubtful or unavailable player, null for an available one. */
function availabilityText({ availability, news, chanceOfPlaying }: Availability): string | null {
  if (availability === 'available') return null;
  const head = availability === 'doubtful' ? 'Doubtful' : 'Unavailable';
  const chance = chanceOfPlaying === null ? '' : ` (${chanceOfPlaying}% chance of playing)`;
  return news ? `${head}${chance}: ${news}` : `${head}${chance}`;
}

export function AvailabilityNote({ player }: { player: Availability }) {
  const text = availabilityText(player);
  if (text === null) return null;
  return (
    <p
      className={
        player.availability === 'doubtful'
          ? 'flex items-start gap-1.5 rounded-md bg-warning-background px-2 py-1 text-xs text-warning'
          : 'flex items-start gap-1.5 rounded-md bg-destructive/10 px-2 py-1 text-xs text-destructive'
      }
    >
      <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>{text}</span>
    </p>
  );
}

import type { FdrResponse } from '@contracts/api/fixture-difficulty';

const WARNING = 'mb-3 rounded-md bg-warning-background px-3 py-2 text-sm text-warning';

/** Where the attack and defence tiers colouring the attacking and defensive tabs come from. */
export function TiersSource({ grid }: { grid: Pick<FdrResponse, 'tiers' | 'tiersSeason'> }) {
  switch (grid.tiers) {
    case 'model':
      return (
        <p className="mb-3 text-sm text-muted-foreground">
          Team tiers from the match model&apos;s strengths at the start of {grid.tiersSeason}.
        </p>
      );
    case 'saved':
      return <p className="mb-3 text-sm text-muted-foreground">Team tiers saved by an admin.</p>;
    case 'unavailable':
      return (
        <p className={WARNING}>
          The match model has no fitted team strengths yet, so every opponent is shown as average.
        </p>
      );
    case 'missing':
      return (
        <p className={WARNING}>
          The team tier settings could not be read, so every opponent is shown as average.
        </p>
      );
  }
}

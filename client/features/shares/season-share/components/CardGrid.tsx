import type { ReactNode } from 'react';

/**
 * The team cards' grid, by the width it is given rather than the window's (the sidebar takes a
 * third of a laptop screen): a card gets at least about 23rem, so a player's name is not cut short.
 */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <div className="@container">
      <div className="grid gap-4 @3xl:grid-cols-2 @6xl:grid-cols-3">{children}</div>
    </div>
  );
}

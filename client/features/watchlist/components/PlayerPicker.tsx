import { useId, useMemo, useState, type Ref } from 'react';
import { SearchField } from '@/components/players/SearchField';
import { Button } from '@/components/ui/button';
import { formatCost, formatNumber } from '@/lib/format';
import { searchChoices, type PlayerChoice } from '../lib/player-choices';

/** Enough to pick from at a glance; typing narrows the rest. */
const CHOICES_SHOWN = 8;

interface Props {
  choices: readonly PlayerChoice[];
  selected: PlayerChoice | null;
  onSelect: (choice: PlayerChoice) => void;
  onClear: () => void;
  error?: string;
  /** The search box, so the form can focus it when no player is chosen. */
  searchRef?: Ref<HTMLInputElement>;
}

/**
 * Choose one player: a search box over the players not yet watched, and a short list of buttons
 * (plain buttons, so Tab and Enter work without any custom key handling).
 */
export function PlayerPicker({ choices, selected, onSelect, onClear, error, searchRef }: Props) {
  const id = useId();
  const [search, setSearch] = useState('');
  // After "Change", the search box comes back and takes the focus; on first open Radix focuses it.
  const [refocus, setRefocus] = useState(false);
  const matches = useMemo(() => searchChoices(choices, search), [choices, search]);
  const errorId = `${id}-error`;

  if (selected) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">Player</span>
        <div className="flex items-center justify-between gap-3 rounded-md border bg-muted/50 p-3">
          <div className="min-w-0" data-testid="selected-player">
            <p className="font-semibold">{selected.playerName}</p>
            <p className="text-xs text-muted-foreground">{details(selected)}</p>
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setRefocus(true);
              onClear();
            }}
          >
            Change
          </Button>
        </div>
      </div>
    );
  }

  const shown = matches.slice(0, CHOICES_SHOWN);
  return (
    <SearchField
      label="Player"
      ref={searchRef}
      autoFocus={refocus}
      placeholder="Search by name or club"
      value={search}
      onChange={setSearch}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No players match “{search.trim()}”.</p>
      ) : (
        <>
          <ul aria-label="Players to choose from" className="flex flex-col gap-1">
            {shown.map((c) => (
              <li key={c.playerId}>
                <button
                  type="button"
                  onClick={() => onSelect(c)}
                  className="flex w-full items-baseline justify-between gap-2 rounded-md border px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="font-medium">{c.playerName}</span>
                  <span className="text-right text-xs text-muted-foreground">{details(c)}</span>
                </button>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">
            {matches.length > shown.length
              ? `${formatNumber(shown.length)} of ${formatNumber(matches.length)} players shown, most owned first: type to narrow.`
              : `${formatNumber(matches.length)} ${matches.length === 1 ? 'player' : 'players'} found.`}
          </p>
        </>
      )}
    </SearchField>
  );
}

const details = (c: PlayerChoice) => `${c.teamName} · ${c.position} · ${formatCost(c.currentPrice)}`;

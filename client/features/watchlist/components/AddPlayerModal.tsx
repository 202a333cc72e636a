import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { playerListQuery } from '@/api/relay';
import { playerChoices } from '../lib/player-choices';
import { AddPlayerForm } from './AddPlayerForm';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Add Player button is outside the dialog (it is not a Radix trigger): focus goes back to it. */
  onReturnFocus: () => void;
  watched: ReadonlySet<number>;
}

/**
 * The Add Player dialog, loaded when first opened (with the form library). The form lives inside
 * the dialog's content, which unmounts on close, so every opening starts from the spec's defaults.
 */
export function AddPlayerModal({ open, onOpenChange, onReturnFocus, watched }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          onReturnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Add Player to Watchlist</DialogTitle>
          <DialogDescription>
            Choose a player, set an optional target price and the alerts you want.
          </DialogDescription>
        </DialogHeader>
        <PlayerSource watched={watched} onAdded={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function PlayerSource({ watched, onAdded }: { watched: ReadonlySet<number>; onAdded: () => void }) {
  const players = useQuery(playerListQuery());
  const choices = useMemo(
    () => (players.data ? playerChoices(players.data, watched) : []),
    [players.data, watched],
  );
  if (players.isPending) return <Spinner label="Loading players..." />;
  if (players.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p className="text-destructive">Unable to load the player list. {players.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void players.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return <AddPlayerForm choices={choices} onAdded={onAdded} />;
}

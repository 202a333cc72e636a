import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { bootstrapQuery } from '@/api/relay';
import { playerChoices } from '../lib/player-choices';
import { AddPlayerForm } from './AddPlayerForm';

/**
 * The Add Player button and dialog. The form lives inside the dialog's content, which unmounts on
 * close, so every opening starts from the spec's defaults.
 */
export function AddPlayerDialog({ watched }: { watched: ReadonlySet<number> }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Add Player
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Player to Watchlist</DialogTitle>
          <DialogDescription>
            Choose a player, set an optional target price and the alerts you want.
          </DialogDescription>
        </DialogHeader>
        <PlayerSource watched={watched} onAdded={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function PlayerSource({ watched, onAdded }: { watched: ReadonlySet<number>; onAdded: () => void }) {
  const bootstrap = useQuery(bootstrapQuery());
  const choices = useMemo(
    () => (bootstrap.data ? playerChoices(bootstrap.data, watched) : []),
    [bootstrap.data, watched],
  );
  if (bootstrap.isPending) return <Spinner label="Loading players..." />;
  if (bootstrap.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p className="text-destructive">Unable to load the player list. {bootstrap.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void bootstrap.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return <AddPlayerForm choices={choices} onAdded={onAdded} />;
}

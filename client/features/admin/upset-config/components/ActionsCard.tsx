import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

interface ActionsCardProps {
  lastUpdated: string | null;
  updatedBy: string | null;
  onOverview: boolean;
  unsaved: boolean;
  invalid: boolean;
  saving: boolean;
  resetting: boolean;
  onResetTab: () => void;
  onResetPage: () => void;
  onGlobalReset: () => void;
  onSave: () => void;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Last save, Reset Tab / Reset Page (local), Global Reset (server, confirmed) and Save Changes. */
export function ActionsCard(props: ActionsCardProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {props.lastUpdated
            ? `Last updated ${when(props.lastUpdated)} by ${props.updatedBy ?? 'admin'}`
            : 'Last updated: never (the built-in defaults are in force)'}
        </p>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Button variant="outline" disabled={props.onOverview} onClick={props.onResetTab}>
            Reset Tab
          </Button>
          <Button variant="outline" onClick={props.onResetPage}>
            Reset Page
          </Button>
          <Button variant="outline" disabled={props.resetting} onClick={() => setConfirming(true)}>
            {props.resetting ? 'Resetting...' : 'Global Reset'}
          </Button>
          <Button disabled={!props.unsaved || props.invalid || props.saving} onClick={props.onSave}>
            {props.saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </CardContent>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Reset the upset configuration?</DialogTitle>
            <DialogDescription>
              Every option and value returns to the built-in defaults and is saved at once: Predicted Scores
              uses them from the next request. Unsaved edits are discarded.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={() => {
                setConfirming(false);
                props.onGlobalReset();
              }}
            >
              Reset to defaults
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

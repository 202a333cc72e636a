import { Plus } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useShownOnce } from '@/lib/use-shown-once';

// The dialog, the form library and the form's zod schema load when the dialog is first opened.
const AddPlayerModal = lazy(() => import('./AddPlayerModal').then((m) => ({ default: m.AddPlayerModal })));

/** The Add Player button and its dialog. */
export function AddPlayerDialog({ watched }: { watched: ReadonlySet<number> }) {
  const [open, setOpen] = useState(false);
  const mounted = useShownOnce(open);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={button} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        Add Player
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <AddPlayerModal
            open={open}
            onOpenChange={setOpen}
            onReturnFocus={() => button.current?.focus()}
            watched={watched}
          />
        </Suspense>
      ) : null}
    </>
  );
}

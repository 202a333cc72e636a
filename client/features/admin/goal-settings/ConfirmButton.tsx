import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';

// The dialog (Radix Dialog, about 11 KB gzip) loads when a reset is first asked for, not with the screen.
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

interface ConfirmButtonProps {
  children: ReactNode;
  title: string;
  description: string;
  onConfirm(): void;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
}

/** A reset action behind a confirmation dialog: nothing happens until Confirm is pressed. */
export function ConfirmButton({
  children,
  title,
  description,
  onConfirm,
  disabled,
  variant,
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant ?? 'outline'}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {children}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={title}
            description={description}
            onConfirm={onConfirm}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

import { lazy, Suspense } from 'react';
import { useToast } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Mounts the toasts' region once the first toast is raised: Radix's toast code (about 8 KB gzip)
 * then loads, instead of in every screen's first load. Radix announces each toast itself, so a
 * region that appears with its first toast is still read out.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

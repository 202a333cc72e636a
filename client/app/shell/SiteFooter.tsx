import { Suspense } from 'react';
import { QuietBoundary } from './QuietBoundary';
import { SourceNote } from './status-parts';

export function SiteFooter() {
  return (
    <footer className="mt-auto border-t px-4 py-6 text-center text-xs text-muted-foreground sm:px-6">
      Data comes from the official Fantasy Premier League game and is updated in real time.
      <QuietBoundary fallback={null}>
        <Suspense fallback={null}>
          <SourceNote />
        </Suspense>
      </QuietBoundary>{' '}
      This is an independent analysis tool, not affiliated with the Premier League.
    </footer>
  );
}

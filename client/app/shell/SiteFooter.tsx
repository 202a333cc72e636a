import { useQuery } from '@tanstack/react-query';
import { statusQuery } from '@/api/status';

// The spec's footer sentence is only true of live data, so other sources say what they are.
const SOURCE_NOTE = {
  live: null,
  snapshot: 'Right now it shows a recorded snapshot of the game, which does not change.',
  demo: 'Right now it shows demo data: an invented season, not the real game.',
} as const;

export function SiteFooter() {
  const { data } = useQuery(statusQuery());
  const note = data ? SOURCE_NOTE[data.source.kind] : null;
  return (
    <footer className="mt-auto border-t px-4 py-6 text-center text-xs text-muted-foreground sm:px-6">
      Data comes from the official Fantasy Premier League game and is updated in real time.
      {note ? ` ${note}` : null} This is an independent analysis tool, not affiliated with the Premier League.
    </footer>
  );
}

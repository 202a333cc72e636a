import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

export const PAGE_SIZE = 50;

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/**
 * Previous and Next through a long table: 50 rows at a time keep the main thread light (the whole
 * league's 700-odd players rendered at once would exceed the blocking-time budget).
 */
export function Pager({ page, pages, onPage }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-3 flex items-center justify-between gap-2 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <span aria-live="polite">
        Page {page + 1} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageButtons } from '../lib/pagination';

interface Props {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous, five page buttons, the last page, Next. */
export function Pagination({ page, total, onPage }: Props) {
  const { pages, last, gap } = pageButtons(page, total);
  const pageButton = (n: number) => (
    <Button
      key={n}
      size="sm"
      variant={n === page ? 'default' : 'outline'}
      aria-label={`Page ${n}`}
      aria-current={n === page ? 'page' : undefined}
      onClick={() => onPage(n)}
      className="min-w-8 px-1.5 sm:min-w-9 sm:px-2"
    >
      {n}
    </Button>
  );
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
      <Button
        size="sm"
        variant="ghost"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label="Previous page"
        className="px-2"
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      {pages.map(pageButton)}
      {gap ? (
        <span aria-hidden="true" className="px-1 text-muted-foreground">
          …
        </span>
      ) : null}
      {last !== null ? pageButton(last) : null}
      <Button
        size="sm"
        variant="ghost"
        disabled={page >= total}
        onClick={() => onPage(page + 1)}
        aria-label="Next page"
        className="px-2"
      >
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

import type { MatchResult } from '@contracts/api/projections';
import { cn } from '@/lib/utils';

// Played results in solid colours; projections in the same hue, lighter and dashed, so they never
// read as a result.
const STYLE: Record<MatchResult, { label: string; title: string; className: string }> = {
  win: { label: 'Win', title: 'Won', className: 'border-green-700 bg-green-700 text-white' },
  draw: { label: 'Draw', title: 'Drawn', className: 'border-amber-500 bg-amber-400 text-amber-950' },
  loss: { label: 'Loss', title: 'Lost', className: 'border-red-700 bg-red-700 text-white' },
  projected_win: {
    label: 'Proj. win',
    title: "Projected win: the predicted score's result",
    className: 'border-dashed border-green-600 bg-green-50 text-green-800',
  },
  projected_draw: {
    label: 'Proj. draw',
    title: "Projected draw: the predicted score's result",
    className: 'border-dashed border-amber-500 bg-amber-50 text-amber-900',
  },
  projected_loss: {
    label: 'Proj. loss',
    title: "Projected loss: the predicted score's result",
    className: 'border-dashed border-red-600 bg-red-50 text-red-800',
  },
};

/** `title` replaces the hover text. */
export function ResultBadge({ result, title }: { result: MatchResult; title?: string }) {
  const style = STYLE[result];
  return (
    <span
      title={title ?? style.title}
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        style.className,
      )}
    >
      {style.label}
    </span>
  );
}

import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ColumnHeads } from '@/components/ui/column-heads';
import { formatNumber, formatPercent } from '@/lib/format';
import { cn } from '@/lib/utils';
import { shareTone } from '../lib/seasons';
import type { ShareTexts } from '../lib/texts';
import { PER90_BLANK, type ShareCard } from '../lib/share-view';

// Text on each tone keeps WCAG AA contrast (4.5:1 or more), the pairs of the fixture difficulty palette.
const TONE_CLASS = {
  top: 'bg-green-800 text-white',
  high: 'bg-green-300 text-green-950',
  mid: 'bg-green-100 text-green-900',
  low: 'bg-muted text-foreground',
} as const;

interface Props {
  card: ShareCard;
  texts: ShareTexts;
  projected: boolean;
}

/** One team: its total, its top players by share, the '+N more' note and its own-goal line. */
export function TeamShareCard({ card, texts, projected }: Props) {
  const shown = card.lines.slice(0, texts.top);
  const more = card.lines.length - shown.length;
  const digits = projected ? 2 : 0;
  const per90 = projected ? texts.per90Header : null;
  const headingId = `share-card-${card.id}`;
  // Twenty cards take hundreds of milliseconds to lay out on a slow phone: a card off the screen is
  // laid out when it scrolls near (content-visibility), holding its place meanwhile (about its height).
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className="min-w-0 [contain-intrinsic-size:auto_28rem] [content-visibility:auto]"
    >
      <CardHeader className="flex-row items-start justify-between gap-3 pb-3">
        <div className="min-w-0">
          <CardTitle id={headingId} className="truncate text-base">
            <span className="mr-1 text-brand-purple">{card.short}</span> {card.name}
          </CardTitle>
          <p className="mt-1 text-sm text-muted-foreground">
            {texts.totalLabel(projected)}:{' '}
            <span className="font-semibold text-foreground tabular-nums">
              {formatNumber(card.total, digits)}
            </span>
          </p>
        </div>
        <Badge variant="secondary">{card.lines.length} players</Badge>
      </CardHeader>
      <CardContent>
        <table className="w-full table-fixed text-sm" aria-label={`${card.short} players`}>
          <thead className="text-xs text-muted-foreground">
            <tr className="h-9 text-left align-bottom leading-tight [&>th]:pb-1">
              <ColumnHeads
                columns={[
                  ['#', 'w-6 font-medium'],
                  ['Player', 'font-medium'],
                  ['Share', 'w-16 text-right font-medium'],
                  [texts.valueHeader(projected), 'w-14 text-right font-medium'],
                  per90 ? [per90, 'w-12 text-right font-medium'] : false,
                ]}
              />
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {shown.map((line, i) => {
              const percent = line.share * 100;
              return (
                <tr key={line.id} className="h-8 border-t">
                  <td className="text-muted-foreground">{i + 1}</td>
                  <td className="truncate">
                    <span className="font-medium">{line.name}</span>{' '}
                    <span className="text-xs text-muted-foreground">{line.position}</span>
                    {/* On the same line (cut short with its full words in the title), so every row
                        keeps the height the loading cards reserve. */}
                    {line.carried ? (
                      <span className="text-xs text-muted-foreground" title={line.carried}>
                        {' '}
                        · {line.carried}
                      </span>
                    ) : null}
                  </td>
                  <td className="text-right">
                    {texts.shareBadge ? (
                      <span
                        className={cn(
                          'rounded-full px-2 py-0.5 text-xs font-semibold',
                          TONE_CLASS[shareTone(percent)],
                        )}
                      >
                        {formatPercent(percent)}
                      </span>
                    ) : (
                      formatPercent(percent)
                    )}
                  </td>
                  <td className="text-right">{formatNumber(line.value, digits)}</td>
                  {per90 ? (
                    <td className="text-right" title={line.per90 === null ? PER90_BLANK.player : undefined}>
                      {formatNumber(line.per90, 2)}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
        <div className="mt-2 flex flex-col gap-0.5 text-xs text-muted-foreground">
          <p className="h-4">{more > 0 ? texts.more(more) : ''}</p>
          {card.ownGoals !== null ? (
            <p className="h-4">
              Own goals (opponents&apos;):{' '}
              <span className="font-semibold text-foreground tabular-nums">
                {formatNumber(card.ownGoals, digits)}
              </span>
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

import { useState } from 'react';
import type { Historical, ScorePart, ScorePartInfo } from '@contracts/api/player-scores';
import { ColumnHeads, type ColumnHead } from '@/components/ui/column-heads';
import { formatNumber } from '@/lib/format';
import { formatContribution, formatMultiplier, formatScore, seasonSpan } from './format';

const PART_HEADS: readonly ColumnHead[] = [
  ['Part', 'py-1 pr-2 font-medium'],
  ['Value /10', 'py-1 pr-2 text-right font-medium'],
  ['Weight', 'py-1 pr-2 text-right font-medium'],
  ['Adds', 'py-1 text-right font-medium'],
];

export interface Adjustment {
  label: string;
  /** Shown as is, e.g. "−1.50" or "×0.80". */
  value: string;
}

interface ScoreBreakdownProps {
  /** The part names, weights and how each is computed (once per answer). */
  info: readonly ScorePartInfo[];
  parts: readonly ScorePart[];
  weightedSum: number;
  /** Steps between the weighted sum and the score, in order (penalty, position factor). */
  adjustments: readonly Adjustment[];
  historical: Historical;
  score: number;
  /** e.g. "Overall score" or "Captain score". */
  scoreName: string;
  /** One line on how the weighted sum is rescaled within the position. */
  rescaleText: string;
  /**
   * When the score is built on another figure (the captain score on expected points): that figure's
   * row, in place of the adjustments and multiplier, and the line saying how, in place of the rescale.
   */
  basis?: { label: string; value: string; text: string };
}

/** How the historical multiplier was found, in words, for the breakdown. */
function historicalText(h: Historical): string {
  const span = seasonSpan(h.seasons);
  if (span === null || h.per90 === null)
    return 'No minutes in the past seasons used, so history leaves the score unchanged (×1.00).';
  return `${formatNumber(h.per90, 2)} points per 90 over ${formatNumber(h.minutes)} minutes in ${span}, against ${formatNumber(h.positionPer90, 2)} for the position; shrunk toward 1 for fewer minutes and kept within ×0.85 to ×1.15.`;
}

/**
 * The score explained: every part's 0..10 value, weight and contribution, then the adjustments and
 * the historical multiplier with its inputs. A native disclosure, so it opens with Enter or Space.
 * Its table is rendered when first opened: a screen of two dozen cards would otherwise build some two
 * thousand hidden elements on its first paint (blocking time budget).
 */
export function ScoreBreakdown({
  info,
  parts,
  weightedSum,
  adjustments,
  historical,
  score,
  scoreName,
  rescaleText,
  basis,
}: ScoreBreakdownProps) {
  const [opened, setOpened] = useState(false);
  const byKey = new Map(info.map((i) => [i.key, i]));
  return (
    <details
      className="group rounded-md border bg-muted/40 text-sm"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="cursor-pointer rounded-md px-3 py-2 font-medium text-brand-purple focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        How is this scored?
      </summary>
      {opened ? (
        <div className="space-y-3 px-3 pb-3">
          <div className="overflow-x-auto">
            <table className="w-full text-xs">
              <caption className="sr-only">{scoreName} parts</caption>
              <thead>
                <tr className="text-left text-muted-foreground">
                  <ColumnHeads columns={PART_HEADS} />
                </tr>
              </thead>
              <tbody>
                {parts.map((part) => {
                  const meta = byKey.get(part.key);
                  return (
                    <tr key={part.key} className="border-t align-top">
                      <th scope="row" className="py-1 pr-2 text-left font-normal">
                        <span className="font-medium">{meta?.label ?? part.key}</span>
                        {meta ? (
                          <span className="block text-[11px] text-muted-foreground">{meta.how}</span>
                        ) : null}
                      </th>
                      <td className="py-1 pr-2 text-right tabular-nums">{formatScore(part.value)}</td>
                      <td className="py-1 pr-2 text-right tabular-nums">{meta ? meta.weight : ''}</td>
                      <td className="py-1 text-right tabular-nums">
                        {formatContribution(part.contribution)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
              <tfoot>
                <tr className="border-t font-medium">
                  <th scope="row" colSpan={3} className="py-1 pr-2 text-left">
                    Weighted sum
                  </th>
                  <td className="py-1 text-right tabular-nums">{formatContribution(weightedSum)}</td>
                </tr>
                {(basis
                  ? [basis]
                  : [
                      ...adjustments,
                      { label: 'Historical multiplier', value: formatMultiplier(historical.multiplier) },
                    ]
                ).map((a) => (
                  <tr key={a.label}>
                    <th scope="row" colSpan={3} className="py-1 pr-2 text-left font-normal">
                      {a.label}
                    </th>
                    <td className="py-1 text-right tabular-nums">{a.value}</td>
                  </tr>
                ))}
                <tr className="border-t font-semibold">
                  <th scope="row" colSpan={3} className="py-1 pr-2 text-left">
                    {scoreName} (kept within 0 to 10)
                  </th>
                  <td className="py-1 text-right tabular-nums">{formatScore(score)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          <p className="text-xs text-muted-foreground">
            <span className="font-medium text-foreground">{basis ? 'Score: ' : 'Rescale: '}</span>
            {basis ? basis.text : rescaleText}
          </p>
          {basis ? null : (
            <p className="text-xs text-muted-foreground">
              <span className="font-medium text-foreground">History: </span>
              {historicalText(historical)}
            </p>
          )}
        </div>
      ) : null}
    </details>
  );
}

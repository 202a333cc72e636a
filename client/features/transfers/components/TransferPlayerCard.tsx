import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import type { ScorePartInfo, TransferCard } from '@contracts/api/player-scores';
import type { ExpectedPoints } from '@/components/players/expected-points';
import { CardStat } from '@/components/players/CardStat';
import { ExpectedPointsLine } from '@/components/players/ExpectedPointsLine';
import { AvailabilityNote } from '@/components/players/AvailabilityNote';
import { FixtureList } from '@/components/players/FixtureList';
import { formatContribution, formatScore } from '@/components/players/format';
import { PlayerTitle } from '@/components/players/PlayerTitle';
import { ScoreBreakdown } from '@/components/players/ScoreBreakdown';
import { ScorePanel } from '@/components/players/ScorePanel';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatCost, formatNumber } from '@/lib/format';
import { recommendationVariant, TREND_LABEL } from '../lib/labels';
import { transferRescaleText } from '../lib/rescale';

const TREND_ICON = { rising: ArrowUpRight, falling: ArrowDownRight, stable: ArrowRight } as const;
const TREND_CLASS = {
  rising: 'text-success',
  falling: 'text-destructive',
  stable: 'text-muted-foreground',
} as const;

interface Props {
  card: TransferCard;
  parts: readonly ScorePartInfo[];
  /** The points model's figures for the next three gameweeks (horizons 1-3). */
  expected: ExpectedPoints;
}

export function TransferPlayerCard({ card, parts, expected }: Props) {
  const Trend = TREND_ICON[card.trend];
  const value = card.parts.find((p) => p.key === 'value')?.value ?? 0;
  return (
    // Twenty-four cards take hundreds of milliseconds to lay out on a slow phone: a card off the
    // screen is laid out when it scrolls near (content-visibility), holding its place meanwhile (its
    // height: 434 px on a phone, 390 px from md, measured in Chromium). Only the height: an intrinsic
    // width would be the card's narrowest width and widen a phone's page.
    <Card
      className="flex flex-col gap-3 p-4 [contain-intrinsic-height:auto_27rem] [content-visibility:auto]"
      aria-label={card.webName}
      role="article"
    >
      <div className="flex items-start justify-between gap-2">
        <PlayerTitle
          name={card.webName}
          fullName={card.fullName}
          team={card.teamName}
          position={card.position}
        />
        <Badge variant={recommendationVariant(card.recommendation)}>{card.label}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm sm:grid-cols-4">
        <CardStat label="Price">{formatCost(card.nowCost)}</CardStat>
        <CardStat label="Form">
          <span className="inline-flex items-center gap-1">
            {formatNumber(card.form, 1)}
            <Trend
              role="img"
              aria-label={`${TREND_LABEL[card.trend]} (${formatNumber(card.netTransfersEvent)} net this gameweek)`}
              className={`size-4 ${TREND_CLASS[card.trend]}`}
            />
          </span>
        </CardStat>
        <CardStat label="Points">{formatNumber(card.totalPoints)}</CardStat>
        <CardStat label="Value">{formatScore(value)}/10</CardStat>
      </dl>
      <ScorePanel label="Overall score" score={card.score} testId="overall-score" />
      <ExpectedPointsLine expected={expected} range />
      <AvailabilityNote player={card} />
      <div className="flex flex-col gap-1">
        <span className="text-xs text-muted-foreground">Fixtures counted</span>
        <FixtureList fixtures={card.fixtures} label={`${card.webName} fixtures counted`} />
      </div>
      <ScoreBreakdown
        info={parts}
        parts={card.parts}
        weightedSum={card.weightedSum}
        adjustments={[
          { label: `Rescaled sum (${card.position})`, value: formatContribution(card.rescaledSum) },
          { label: 'Injury doubt penalty', value: `−${card.injuryPenalty.toFixed(2)}` },
        ]}
        historical={card.historical}
        score={card.score}
        scoreName="Overall score"
        rescaleText={transferRescaleText(card)}
      />
    </Card>
  );
}

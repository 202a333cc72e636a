import { Star } from 'lucide-react';
import type { CaptainCard, ScorePartInfo } from '@contracts/api/player-scores';
import type { ExpectedPoints } from '@/components/players/expected-points';
import { CardStat } from '@/components/players/CardStat';
import { ExpectedPointsLine } from '@/components/players/ExpectedPointsLine';
import { AvailabilityNote } from '@/components/players/AvailabilityNote';
import { formatMultiplier } from '@/components/players/format';
import { PlayerTitle } from '@/components/players/PlayerTitle';
import { ScoreBreakdown } from '@/components/players/ScoreBreakdown';
import { ScorePanel } from '@/components/players/ScorePanel';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatNumber, formatPercent } from '@/lib/format';
import { cn } from '@/lib/utils';
import { difficultyTone, fixtureText, recommendationVariant } from '../lib/labels';
import { captainExpectedText, captainRescaleText } from '../lib/rescale';

interface Props {
  card: CaptainCard;
  /** 1-based place in the list; the top three get a rank badge, the first a star. */
  rank: number;
  gameweek: number | null;
  parts: readonly ScorePartInfo[];
  /** The expected points that score 8.5, when the score is built on them; null when on the parts. */
  reference: number | null;
}

function NextFixture({ card, gameweek }: { card: CaptainCard; gameweek: number | null }) {
  if (gameweek === null) return <span className="text-sm text-muted-foreground">No gameweek left</span>;
  if (card.fixtures.length === 0)
    return <span className="text-sm text-muted-foreground">No fixture in GW{gameweek}</span>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={`GW${gameweek} fixtures`}>
      {card.fixtures.map((f) => (
        <li key={`${f.opponentShort}-${f.home}`} className="flex items-center gap-1.5 text-sm font-medium">
          {fixtureText(f)}
          <span className={cn('rounded px-1.5 py-0.5 text-xs font-semibold', difficultyTone(f.difficulty))}>
            {f.difficulty}/5
          </span>
        </li>
      ))}
    </ul>
  );
}

export function CaptainCandidateCard({ card, rank, gameweek, parts, reference }: Props) {
  const onExpected = reference !== null && card.expectedPoints !== null && gameweek !== null;
  const expected: ExpectedPoints = onExpected
    ? { status: 'ready', rows: [{ gameweek, points: card.expectedPoints! }] }
    : { status: 'unavailable' };
  return (
    <Card
      className={cn(
        // A card off the screen is laid out when it scrolls near (content-visibility), holding its
        // place meanwhile (its height: 360 px on a phone, 376-392 px from md, measured in Chromium;
        // only the height, as an intrinsic width would widen a phone's page).
        'flex flex-col gap-3 p-4 [contain-intrinsic-height:auto_23rem] [content-visibility:auto]',
        rank === 1 && 'border-brand-purple-500 ring-1 ring-brand-purple-500',
      )}
      role="article"
      aria-label={card.webName}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          {rank <= 3 ? (
            <span
              aria-label={`Rank ${rank}`}
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-purple text-sm font-bold text-white"
            >
              {rank}
            </span>
          ) : null}
          {rank === 1 ? (
            <Star
              role="img"
              aria-label="Top pick"
              className="size-5 shrink-0 fill-brand-green text-brand-green-700"
            />
          ) : null}
          <PlayerTitle
            name={card.webName}
            fullName={card.fullName}
            team={card.teamName}
            position={card.position}
          />
        </div>
        <Badge variant={recommendationVariant(card.recommendation)}>{card.label}</Badge>
      </div>
      <NextFixture card={card} gameweek={gameweek} />
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <CardStat label="Form">{formatNumber(card.form, 1)}</CardStat>
        <CardStat label="Ownership">{formatPercent(card.selectedByPercent)}</CardStat>
        <CardStat label="Points">{formatNumber(card.totalPoints)}</CardStat>
      </dl>
      {card.isPopularPick || card.isDifferential ? (
        <div className="flex flex-wrap gap-1.5">
          {card.isPopularPick ? <Badge variant="secondary">Popular Pick</Badge> : null}
          {card.isDifferential ? <Badge variant="accent">Differential</Badge> : null}
        </div>
      ) : null}
      <ScorePanel label="Captain Score" score={card.score} testId="captain-score" />
      <ExpectedPointsLine
        expected={expected}
        range={false}
        note={onExpected ? "From the points model: the captain score's input." : 'From the points model.'}
      />
      <AvailabilityNote player={card} />
      <ScoreBreakdown
        info={parts}
        parts={card.parts}
        weightedSum={card.weightedSum}
        adjustments={[
          { label: `Position scale (${card.position})`, value: formatMultiplier(card.positionScale) },
          { label: `Position factor (${card.position})`, value: formatMultiplier(card.positionFactor) },
        ]}
        historical={card.historical}
        score={card.score}
        scoreName="Captain score"
        rescaleText={captainRescaleText(card)}
        basis={
          onExpected
            ? {
                label: `Expected points (GW ${gameweek})`,
                value: formatNumber(card.expectedPoints!, 2),
                text: captainExpectedText(reference),
              }
            : undefined
        }
      />
    </Card>
  );
}

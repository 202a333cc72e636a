import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PriceFilter, TransferPlannerQuery, TransferType } from '@contracts/api/player-scores';
import { TRANSFER_CARD_LIMIT } from '@contracts/api/player-scores-values';
import { PageHeader } from '@/components/page-header';
import { FilterSelect } from '@/components/players/FilterSelect';
import { ScoredCards } from '@/components/players/ScoredCards';
import { PositionTypeSelect } from '@/components/players/PositionTypeSelect';
import { seasonSpan } from '@/components/players/format';
import { Card } from '@/components/ui/card';
import { useExpectedPoints } from '@/components/players/expected-points';
import { Skeleton } from '@/components/ui/skeleton';
import { FIRST_TRANSFER_FILTERS, transferPlannerQuery } from '@/api/player-scores';
import { TransferPlayerCard } from './components/TransferPlayerCard';
import { PRICE_OPTIONS, SORT_ORDERS, sortOrder, TRANSFER_TYPE_OPTIONS } from './lib/labels';

/**
 * What the scores are made of, then a line on the past seasons behind them: reserved at its final
 * height (two lines on a phone, one from sm) while the list loads, so the filters do not move.
 */
function Description({ historySeasons }: { historySeasons: readonly string[] | undefined }) {
  const span = historySeasons === undefined ? undefined : seasonSpan(historySeasons);
  return (
    <>
      Players to buy or sell, scored out of 10 from form, value, fixtures, ICT, minutes and transfer trends.
      <span className="block min-h-10 sm:min-h-5">
        {span === undefined ? (
          <Skeleton className="mt-0.5 h-4 w-64 max-w-full" />
        ) : span === null ? (
          'No past seasons are imported, so historical data does not adjust the scores.'
        ) : (
          `Adjusted by each player's record in historical data ${span}.`
        )}
      </span>
    </>
  );
}

export default function TransferPlannerScreen() {
  const [filters, setFilters] = useState<TransferPlannerQuery>(FIRST_TRANSFER_FILTERS);
  const query = useQuery({ ...transferPlannerQuery(filters), placeholderData: keepPreviousData });
  const data = query.data;
  const expectedOf = useExpectedPoints(3);
  const set = (patch: Partial<TransferPlannerQuery>) => setFilters((f) => ({ ...f, ...patch }));
  const order = SORT_ORDERS[sortOrder(filters.type, query.isPlaceholderData ? undefined : data)];

  return (
    <>
      <PageHeader
        title="Transfer Planner"
        description={<Description historySeasons={data?.historySeasons} />}
      />
      <Card className="mb-6 grid grid-cols-2 gap-3 p-4 sm:gap-4 lg:grid-cols-4">
        <FilterSelect
          label="Transfer Type"
          value={filters.type}
          options={TRANSFER_TYPE_OPTIONS}
          onChange={(v) => set({ type: v as TransferType })}
        />
        <PositionTypeSelect value={filters.position} positions={data?.positions} onChange={set} />
        <FilterSelect
          label="Price Range"
          value={filters.price}
          options={PRICE_OPTIONS}
          onChange={(v) => set({ price: v as PriceFilter })}
        />
        <FilterSelect
          label="Sort By"
          value="fixed"
          options={[{ value: 'fixed', label: order.label }]}
          disabled
        />
        <p data-testid="sort-reason" className="col-span-full text-xs text-muted-foreground">
          {order.why}
        </p>
      </Card>
      <ScoredCards
        query={query}
        data={data}
        cardsOf={(answer) => answer.players}
        loadingLabel="Loading players"
        sectionLabel="Transfer recommendations"
        heading="Recommended players"
        countTestId="player-count"
        skeletons={6}
        columns="md:grid-cols-2 xl:grid-cols-3"
        empty={{
          title: 'No players found',
          message: 'Try adjusting your filters to see more transfer options.',
        }}
        note={(answer) =>
          answer.total > answer.players.length ? (
            <span className="text-muted-foreground">
              top {TRANSFER_CARD_LIMIT} of {answer.total} matching
            </span>
          ) : null
        }
        renderCard={(card, _i, answer) => (
          <TransferPlayerCard key={card.id} card={card} parts={answer.parts} expected={expectedOf(card.id)} />
        )}
      />
    </>
  );
}

import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PricePoint } from '@contracts/api/prices';
import { formatCost, formatDate } from '@/lib/format';
import { priceDomain, toChartPoints } from '../lib/price-history';

const PURPLE = '#37003c';
const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const tickDate = (date: string) => shortDate.format(Date.parse(date));

/** The captured price day by day, as steps: the price holds until the night it changes. */
export function PriceHistoryChart({
  points,
  playerName,
}: {
  points: readonly PricePoint[];
  playerName: string;
}) {
  const domain = priceDomain(points);
  if (!domain) return null;
  return (
    <figure aria-label={`${playerName}'s price by day`} className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 440, height: 256 }}>
        <LineChart data={toChartPoints(points)} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={tickDate} fontSize={12} minTickGap={24} />
          <YAxis
            domain={domain}
            tickFormatter={(m: number) => `£${m.toFixed(1)}m`}
            allowDecimals
            width={56}
            fontSize={12}
          />
          <Tooltip
            formatter={(value) => [
              formatCost(typeof value === 'number' ? Math.round(value * 10) : null),
              'Price',
            ]}
            labelFormatter={(date) => formatDate(String(date), 'UTC')}
          />
          <Line
            type="stepAfter"
            dataKey="price"
            stroke={PURPLE}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}

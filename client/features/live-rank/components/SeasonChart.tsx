import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ManagerHistory } from '@contracts/api/manager';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { logRankAxis, seasonChartPoints } from '../lib/manager-history';

const compact = new Intl.NumberFormat('en-GB', { notation: 'compact', maximumFractionDigits: 1 });
const PURPLE = '#37003c';
const GREEN = '#00a859';

/**
 * Overall rank (line, log scale, best at the top) and gameweek points (bars) across the season: a rank
 * going from 2M to 200k is as big a move as 20k to 2k, and a log axis shows it that way.
 */
export function SeasonChart({ history }: { history: ManagerHistory }) {
  const points = seasonChartPoints(history.current);
  const axis = logRankAxis(points.map((p) => p.overallRank));
  if (points.length < 2 || !axis) return null;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Season Progress</CardTitle>
        <CardDescription>
          Overall rank (line, log scale, better ranks higher) and gameweek points (bars).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <figure aria-label="Overall rank and gameweek points by gameweek" className="h-72 w-full">
          <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 288 }}>
            <ComposedChart data={points} margin={{ top: 8, right: 0, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="event" tickFormatter={(gw: number) => `GW${gw}`} fontSize={12} />
              <YAxis
                yAxisId="rank"
                scale="log"
                domain={axis.domain}
                ticks={axis.ticks}
                reversed
                allowDataOverflow
                interval={0}
                tickFormatter={(r: number) => compact.format(r)}
                width={48}
                fontSize={12}
              />
              <YAxis yAxisId="points" orientation="right" width={36} fontSize={12} />
              <Tooltip
                formatter={(value, name) => [formatNumber(typeof value === 'number' ? value : null), name]}
                labelFormatter={(gw) => `Gameweek ${String(gw)}`}
              />
              <Legend />
              <Bar
                yAxisId="points"
                dataKey="points"
                name="GW points"
                fill={GREEN}
                fillOpacity={0.5}
                isAnimationActive={false}
              />
              <Line
                yAxisId="rank"
                dataKey="overallRank"
                name="Overall rank"
                stroke={PURPLE}
                strokeWidth={2}
                dot={points.length <= 20}
                connectNulls
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </figure>
      </CardContent>
    </Card>
  );
}

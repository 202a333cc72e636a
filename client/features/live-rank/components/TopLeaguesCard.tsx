import { Trophy } from 'lucide-react';
import type { FplEntryClassicLeague } from '@contracts/fpl/entry';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { leagueRankTone, TOP_LEAGUE_MAX_RANK, topPrivateLeagues } from '../lib/top-leagues';

export function TopLeaguesCard({ leagues }: { leagues: readonly FplEntryClassicLeague[] }) {
  const top = topPrivateLeagues(leagues);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Top Private League Positions</CardTitle>
        <CardDescription>
          Private leagues where this manager ranks {TOP_LEAGUE_MAX_RANK} or better.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {top.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Not ranked in the top {TOP_LEAGUE_MAX_RANK} of any private league.
          </p>
        ) : (
          <ul className="divide-y" aria-label="Top private leagues">
            {top.map((league) => (
              <li key={league.id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="truncate font-medium">{league.name}</p>
                  <p className="text-xs text-muted-foreground">League ID {league.id}</p>
                </div>
                <Badge variant={leagueRankTone(league.entry_rank ?? 0)}>
                  <Trophy aria-hidden="true" className="size-3" />#{formatNumber(league.entry_rank)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

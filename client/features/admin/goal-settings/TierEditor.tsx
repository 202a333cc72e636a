import type { PortalTeam } from '@contracts/api/goal-scored-portal';
import { TEAM_TIERS, type TeamTier } from '@contracts/api/goal-scored-fields';
import type { GoalScoredSettings } from '@contracts/api/goal-scored-settings';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { tierOf, type Side } from './draft';

interface TierEditorProps {
  side: Side;
  draft: GoalScoredSettings;
  defaults: GoalScoredSettings;
  teams: readonly PortalTeam[];
  /** Where the default tiers come from, in words. */
  defaultTiers: string;
  onMove(teamId: number, tier: TeamTier): void;
}

const TIER_NAME: Record<TeamTier, string> = {
  elite: 'Elite',
  strong: 'Strong',
  average: 'Average',
  weak: 'Weak',
  promoted: 'Promoted',
};

const multiplierKey = (side: Side, tier: TeamTier) =>
  `${tier}${side === 'attack' ? 'Attack' : 'Defense'}Multiplier` as const;

/** The five tiers with their multipliers, then every club with its default and current tier. */
export function TierEditor({ side, draft, defaults, teams, defaultTiers, onMove }: TierEditorProps) {
  const noun = side === 'attack' ? 'goals scored' : 'goals conceded';
  return (
    <div className="space-y-4">
      <div className="rounded-lg border bg-muted/40 p-3 text-sm">
        <p className="mb-2">
          Each club is in exactly one tier. A club's tier multiplier on its {noun} is taken relative to the
          default multiplier of its data tier, so a club left in its data tier is projected as the model fits
          it. Default tiers: {defaultTiers}.
        </p>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-5" aria-label={`${side} tiers`}>
          {TEAM_TIERS.map((tier) => (
            <li key={tier} className="rounded-md border bg-card px-2 py-1">
              <span className="font-medium">{TIER_NAME[tier]}</span>{' '}
              <span className="tabular-nums">x{draft[multiplierKey(side, tier)].toFixed(2)}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="overflow-x-auto">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Team</TableHead>
              <TableHead>ID</TableHead>
              <TableHead>Default tier</TableHead>
              <TableHead>Current tier</TableHead>
              <TableHead>Tier</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {teams.map((team) => {
              const current = tierOf(draft, side, team.id);
              const dflt = tierOf(defaults, side, team.id);
              return (
                <TableRow key={team.id} data-testid={`tier-${side}-${team.id}`}>
                  <TableCell className="font-medium">{team.name}</TableCell>
                  <TableCell className="tabular-nums">{team.id}</TableCell>
                  <TableCell>{TIER_NAME[dflt]}</TableCell>
                  <TableCell>
                    {TIER_NAME[current]}
                    {current !== dflt ? (
                      <Badge variant="secondary" className="ml-2">
                        Modified
                      </Badge>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <select
                      className="h-9 rounded-md border bg-card px-2 text-sm"
                      value={current}
                      onChange={(e) => onMove(team.id, e.target.value as TeamTier)}
                      aria-label={`${side === 'attack' ? 'Attack' : 'Defense'} tier for ${team.name}`}
                    >
                      {TEAM_TIERS.map((tier) => (
                        <option key={tier} value={tier}>
                          {tier}
                        </option>
                      ))}
                    </select>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}

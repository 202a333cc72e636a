import type { FplFixture } from '@contracts/fpl/fixtures';
import type { FplTeam } from '@contracts/fpl/bootstrap';
import { decimal } from '@contracts/game/decimal';
import { upcomingFixtures } from '@contracts/game/schedule';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCost, formatNumber, formatPercent, PLACEHOLDER } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { SquadPlayer } from '../lib/squad';
import { FixtureChips } from './FixtureChips';

export interface FixtureContext {
  /** Null while the fixtures are loading or when they failed. */
  fixtures: readonly FplFixture[] | null;
  /** Fixtures are listed from this gameweek on (the current one, gameweek 1 before the season). */
  fromGameweek: number;
  teams: ReadonlyMap<number, FplTeam>;
}

interface Section {
  /** Group heading row (e.g. "Defenders"); none for the bench. */
  label?: string;
  players: readonly SquadPlayer[];
}

// Fixed widths keep the XI and bench tables aligned with each other.
const COLUMNS: ReadonlyArray<[label: string, width: string]> = [
  ['Player', 'w-[26%]'],
  ['Team', 'w-[9%]'],
  ['Form', 'w-[8%]'],
  ['Next 3 fixtures', 'w-[27%]'],
  ['Price', 'w-[10%]'],
  ['Pts', 'w-[8%]'],
  ['Selected', 'w-[12%]'],
];
/** The next 3 fixtures per player. */
const NEXT_FIXTURES = 3;

/** The player column stays in view while the rest of the row scrolls sideways on a phone. */
const STICKY = 'sticky left-0 z-10 bg-card';

/** Squad players in a table that scrolls sideways inside its card on small screens. */
export function SquadTable({
  sections,
  fixtures,
  caption,
  slotNumbers = false,
}: {
  sections: readonly Section[];
  fixtures: FixtureContext;
  caption: string;
  /** Number the rows 1, 2, 3... (bench slots). */
  slotNumbers?: boolean;
}) {
  return (
    <Table aria-label={caption} className="min-w-[42rem] table-fixed">
      <TableHeader>
        <TableRow>
          {COLUMNS.map(([label, width], i) => (
            <TableHead
              key={label}
              className={cn(width, i === 0 && STICKY, i >= 4 && 'text-right')}
              title={label === 'Pts' ? 'Total points this season' : undefined}
            >
              {label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      {sections.map((section) => (
        <TableBody key={section.label ?? 'rows'}>
          {section.label ? (
            <TableRow className="bg-muted/60 hover:bg-muted/60">
              <TableHead
                scope="colgroup"
                colSpan={COLUMNS.length}
                className="h-8 text-xs uppercase tracking-wide text-brand-purple"
              >
                <span className="sticky left-3">{section.label}</span>
              </TableHead>
            </TableRow>
          ) : null}
          {section.players.map((player, i) => (
            <PlayerRow
              key={player.pick.element}
              player={player}
              fixtures={fixtures}
              slot={slotNumbers ? i + 1 : undefined}
            />
          ))}
        </TableBody>
      ))}
    </Table>
  );
}

function PlayerRow({
  player,
  fixtures,
  slot,
}: {
  player: SquadPlayer;
  fixtures: FixtureContext;
  slot?: number;
}) {
  const { element, team, pick } = player;
  return (
    <TableRow data-testid="squad-player">
      <TableCell className={cn('font-medium', STICKY)}>
        <span className="flex items-center gap-2">
          {slot !== undefined ? <span className="w-4 text-muted-foreground">{slot}.</span> : null}
          <span>{element?.web_name ?? `Player ${pick.element}`}</span>
          {pick.is_captain ? (
            <Badge>
              <abbr title="Captain" className="no-underline">
                C
              </abbr>
            </Badge>
          ) : null}
          {pick.is_vice_captain ? (
            <Badge variant="secondary">
              <abbr title="Vice-captain" className="no-underline">
                VC
              </abbr>
            </Badge>
          ) : null}
        </span>
      </TableCell>
      <TableCell>{team?.short_name ?? PLACEHOLDER}</TableCell>
      <TableCell>{element?.form ?? PLACEHOLDER}</TableCell>
      <TableCell>
        {!team ? (
          PLACEHOLDER
        ) : fixtures.fixtures === null ? (
          <span className="text-xs text-muted-foreground">{PLACEHOLDER}</span>
        ) : (
          <FixtureChips
            fixtures={upcomingFixtures(team.id, fixtures.fixtures, fixtures.fromGameweek, NEXT_FIXTURES)}
            teams={fixtures.teams}
          />
        )}
      </TableCell>
      <TableCell className="text-right">{formatCost(element?.now_cost)}</TableCell>
      <TableCell className="text-right">{formatNumber(element?.total_points)}</TableCell>
      <TableCell className="text-right">
        {formatPercent(element ? decimal(element.selected_by_percent) : null)}
      </TableCell>
    </TableRow>
  );
}

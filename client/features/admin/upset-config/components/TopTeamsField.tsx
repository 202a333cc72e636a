import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { UpsetConfigResponse } from '@contracts/api/upset-config';
import { bootstrapQuery } from '@/api/relay';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { formatTeamIds, parseTeamIds } from '../lib/team-ids';

interface TopTeamsFieldProps {
  value: readonly number[];
  defaults: readonly number[];
  current: readonly number[];
  source: UpsetConfigResponse['defaultTopTeams'];
  problem: string | undefined;
  onChange: (ids: number[]) => void;
}

const named = (ids: readonly number[], clubs: ReadonlyMap<number, string>) =>
  ids.map((id) => `${clubs.get(id) ?? `Team ${id}`} (${id})`).join(', ') || 'none';

/**
 * The top teams as comma-separated team ids (entries that are not numbers are dropped), with the clubs
 * named. The names come from the game's bootstrap (about 160 KB compressed), read here rather than by
 * the screen, so only this tab waits for it: the screen's first load does not.
 */
export function TopTeamsField({ value, defaults, current, source, problem, onChange }: TopTeamsFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const bootstrap = useQuery(bootstrapQuery());
  // Club names by team id of the running season (empty while they load).
  const clubs = useMemo(
    () => new Map(bootstrap.data?.teams.map((t) => [t.id, t.name]) ?? []),
    [bootstrap.data],
  );
  const unknown = clubs.size > 0 ? value.filter((id) => !clubs.has(id)) : [];
  return (
    <div className="space-y-2 py-3">
      <div className="flex items-center gap-2">
        <label htmlFor="upset-topTeamIds" className="text-sm font-medium">
          Top teams (team ids, comma-separated)
        </label>
        {formatTeamIds(value) !== formatTeamIds(defaults) ? <Badge variant="warning">Modified</Badge> : null}
      </div>
      <Input
        id="upset-topTeamIds"
        value={draft ?? formatTeamIds(value)}
        onChange={(e) => {
          setDraft(e.target.value);
          onChange(parseTeamIds(e.target.value));
        }}
        onBlur={() => setDraft(null)}
      />
      <p className="text-sm" data-testid="top-teams-named">
        <span className="text-muted-foreground">New value: </span>
        {named(value, clubs)}
      </p>
      {unknown.length > 0 || problem ? (
        <p className="text-xs text-destructive">
          {unknown.length > 0 ? `No club of the running season has id ${unknown.join(', ')}. ` : null}
          {problem}
        </p>
      ) : null}
      <dl className="grid gap-1 text-sm sm:grid-cols-[7rem_1fr]">
        <dt className="text-muted-foreground">Current</dt>
        <dd>{named(current, clubs)}</dd>
        <dt className="text-muted-foreground">Default</dt>
        <dd>
          {named(defaults, clubs)}
          <span className="block text-xs text-muted-foreground">{source.description}</span>
        </dd>
      </dl>
    </div>
  );
}

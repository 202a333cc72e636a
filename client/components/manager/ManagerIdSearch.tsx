import { Search } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ManagerIds } from './use-manager-id';

interface ManagerIdSearchProps {
  /** The screen's manager ID flow (`useManagerId`): typed value, search, restored ID. */
  ids: ManagerIds;
  loading: boolean;
  /** Keep only digits as the user types (the My Leagues box is numeric). */
  digitsOnly?: boolean;
}

/**
 * The manager ID box: a form, so Enter searches like the button does. The button is disabled while the
 * trimmed value is blank or a search is running.
 */
export function ManagerIdSearch({ ids, loading, digitsOnly = false }: ManagerIdSearchProps) {
  const { input: value, setInput: onChange, search: onSearch, autoLoadedId } = ids;
  const inputId = useId();
  const helpId = useId();
  return (
    <Card className="mb-6">
      <CardContent className="pt-5">
        <form
          role="search"
          aria-label="Manager search"
          onSubmit={(event) => {
            event.preventDefault();
            if (value.trim() && !loading) onSearch();
          }}
        >
          <Label htmlFor={inputId}>Manager ID</Label>
          <div className="mt-2 flex gap-2">
            <Input
              id={inputId}
              value={value}
              onChange={(e) => onChange(digitsOnly ? e.target.value.replace(/\D/g, '') : e.target.value)}
              inputMode="numeric"
              autoComplete="off"
              placeholder="e.g. 1234567"
              aria-describedby={helpId}
              className="max-w-xs"
            />
            <Button type="submit" disabled={!value.trim() || loading}>
              <Search aria-hidden="true" />
              Search
            </Button>
          </div>
          <p id={helpId} className="mt-2 text-xs [overflow-wrap:anywhere] text-muted-foreground">
            Your manager ID is the number in the address of your Points page on the official Fantasy Premier
            League site, for example fantasy.premierleague.com/entry/<strong>1234567</strong>/event/1.
          </p>
          {autoLoadedId ? (
            <p className="mt-1 text-xs text-brand-purple-500">
              Showing your last searched manager ID ({autoLoadedId}), loaded automatically.
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}

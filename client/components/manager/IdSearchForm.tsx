import { Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface IdSearchFormProps {
  /** The form's accessible name, e.g. "Manager search". */
  name: string;
  label: string;
  button: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  loading: boolean;
  /** Where to find the ID, shown under the box and read with it. */
  help: ReactNode;
  /** Shown below the help, e.g. the note that a saved ID was loaded. */
  children?: ReactNode;
}

/**
 * An ID box in a card: a form, so Enter submits like the button does. The button is disabled while
 * the trimmed value is blank or a request is running.
 */
export function IdSearchForm(props: IdSearchFormProps) {
  const { value, loading } = props;
  const inputId = useId();
  const helpId = useId();
  return (
    <Card className="mb-6">
      <CardContent className="pt-5">
        <form
          role="search"
          aria-label={props.name}
          onSubmit={(event) => {
            event.preventDefault();
            if (value.trim() && !loading) props.onSubmit();
          }}
        >
          <Label htmlFor={inputId}>{props.label}</Label>
          <div className="mt-2 flex gap-2">
            <Input
              id={inputId}
              value={value}
              onChange={(e) => props.onChange(e.target.value)}
              inputMode="numeric"
              autoComplete="off"
              placeholder={props.placeholder}
              aria-describedby={helpId}
              className="max-w-xs"
            />
            <Button type="submit" disabled={!value.trim() || loading}>
              <Search aria-hidden="true" />
              {props.button}
            </Button>
          </div>
          <p id={helpId} className="mt-2 text-xs [overflow-wrap:anywhere] text-muted-foreground">
            {props.help}
          </p>
          {props.children}
        </form>
      </CardContent>
    </Card>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, type FormEvent } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { NOTES_MAX_LENGTH } from '@contracts/api/watchlist';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { formatCost } from '@/lib/format';
import { useAddToWatchlist } from '../use-watchlist-mutations';
import {
  addPlayerFormSchema,
  FORM_DEFAULTS,
  type AddPlayerFormValues,
  type AddPlayerRequest,
} from '../lib/form';
import type { PlayerChoice } from '../lib/player-choices';
import { parseTargetPrice } from '../lib/target-price';
import { PlayerPicker } from './PlayerPicker';

interface Props {
  choices: readonly PlayerChoice[];
  onAdded: () => void;
}

export function AddPlayerForm({ choices, onAdded }: Props) {
  const id = useId();
  const form = useForm<AddPlayerFormValues, unknown, AddPlayerRequest>({
    resolver: zodResolver(addPlayerFormSchema),
    defaultValues: FORM_DEFAULTS,
    // The player is chosen with buttons, not an input the form owns: focus is moved by hand below.
    shouldFocusError: false,
  });
  const search = useRef<HTMLInputElement>(null);
  const { errors } = form.formState;
  const [playerId, targetText, notes] = useWatch({
    control: form.control,
    name: ['playerId', 'targetPrice', 'notes'],
  });
  const selected = choices.find((c) => c.playerId === playerId) ?? null;
  const target = parseTargetPrice(targetText);
  const add = useAddToWatchlist();

  // Choosing a player fills playerId, names, team, position and price.
  const choose = (c: PlayerChoice | null) => {
    // After a failed submit, choosing a player clears the 'Choose a player' message at once.
    form.setValue('playerId', c?.playerId ?? FORM_DEFAULTS.playerId, {
      shouldValidate: form.formState.isSubmitted,
    });
    form.setValue('playerName', c?.playerName ?? FORM_DEFAULTS.playerName);
    form.setValue('teamName', c?.teamName ?? FORM_DEFAULTS.teamName);
    form.setValue('position', c?.position ?? FORM_DEFAULTS.position);
    form.setValue('currentPrice', c?.currentPrice ?? FORM_DEFAULTS.currentPrice);
    if (c) form.setFocus('targetPrice');
  };

  const onSubmit = (event: FormEvent) =>
    form.handleSubmit(
      (body) =>
        add.mutate(body, {
          onSuccess: () => {
            form.reset(FORM_DEFAULTS);
            onAdded();
          },
        }),
      // The first field at fault takes the focus, in the order they appear.
      (invalid) => {
        if (invalid.playerId) search.current?.focus();
        else if (invalid.targetPrice) form.setFocus('targetPrice');
        else if (invalid.notes) form.setFocus('notes');
      },
    )(event);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <PlayerPicker
        choices={choices}
        selected={selected}
        onSelect={choose}
        onClear={() => choose(null)}
        error={errors.playerId?.message}
        searchRef={search}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-target`}>Target Price (£m, optional)</Label>
        <Input
          id={`${id}-target`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 8.5"
          aria-invalid={errors.targetPrice ? true : undefined}
          aria-describedby={`${id}-target-hint${errors.targetPrice ? ` ${id}-target-error` : ''}`}
          {...form.register('targetPrice')}
        />
        <p id={`${id}-target-hint`} className="text-xs text-muted-foreground" aria-live="polite">
          {target.ok && target.tenths !== null
            ? `Target: ${formatCost(target.tenths)}.`
            : 'Type 8.5 or 85 for £8.5m. Leave empty for no target.'}
        </p>
        {errors.targetPrice ? (
          <p id={`${id}-target-error`} className="text-sm text-destructive">
            {errors.targetPrice.message}
          </p>
        ) : null}
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">Alerts</legend>
        <AlertSwitch
          id={`${id}-rise`}
          name="alertOnRise"
          label="Alert on price rise"
          control={form.control}
        />
        <AlertSwitch
          id={`${id}-fall`}
          name="alertOnFall"
          label="Alert on price fall"
          control={form.control}
        />
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-notes`}>Notes</Label>
        <textarea
          id={`${id}-notes`}
          rows={3}
          placeholder="Why you are watching him"
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={`${id}-notes-count${errors.notes ? ` ${id}-notes-error` : ''}`}
          className="w-full rounded-md border bg-card px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 aria-invalid:border-destructive"
          {...form.register('notes')}
        />
        <p id={`${id}-notes-count`} className="text-right text-xs text-muted-foreground">
          {notes.length}/{NOTES_MAX_LENGTH}
        </p>
        {errors.notes ? (
          <p id={`${id}-notes-error`} className="text-sm text-destructive">
            {errors.notes.message}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add to Watchlist'}
        </Button>
      </DialogFooter>
    </form>
  );
}

interface SwitchProps {
  id: string;
  name: 'alertOnRise' | 'alertOnFall';
  label: string;
  control: Control<AddPlayerFormValues, unknown, AddPlayerRequest>;
}

function AlertSwitch({ id, name, label, control }: SwitchProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={id}>{label}</Label>
          <Switch
            id={id}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        </div>
      )}
    />
  );
}

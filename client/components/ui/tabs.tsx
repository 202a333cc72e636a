import {
  createContext,
  use,
  useId,
  useMemo,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { cn } from '@/lib/utils';

/**
 * Tabs after the WAI-ARIA tabs pattern (automatic activation: a tab shows its panel when it takes
 * focus). Written here rather than taken from Radix: Radix's panel measures its animation with
 * getComputedStyle and sets state while React commits, which forces a style pass and a second,
 * synchronous render in the same task as the screen's first paint (see docs/decisions/0012).
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error(`${part} is only used inside <Tabs>`);
  return state;
}

// Ids join React's id with the value; values are short words, so the id stays readable.
const tabId = (baseId: string, value: string) => `${baseId}tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}panel-${value}`;

interface TabsProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  /** The shown tab, when the caller holds it. */
  value?: string;
  /** The first tab shown, when the tabs hold it themselves. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const baseId = useId();
  const current = value ?? own;
  const state = useMemo<TabsState>(
    () => ({
      value: current,
      baseId,
      select: (next) => {
        if (next === current) return;
        if (value === undefined) setOwn(next);
        onValueChange?.(next);
      },
    }),
    [current, baseId, value, onValueChange],
  );
  return (
    <TabsContext value={state}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext>
  );
}

/** Left and right arrows move between the tabs (wrapping round), Home and End go to the ends. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const at = tabs.findIndex((tab) => tab === document.activeElement);
  if (at === -1 || tabs.length === 0) return;
  const steps: Record<string, number> = {
    ArrowRight: at + 1,
    ArrowLeft: at - 1,
    Home: 0,
    End: tabs.length - 1,
  };
  const to = steps[event.key];
  if (to === undefined) return;
  event.preventDefault();
  tabs[(to + tabs.length) % tabs.length]?.focus();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        'inline-flex h-auto flex-wrap items-center gap-1 rounded-md bg-muted p-1 text-muted-foreground',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

interface TriggerProps extends ComponentProps<'button'> {
  value: string;
}

export function TabsTrigger({ value, className, onClick, onFocus, ...props }: TriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const active = tabs.value === value;
  const choose = (event: MouseEvent<HTMLButtonElement> | FocusEvent<HTMLButtonElement>) => {
    if (!event.defaultPrevented) tabs.select(value);
  };
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={active}
      aria-controls={panelId(tabs.baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      // One tab stop for the list: the shown tab; the arrows reach the others.
      tabIndex={active ? 0 : -1}
      className={cn(
        'inline-flex items-center justify-center whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-brand-purple data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        choose(event);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        choose(event);
      }}
      {...props}
    />
  );
}

interface ContentProps extends ComponentProps<'div'> {
  value: string;
}

/** The shown tab's panel; the others are not rendered (no work on hidden tabs). */
export function TabsContent({ value, className, ...props }: ContentProps) {
  const tabs = useTabs('TabsContent');
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      tabIndex={0}
      data-state="active"
      className={cn(
        'mt-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      {...props}
    />
  );
}

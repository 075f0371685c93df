// Tabs after the WAI-ARIA tabs pattern, small enough for the storefront's first load
// (docs/decisions/015-first-load-without-framework-extras.md): the selected tab is the one Tab stop; arrow
// keys, Home and End move between tabs and select the tab they reach; a click, Enter or Space selects.
// A panel shows only while its tab is selected, unless it is kept mounted (`forceMount`) and hidden by style.
import { createContext, use, useId, type ComponentProps, type MouseEvent } from 'react';
import { cn } from '../../lib/cn.ts';
import { focusByArrowKey } from './arrow-keys.ts';

interface TabsState {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error('A tab must be inside <Tabs>');
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export function Tabs({
  value,
  onValueChange,
  className,
  ...props
}: Omit<ComponentProps<'div'>, 'dir'> & { value: string; onValueChange: (value: string) => void }) {
  const baseId = useId();
  const select = (next: string) => {
    if (next !== value) onValueChange(next);
  };
  return (
    <TabsContext value={{ value, select, baseId }}>
      {/* min-w-0: in a grid or flex container, a tab list too wide for a phone scrolls sideways rather than
          widening everything around it. */}
      <div dir="ltr" data-orientation="horizontal" className={cn('min-w-0', className)} {...props} />
    </TabsContext>
  );
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      // Focusable for scripts only: the selected tab is the one Tab stop.
      tabIndex={-1}
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn(
        'inline-flex h-11 max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        focusByArrowKey(event, '[role="tab"]:not([disabled])', 'horizontal');
      }}
      {...props}
    />
  );
}

export function TabsTrigger({
  className,
  value,
  disabled,
  ...props
}: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const onMouseDown = (event: MouseEvent<HTMLButtonElement>) => {
    // A left click selects; any other button (or a Ctrl click) neither selects nor focuses.
    if (!disabled && event.button === 0 && !event.ctrlKey) tabs.select(value);
    else event.preventDefault();
  };
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      className={cn(
        'inline-flex h-9 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-all outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      onMouseDown={onMouseDown}
      onKeyDown={(event) => {
        if (event.key === ' ' || event.key === 'Enter') tabs.select(value);
      }}
      onFocus={() => {
        if (!disabled) tabs.select(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({
  className,
  value,
  forceMount,
  children,
  ...props
}: ComponentProps<'div'> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      tabIndex={0}
      className={cn('mt-4 outline-none focus-visible:ring-2 focus-visible:ring-ring', className)}
      {...props}
    >
      {children}
    </div>
  );
}

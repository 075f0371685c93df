// An accordion after the WAI-ARIA pattern, small enough for the storefront's first load
// (docs/decisions/015-first-load-without-framework-extras.md): at most one section open, a second press
// closes it; each question is a button in a heading that says whether its answer is expanded; arrow keys,
// Home and End move between the questions. An answer slides open and closed (styles.css keyframes).
import {
  createContext,
  use,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { focusByArrowKey } from './arrow-keys.ts';

interface AccordionState {
  open: string | null;
  toggle: (value: string) => void;
}
interface ItemState {
  open: boolean;
  triggerId: string;
  contentId: string;
  toggle: () => void;
}

const AccordionContext = createContext<AccordionState | null>(null);
const ItemContext = createContext<ItemState | null>(null);

function required<T>(state: T | null): T {
  if (!state) throw new Error('An accordion part must be inside <Accordion> and <AccordionItem>');
  return state;
}

/** One section open at a time; pressing the open one closes it. */
export function Accordion({ className, ...props }: ComponentProps<'div'>) {
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (value: string) => setOpen((current) => (current === value ? null : value));
  return (
    <AccordionContext value={{ open, toggle }}>
      {/* Arrow keys only move focus between the question buttons inside. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        data-orientation="vertical"
        className={className}
        onKeyDown={(event) => focusByArrowKey(event, '[data-accordion-trigger]', 'vertical')}
        {...props}
      />
    </AccordionContext>
  );
}

export function AccordionItem({ className, value, ...props }: ComponentProps<'div'> & { value: string }) {
  const accordion = required(use(AccordionContext));
  const baseId = useId();
  const open = accordion.open === value;
  const item: ItemState = {
    open,
    triggerId: `${baseId}-trigger`,
    contentId: `${baseId}-content`,
    toggle: () => accordion.toggle(value),
  };
  return (
    <ItemContext value={item}>
      <div data-state={open ? 'open' : 'closed'} className={cn('border-b', className)} {...props} />
    </ItemContext>
  );
}

export function AccordionTrigger({ className, children, ...props }: ComponentProps<'button'>) {
  const item = required(use(ItemContext));
  const state = item.open ? 'open' : 'closed';
  return (
    <h3 data-state={state} className="flex">
      <button
        type="button"
        id={item.triggerId}
        aria-controls={item.contentId}
        aria-expanded={item.open}
        data-state={state}
        data-accordion-trigger=""
        className={cn(
          'flex flex-1 items-center justify-between gap-4 rounded-md py-4 text-left font-medium transition-colors outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring [&[data-state=open]>svg]:rotate-180',
          className,
        )}
        onClick={item.toggle}
        {...props}
      >
        {children}
        <ChevronDown
          className="size-4 shrink-0 text-muted-foreground transition-transform duration-200"
          aria-hidden="true"
        />
      </button>
    </h3>
  );
}

/** The answer: shown while open, and while its closing slide plays. */
export function AccordionContent({ className, children }: { className?: string; children: ReactNode }) {
  const item = required(use(ItemContext));
  const [shown, setShown] = useState(item.open);
  if (item.open && !shown) setShown(true);
  const region = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = region.current;
    if (!element || !shown) return;
    element.style.setProperty('--radix-accordion-content-height', `${element.scrollHeight}px`);
    // Without a closing animation (reduced motion), the answer hides at once.
    if (!item.open && getComputedStyle(element).animationName === 'none') setShown(false);
  }, [item.open, shown]);
  return (
    <div
      ref={region}
      role="region"
      id={item.contentId}
      aria-labelledby={item.triggerId}
      data-state={item.open ? 'open' : 'closed'}
      hidden={!shown}
      className="overflow-hidden text-sm data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down"
      onAnimationEnd={() => {
        if (!item.open) setShown(false);
      }}
    >
      <div className={cn('pb-4 text-muted-foreground', className)}>{shown ? children : null}</div>
    </div>
  );
}

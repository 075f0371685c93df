// Radix Accordion (WAI-ARIA accordion: each question a button in a heading that says whether its answer is
// expanded; arrow keys, Home and End move between the questions): at most one section open, a second press
// closes it. An answer slides open and closed (styles.css keyframes).
import type { ComponentProps, ReactNode } from 'react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/format/cn.ts';

/** One section open at a time; pressing the open one closes it. */
export function Accordion({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <AccordionPrimitive.Root type="single" collapsible className={className}>
      {children}
    </AccordionPrimitive.Root>
  );
}

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn('border-b', className)} {...props} />;
}

export function AccordionTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header className="flex">
      <AccordionPrimitive.Trigger
        className={cn(
          'flex flex-1 items-center justify-between gap-4 rounded-md py-4 text-left font-medium transition-colors outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring [&[data-state=open]>svg]:rotate-180',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown
          className="size-4 shrink-0 text-muted-foreground transition-transform duration-200"
          aria-hidden="true"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

/** The answer: shown while open, and while its closing slide plays. */
export function AccordionContent({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <AccordionPrimitive.Content className="overflow-hidden text-sm data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down">
      <div className={cn('pb-4 text-muted-foreground', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}

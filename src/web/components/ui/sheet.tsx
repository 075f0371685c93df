import type { ComponentProps } from 'react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { cn } from '../../lib/format/cn.ts';
import { useReturnFocus } from './return-focus.ts';
import { WithTooltip } from './icon-button.tsx';

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

// Below a shown toast (--toast-space, set by the toaster): on a phone the toast spans the width, and on
// wider screens it moves to the left while a sheet is open, so only the left sheet meets it there.
const sideClasses = {
  right:
    'inset-y-0 right-0 w-[92%] max-w-md border-l max-sm:top-(--toast-space,0px) data-[state=open]:animate-slide-in-right',
  left: 'inset-y-0 top-(--toast-space,0px) left-0 w-[82%] max-w-xs border-r data-[state=open]:animate-slide-in-left',
} as const;

export function SheetContent({
  className,
  children,
  side = 'right',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & { side?: keyof typeof sideClasses }) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-malt/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <SheetPrimitive.Content
        className={cn(
          // No padding of its own: each sheet sets its own (classes here could not be overridden).
          'fixed z-50 flex flex-col bg-background shadow-2xl outline-none',
          sideClasses[side],
          className,
        )}
        {...props}
        {...returnFocus}
      >
        {children}
        <WithTooltip label={t('common.close', 'Close')}>
          <SheetPrimitive.Close
            className="absolute top-4 right-4 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-label={t('common.close', 'Close')}
          >
            <X className="size-5" aria-hidden="true" />
          </SheetPrimitive.Close>
        </WithTooltip>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-auto flex flex-col gap-2', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title className={cn('text-xl font-semibold', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

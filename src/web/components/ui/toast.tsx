import type { ComponentProps } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/format/cn.ts';
import type { ToastVariant } from './use-toast.ts';

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        // docs/rules/interface.md: a toast never covers a screen's main action. It sits just below the sticky
        // header (--toast-top, set by the toaster), away from the cart's and the forms' buttons at the bottom
        // and the header's cart; on wider screens at the right, or at the left while a dialog or sheet (which
        // opens on the right) is open. While one is open the toast moves to the top edge, over the dimmed page,
        // and the dialog keeps below it (--toast-space, dialog.tsx and sheet.tsx).
        'fixed inset-x-0 top-(--toast-top,0px) z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none sm:inset-x-auto sm:right-0 sm:max-w-[420px]',
        '[body:has([role=dialog][data-state=open])_&]:top-0 sm:[body:has([role=dialog][data-state=open])_&]:right-auto sm:[body:has([role=dialog][data-state=open])_&]:left-0',
        className,
      )}
      {...props}
    />
  );
}

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-border bg-card text-card-foreground',
  destructive: 'border-destructive-solid bg-destructive-solid text-destructive-foreground',
};

export function Toast({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      className={cn(
        'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-9 shadow-lg shadow-black/10',
        'data-[state=open]:animate-slide-in-right data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 data-[state=closed]:transition-opacity',
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm', className)} {...props} />;
}

export function ToastClose({
  className,
  label,
  ...props
}: ComponentProps<typeof ToastPrimitive.Close> & { label: string }) {
  return (
    <ToastPrimitive.Close
      aria-label={label}
      className={cn(
        'absolute top-2 right-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100',
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

export const ToastAction = ToastPrimitive.Action;

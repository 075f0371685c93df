import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../../lib/format/cn.ts';

export type ButtonVariant =
  'default' | 'accent' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'success' | 'link';
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon';

const base =
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-[color,background-color,box-shadow,transform] outline-none select-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background active:translate-y-px disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  default: 'bg-primary text-primary-foreground shadow-sm shadow-primary/20 hover:bg-primary/90',
  /** Bright amber for calls to action on the dark brown bands (hero, newsletter). */
  accent: 'bg-amber-400 text-stone-950 shadow-lg shadow-amber-500/20 hover:bg-amber-300',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  outline: 'border border-input bg-transparent hover:bg-accent hover:text-accent-foreground',
  ghost: 'hover:bg-accent hover:text-accent-foreground',
  destructive: 'bg-destructive-solid text-destructive-foreground shadow-sm hover:bg-destructive-solid/90',
  /** A done action ("Added!"): full-contrast green, never the faded look of a disabled button. */
  success:
    'bg-emerald-700 text-white shadow-sm hover:bg-emerald-700 dark:bg-emerald-300 dark:text-emerald-950 dark:hover:bg-emerald-300',
  link: 'text-primary underline-offset-4 hover:underline',
};

const sizes: Record<ButtonSize, string> = {
  /** Height and padding are the shared design values (src/shared/design-tokens.ts), as in the custom-beer builder. */
  default: 'h-(--button-height) px-(--button-padding-x) py-2',
  sm: 'h-8 rounded-md px-3 text-xs',
  lg: 'h-12 rounded-lg px-6 text-base',
  icon: 'size-10',
};

export function buttonClasses(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
): string {
  return cn(
    base,
    variants[options.variant ?? 'default'],
    sizes[options.size ?? 'default'],
    options.className,
  );
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a router Link) with button styling. */
  asChild?: boolean;
};

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root className={buttonClasses({ variant, size, className })} {...props} />;
  return (
    <button type={type ?? 'button'} className={buttonClasses({ variant, size, className })} {...props} />
  );
}

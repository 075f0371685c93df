import { Link } from 'react-router';
import { Hop } from 'lucide-react';
import { shopConfig } from '../../shared/config.ts';
import { cn } from '../lib/format/cn.ts';

/** The copper roundel plus wordmark used in the header and footer (index.html repeats it for the gates). */
export function BrandLogo({
  className,
  tone = 'default',
  showWordmark = true,
  wordmarkClassName,
}: {
  className?: string;
  tone?: 'default' | 'light';
  showWordmark?: boolean;
  /** e.g. 'max-sm:sr-only' where a crowded phone header keeps only the roundel in sight. */
  wordmarkClassName?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-full bg-gradient-to-br from-amber-500 to-orange-800 text-amber-50 shadow-md ring-2 shadow-orange-900/30 ring-amber-200/40"
      >
        <Hop className="size-5" strokeWidth={2.2} />
      </span>
      {showWordmark ? (
        <span
          className={cn(
            'font-display text-xl leading-none font-bold tracking-tight',
            tone === 'light' ? 'text-amber-50' : 'text-foreground',
            wordmarkClassName,
          )}
        >
          {shopConfig.brandName}{' '}
          <span
            className={cn(
              'align-top font-sans max-[359px]:hidden text-[0.55rem] font-semibold tracking-[0.2em] uppercase',
              tone === 'light' ? 'text-amber-300' : 'text-primary',
            )}
          >
            Craft
          </span>
        </span>
      ) : null}
    </span>
  );
}

/**
 * The logo as a link. Its name starts with the words it shows (then `destination`, read to screen readers
 * only), so speech users can say what they see.
 */
export function BrandLogoLink({
  to,
  destination,
  className,
  wordmarkClassName,
}: {
  to: string;
  destination: string;
  className?: string;
  wordmarkClassName?: string;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
    >
      <BrandLogo wordmarkClassName={wordmarkClassName} />
      <span className="sr-only"> — {destination}</span>
    </Link>
  );
}

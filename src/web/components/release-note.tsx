import { CalendarClock } from 'lucide-react';
import { formatDate } from '../../shared/format-date.ts';
import type { Product } from '../../shared/schemas/catalog.ts';
import { cn } from '../lib/format/cn.ts';
import { useTranslation } from '../lib/texts/use-translation.ts';

/**
 * "Coming soon · Opens 1 Dec 2026, 10:00 am" for a product announced for a later release
 * (docs/decisions/026-releases-and-stock-alerts.md); nothing once it is open.
 */
export function ReleaseNote({
  product,
  dateOnly = false,
  className,
}: {
  product: Product;
  /** Only "Opens …", where a badge beside it already says "Coming soon" (the product card). */
  dateOnly?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  if (!product.releaseAt) return null;
  const date = formatDate(product.releaseAt, i18n.language, 'dateTime') ?? '';
  return (
    <p
      className={cn(
        'flex items-start gap-1.5 text-sm font-semibold text-sky-800 dark:text-sky-300',
        className,
      )}
      data-testid="release-note"
    >
      <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {dateOnly ? null : `${t('catalog.comingSoon')} · `}
        {/* The server's and the browser's date formats can differ by a letter's case; the server's stays. */}
        <time dateTime={product.releaseAt} suppressHydrationWarning>
          {t('catalog.opensOn', { date })}
        </time>
      </span>
    </p>
  );
}

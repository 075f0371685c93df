import { useTranslation } from '../../lib/texts/use-translation.ts';
import { statusTone } from '../../../shared/order-rules.ts';
import { cn } from '../../lib/format/cn.ts';

const toneClasses: Record<ReturnType<typeof statusTone>, string> = {
  yellow:
    'bg-yellow-100 text-yellow-900 ring-yellow-600/25 dark:bg-yellow-400/15 dark:text-yellow-200 dark:ring-yellow-400/30',
  blue: 'bg-blue-100 text-blue-900 ring-blue-600/25 dark:bg-blue-400/15 dark:text-blue-200 dark:ring-blue-400/30',
  green:
    'bg-green-100 text-green-900 ring-green-600/25 dark:bg-green-400/15 dark:text-green-200 dark:ring-green-400/30',
  red: 'bg-red-100 text-red-900 ring-red-600/25 dark:bg-red-400/15 dark:text-red-200 dark:ring-red-400/30',
  grey: 'bg-zinc-100 text-zinc-800 ring-zinc-500/25 dark:bg-zinc-400/15 dark:text-zinc-200 dark:ring-zinc-400/30',
};

/** Order status pill; a missing status reads as pending, unknown ones stay grey with their raw text. */
export function StatusBadge({
  status,
  className,
}: {
  status: string | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const value = status ?? 'pending';
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset',
        toneClasses[statusTone(value)],
        className,
      )}
    >
      {t(`status.${value}`, value)}
    </span>
  );
}

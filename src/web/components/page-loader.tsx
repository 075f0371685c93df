import { useTranslation } from '../lib/texts/use-translation.ts';
import { cn } from '../lib/format/cn.ts';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-8 animate-spin rounded-full border-4 border-primary/20 border-t-primary',
        className,
      )}
    />
  );
}

/** Centered loading indicator for whole screens (lazy routes, auth checks). */
export function PageLoader({ label, fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col items-center justify-center gap-3 py-24 text-muted-foreground',
        fullScreen && 'min-h-dvh',
      )}
    >
      <Spinner />
      <span className="text-sm">{label ?? t('common.loading')}</span>
    </div>
  );
}

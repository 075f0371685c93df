import { useTranslation } from 'react-i18next';
import type { NewsletterSubscriberView } from '../../../shared/schemas/admin-inbox.ts';
import { cn } from '../../lib/cn.ts';
import { formatDate } from '../../lib/format-date.ts';

export function SubscriberRow({ subscriber }: { subscriber: NewsletterSubscriberView }) {
  const { t, i18n } = useTranslation();
  const active = subscriber.isActive;
  return (
    <li
      className={cn(
        'flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3',
        !active && 'bg-muted/50 text-muted-foreground',
      )}
      data-testid="subscriber-row"
    >
      <div className="flex min-w-0 items-center gap-3">
        <span
          aria-hidden="true"
          className={cn('size-2.5 shrink-0 rounded-full', active ? 'bg-green-500' : 'bg-zinc-400')}
        />
        <div className="min-w-0">
          <p className="font-medium break-all">{subscriber.email}</p>
          <p className="text-xs text-muted-foreground">
            {active ? t('adminNewsletter.activeSubscriber') : t('adminNewsletter.unsubscribed')}
          </p>
        </div>
      </div>
      <time dateTime={subscriber.createdAt} className="text-sm text-muted-foreground tabular-nums">
        {formatDate(subscriber.createdAt, i18n.language, 'dateTime')}
      </time>
    </li>
  );
}

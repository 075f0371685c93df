import { useTranslation } from '../../lib/texts/use-translation.ts';
import type { NewsletterSubscriberView } from '../../../shared/schemas/admin-inbox.ts';
import { cn } from '../../lib/format/cn.ts';
import { formatDate } from '../../../shared/format-date.ts';

const DOT: Record<NewsletterSubscriberView['status'], string> = {
  active: 'bg-green-500',
  pending: 'bg-amber-500',
  unsubscribed: 'bg-zinc-400',
};

/** One subscriber: its state (pending until confirmed, docs/rules/messages.md) and the consent on record. */
export function SubscriberRow({ subscriber }: { subscriber: NewsletterSubscriberView }) {
  const { t, i18n } = useTranslation();
  const { status, consent } = subscriber;
  const when = (value: string) => formatDate(value, i18n.language, 'dateTime');
  return (
    <li
      className={cn(
        'flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3',
        status === 'unsubscribed' && 'bg-muted/50 text-muted-foreground',
      )}
      data-testid="subscriber-row"
      data-status={status}
    >
      <div className="flex min-w-0 items-center gap-3">
        <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full', DOT[status])} />
        <div className="min-w-0">
          <p className="font-medium break-all">{subscriber.email}</p>
          <p className="text-xs text-muted-foreground">{t(`adminNewsletter.status.${status}`)}</p>
          {consent ? (
            <p className="text-xs text-muted-foreground" data-testid="subscriber-consent">
              {t('adminNewsletter.consent.given', {
                date: when(consent.givenAt),
                source: t(`adminNewsletter.consent.sources.${consent.sourceForm}`, {
                  defaultValue: consent.sourceForm,
                }),
                version: consent.noticeVersion,
              })}
              {consent.withdrawnAt
                ? ` ${t('adminNewsletter.consent.withdrawn', { date: when(consent.withdrawnAt) })}`
                : ''}
            </p>
          ) : status === 'pending' ? (
            <p className="text-xs text-muted-foreground">{t('adminNewsletter.consent.none')}</p>
          ) : null}
        </div>
      </div>
      <time dateTime={subscriber.createdAt} className="text-sm text-muted-foreground tabular-nums">
        {formatDate(subscriber.createdAt, i18n.language, 'dateTime')}
      </time>
    </li>
  );
}

// How the outgoing email is doing: messages still waiting for delivery and messages that failed for good
// (the sender retries on its own; failed ones need a look at the mail settings or the address).
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { MailCheck, MailWarning } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/format/cn.ts';
import { useMailStatus } from './admin-api.ts';

export function MailStatusCard() {
  const { t } = useTranslation();
  const { data } = useMailStatus();
  const failing = (data?.failed ?? 0) > 0;
  const Icon = failing ? MailWarning : MailCheck;

  return (
    <Card
      className={cn(
        'mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 p-5',
        failing && 'border-destructive/60',
      )}
      aria-labelledby="mail-status-title"
    >
      <h2 id="mail-status-title" className="flex items-center gap-2 font-semibold">
        <Icon className={cn('size-5', failing ? 'text-destructive' : 'text-primary')} aria-hidden="true" />
        {t('admin.dashboard.mailStatus.title')}
      </h2>
      {data ? (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-2">
            <dt className="text-muted-foreground">{t('admin.dashboard.mailStatus.waiting')}</dt>
            <dd className="font-semibold tabular-nums">{data.waiting}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-muted-foreground">{t('admin.dashboard.mailStatus.failed')}</dt>
            <dd className={cn('font-semibold tabular-nums', failing && 'text-destructive')}>{data.failed}</dd>
          </div>
        </dl>
      ) : (
        <Skeleton className="h-5 w-40" />
      )}
      {failing && (
        <p className="w-full text-sm text-muted-foreground">{t('admin.dashboard.mailStatus.failedHint')}</p>
      )}
    </Card>
  );
}

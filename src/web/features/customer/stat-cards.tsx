import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Package, Wallet } from 'lucide-react';
import type { ComponentType } from 'react';
import { Card } from '../../components/ui/card.tsx';

function Stat({
  icon: Icon,
  label,
  value,
  hint,
}: {
  icon: ComponentType<{ className?: string }>;
  label: string;
  value: string;
  hint?: string;
}) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-full bg-primary/10 text-primary"
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
        {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      </div>
    </Card>
  );
}

export function StatCards({ orderCount, totalSpent }: { orderCount: number; totalSpent: string }) {
  const { t } = useTranslation();
  return (
    <section className="grid gap-4 sm:grid-cols-2" aria-label={t('customer.dashboard.summary')}>
      <Stat icon={Package} label={t('customer.dashboard.totalOrders')} value={String(orderCount)} />
      <Stat
        icon={Wallet}
        label={t('customer.dashboard.totalSpent')}
        value={totalSpent}
        hint={t('customer.dashboard.totalSpentHint')}
      />
    </section>
  );
}

import type { ComponentType, ReactNode } from 'react';
import { cn } from '../lib/format/cn.ts';
import { Card } from './ui/card.tsx';
import { Skeleton } from './ui/skeleton.tsx';

/** One figure of an admin screen's summary row; pass `loading` to show a placeholder instead. */
export function SummaryCard(props: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ComponentType<{ className?: string }>;
  loading?: boolean;
  testId?: string;
}) {
  const { label, value, hint, icon: Icon, loading = false, testId } = props;
  return (
    <Card className="flex items-start gap-3 p-4">
      {Icon ? (
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary"
        >
          <Icon className="size-5" />
        </span>
      ) : null}
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <div className="mt-0.5 text-2xl font-bold tabular-nums" data-testid={testId}>
          {loading ? <Skeleton className="h-8 w-16" /> : value}
        </div>
        {hint && !loading ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      </div>
    </Card>
  );
}

type SummaryFigure = Omit<Parameters<typeof SummaryCard>[0], 'loading'>;

/** An admin screen's summary row: three figures side by side, or four in two rows of two on a tablet. */
export function SummaryCards({ figures, loading }: { figures: SummaryFigure[]; loading: boolean }) {
  return (
    <div
      className={cn(
        'mt-6 grid grid-cols-1 gap-4',
        figures.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-3',
      )}
    >
      {figures.map((figure) => (
        <SummaryCard key={figure.testId ?? figure.label} {...figure} loading={loading} />
      ))}
    </div>
  );
}

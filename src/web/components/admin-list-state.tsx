import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '../lib/texts/use-translation.ts';
import { Card } from './ui/card.tsx';
import { Skeleton } from './ui/skeleton.tsx';

/** docs/rules/interface.md: admin lists show 5 placeholder rows while loading. */
const SKELETON_ROWS = 5;

interface AdminListStateProps {
  isLoading: boolean;
  isError: boolean;
  isEmpty: boolean;
  /** Height class of one placeholder row, matching the real rows. */
  rowClassName: string;
  loadFailed: string;
  empty: {
    icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
    title: string;
    hint: string;
  };
  children: ReactNode;
}

/** The loading, failed and empty states every back-office list shares; the list itself otherwise. */
export function AdminListState(props: AdminListStateProps) {
  const { t } = useTranslation();
  const { isLoading, isError, isEmpty, rowClassName, loadFailed, empty, children } = props;
  if (isLoading) {
    return (
      <div className="grid gap-3" role="status" aria-label={t('common.loading')}>
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <Skeleton key={i} className={`w-full rounded-xl ${rowClassName}`} />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <Card className="px-6 py-10 text-center text-destructive" role="alert">
        {loadFailed}
      </Card>
    );
  }
  if (isEmpty) {
    const Icon = empty.icon;
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
        <Icon className="size-10 text-primary" aria-hidden />
        <p className="text-xl font-semibold">{empty.title}</p>
        <p className="max-w-md text-sm text-muted-foreground">{empty.hint}</p>
      </Card>
    );
  }
  return <>{children}</>;
}

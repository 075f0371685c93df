// The pager under a back-office list: where the shown rows sit in the results, and links to the first,
// previous, next and last page (links, so each page has an address and Back works). On a 375 px phone the
// count and the links wrap onto two rows; each link keeps a 40 px target.
import { useTranslation } from '../lib/texts/use-translation.ts';
import { Link } from 'react-router';
import { ChevronFirst, ChevronLast, ChevronLeft, ChevronRight } from 'lucide-react';
import type { ListParams } from '../lib/hooks/use-list-params.ts';
import { buttonClasses } from './ui/button.tsx';

const stepClass = buttonClasses({ variant: 'outline', size: 'icon' });

interface PagerProps {
  /** The page the server answered (nothing is shown until there is one). */
  data: { page: number; pageSize: number; total: number } | undefined;
  /** The list's address state, which makes each page's link. */
  list: ListParams;
  /** Names the list for screen readers, e.g. "Orders pages". */
  label: string;
}

export function Pager({ data, list, label }: PagerProps) {
  const { t } = useTranslation();
  if (!data) return null;
  const { page, pageSize, total } = data;
  const hrefOf = list.pageHref;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  const steps = [
    { to: 1, text: t('admin.pager.first'), Icon: ChevronFirst, enabled: page > 1 },
    { to: page - 1, text: t('admin.pager.previous'), Icon: ChevronLeft, enabled: page > 1 },
    { to: page + 1, text: t('admin.pager.next'), Icon: ChevronRight, enabled: page < pages },
    { to: pages, text: t('admin.pager.last'), Icon: ChevronLast, enabled: page < pages },
  ];
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" role="status" data-testid="pager-status">
        {t('admin.pager.showing', { first, last, total })}
        <span className="sr-only"> {t('admin.pager.pageOf', { page: Math.min(page, pages), pages })}</span>
      </p>
      <ul className="flex items-center gap-1">
        {steps.map(({ to, text, Icon, enabled }, i) => (
          <li key={text} className="flex items-center">
            {i === 2 ? (
              <span className="px-2 text-sm tabular-nums" aria-hidden="true">
                {t('admin.pager.pageOf', { page: Math.min(page, pages), pages })}
              </span>
            ) : null}
            {enabled ? (
              <Link to={hrefOf(to)} className={stepClass} aria-label={text}>
                <Icon aria-hidden="true" />
              </Link>
            ) : (
              <span className={stepClass} role="link" aria-disabled="true" aria-label={text}>
                <Icon aria-hidden="true" />
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

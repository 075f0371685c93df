// An audit event's changed fields, each with its value before and after (activity-changes.ts says how
// each value reads). It never widens the page: long words and addresses wrap inside their column.
import { useState } from 'react';
import { renditionUrl } from '../../../shared/images.ts';
import { cn } from '../../lib/format/cn.ts';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import type { ChangeLine, ShownValue } from './activity-changes.ts';

/** Images as small pictures, numbered in their order; one no longer stored says so instead. */
function Thumbnails({ urls }: { urls: string[] }) {
  const { t } = useTranslation();
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  return (
    <ol className="flex flex-wrap gap-2">
      {urls.map((url, index) => {
        const position = index + 1;
        return (
          <li key={`${url}-${index}`}>
            {gone.has(url) ? (
              <span className="text-muted-foreground">
                {t('adminActivity.values.imageGone', { position })}
              </span>
            ) : (
              <img
                src={renditionUrl(url, 400) ?? url}
                alt={t('adminActivity.values.image', { position })}
                className="h-12 w-16 rounded border bg-muted object-cover"
                loading="lazy"
                onError={() => setGone((names) => new Set(names).add(url))}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}

function Value({ value }: { value: ShownValue }) {
  if ('images' in value) return <Thumbnails urls={value.images} />;
  return <span className="wrap-anywhere whitespace-pre-wrap">{value.text}</span>;
}

/**
 * The changed fields as a list: on a phone each field's name, then its value before and after beneath it;
 * from a tablet up, three columns under one heading row.
 */
export function ChangesList({ lines }: { lines: ChangeLine[] }) {
  const { t } = useTranslation();
  const columns =
    'grid grid-cols-[minmax(0,1fr)] gap-1 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_minmax(0,1fr)] sm:gap-3';
  const side = (name: 'before' | 'after', value: ShownValue) => (
    <dd className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] items-baseline gap-2 sm:block">
      <span className="text-xs text-muted-foreground sm:sr-only">{t(`adminActivity.${name}`)}</span>
      <Value value={value} />
    </dd>
  );
  return (
    <div className="mt-2 text-sm">
      <p
        className={cn(columns, 'hidden border-b py-1.5 font-medium text-muted-foreground sm:grid')}
        aria-hidden="true"
      >
        <span>{t('adminActivity.field')}</span>
        <span>{t('adminActivity.before')}</span>
        <span>{t('adminActivity.after')}</span>
      </p>
      <dl>
        {lines.map((line) => (
          <div
            key={line.field}
            className={cn(columns, 'border-b py-2 last:border-0')}
            data-field={line.field}
          >
            <dt className="font-medium wrap-anywhere">{line.label}</dt>
            {side('before', line.before)}
            {side('after', line.after)}
          </div>
        ))}
      </dl>
    </div>
  );
}

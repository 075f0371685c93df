import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Mail, Phone } from 'lucide-react';
import {
  budgetText,
  optionKey,
  quantityText,
  type OptionGroup,
} from '../../../shared/custom-beer-option-labels.ts';
import { SLIDER_KEYS, SLIDER_MAX } from '../../../shared/custom-beer-options.ts';
import type { CustomBeerRequestView } from '../../../shared/schemas/custom-beer.ts';
import { Card } from '../../components/ui/card.tsx';
import { formatDate } from '../../../shared/format-date.ts';
import { readablePhone } from '../../../shared/phone-number.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm">{children}</dd>
    </div>
  );
}

export function RequestCard({ request }: { request: CustomBeerRequestView }) {
  const { t, i18n } = useTranslation();
  const none = t('adminCustomBeer.none');
  // Stored choices read in the admin's language; anything unknown (an older brief) shows as stored.
  const one = (group: OptionGroup, value: string) => t(optionKey(group, value), value);
  const list = (group: OptionGroup, values: string[]) =>
    values.map((value) => one(group, value)).join(', ') || none;
  const taste = SLIDER_KEYS.map(
    (key) => `${one('slider', key)} ${request.sliders?.[key] ?? '–'}/${SLIDER_MAX}`,
  ).join(' · ');
  const titleId = `custom-beer-request-${request.id}`;

  return (
    <Card className="p-5" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            {request.name ?? t('adminCustomBeer.noName')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('adminCustomBeer.received', {
              date: formatDate(request.createdAt, i18n.language, 'dateTime') ?? '',
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <a
            className="inline-flex items-center gap-1.5 text-primary hover:underline"
            href={`mailto:${request.email}`}
          >
            <Mail className="size-4" aria-hidden="true" />
            {request.email}
          </a>
          {request.phone ? (
            <a
              className="inline-flex items-center gap-1.5 text-primary hover:underline"
              href={`tel:${request.phone.replace(/[^\d+]/g, '')}`}
            >
              <Phone className="size-4" aria-hidden="true" />
              {readablePhone(request.phone)}
            </a>
          ) : null}
        </div>
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t('adminCustomBeer.occasion')}>{list('occasion', request.occasion)}</Fact>
        <Fact label={t('adminCustomBeer.quantityAndBudget')}>
          {one('packaging', request.packaging)} ·{' '}
          {quantityText(i18n.language, request.packaging, request.quantity)} ·{' '}
          {budgetText(i18n.language, request.packaging, request.budgetPerKegMYR, request.quantity)}
        </Fact>
        <Fact label={t('adminCustomBeer.timing')}>
          {one('timeline', request.timeline)} · {one('delivery', request.delivery)}
        </Fact>
        <Fact label={t('adminCustomBeer.taste')}>{taste}</Fact>
        <Fact label={t('adminCustomBeer.aromas')}>{list('aroma', request.aromas)}</Fact>
        <Fact label={t('adminCustomBeer.styles')}>{list('style', request.styles)}</Fact>
        <Fact label={t('adminCustomBeer.dietary')}>{list('dietary', request.dietary)}</Fact>
        {request.notes ? (
          <div className="sm:col-span-2">
            <Fact label={t('adminCustomBeer.notes')}>
              <span className="whitespace-pre-wrap">{request.notes}</span>
            </Fact>
          </div>
        ) : null}
      </dl>
      {request.summaryText ? (
        <details className="mt-4 rounded-lg border bg-muted/40 px-4 py-2">
          <summary className="cursor-pointer text-sm font-semibold">{t('adminCustomBeer.summary')}</summary>
          <pre className="mt-2 font-sans text-sm whitespace-pre-wrap">{request.summaryText}</pre>
        </details>
      ) : null}
    </Card>
  );
}

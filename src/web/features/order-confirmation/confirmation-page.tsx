// The page a shopper lands on after ordering, and the one the acknowledgement mail links to
// (docs/rules/ordering.md, "Confirmation page"): reached only by the order's random link, it shows the
// order number, the lines and totals, the delivery choice and what happens next; never a name, contact,
// address or note, since whoever holds the link may not be who typed them.
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { CONFIRMATION_TOKEN } from '../../../shared/schemas/order-confirmation.ts';
import { PageLoader } from '../../components/page-loader.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { StatusBadge } from '../../components/ui/status-badge.tsx';
import { apiErrorStatus } from '../../lib/data/api-error.ts';
import { formatDate } from '../../../shared/format-date.ts';
import { usePageTitle } from '../../lib/hooks/use-page-title.ts';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { ConfirmationLines } from './confirmation-lines.tsx';
import { NextSteps } from './next-steps.tsx';
import { useOrderConfirmation } from './order-confirmation-api.ts';

function UnknownLink({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <CircleAlert className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl leading-tight font-semibold">
          {t(failed ? 'orderConfirmation.failedTitle' : 'orderConfirmation.unknownTitle')}
        </h1>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-6 text-center">
        <p className="text-muted-foreground">
          {t(failed ? 'orderConfirmation.failedText' : 'orderConfirmation.unknownText')}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/shop" className={buttonClasses()}>
            {t('orderConfirmation.backToShop')}
          </Link>
          <Link to="/contact" className={buttonClasses({ variant: 'outline' })}>
            {t('orderConfirmation.contactUs')}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

function Confirmation({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const read = useOrderConfirmation(token);
  if (read.isPending) return <PageLoader label={t('orderConfirmation.loading')} />;
  if (!read.data) {
    // A 4xx says the link names no order; anything else is a failure to read it, worth another try.
    const status = apiErrorStatus(read.error) ?? 0;
    return <UnknownLink failed={status < 400 || status >= 500} />;
  }
  const order = read.data;
  return (
    <div className="grid gap-6" data-testid="order-confirmation">
      <header className="grid justify-items-center gap-3 text-center">
        <CheckCircle2 className="size-12 text-green-600 dark:text-green-400" aria-hidden="true" />
        <h1 className="text-3xl font-bold">{t('orderConfirmation.title')}</h1>
        <p className="text-lg">
          {t('orderConfirmation.orderNumber')}{' '}
          <strong className="tabular-nums" data-testid="confirmation-order-number">
            {order.orderNumber}
          </strong>
        </p>
        <p className="flex flex-wrap items-center justify-center gap-2 text-sm text-muted-foreground">
          <StatusBadge status={order.status} />
          {formatDate(order.createdAt, i18n.language, 'dateTime')}
        </p>
      </header>
      <NextSteps order={order} />
      <ConfirmationLines order={order} />
      <p className="text-center text-sm text-muted-foreground">{t('orderConfirmation.keepLink')}</p>
    </div>
  );
}

export function OrderConfirmationPage() {
  const { t } = useTranslation();
  usePageTitle(t('orderConfirmation.pageTitle'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <section className="container mx-auto flex max-w-2xl flex-col px-4 py-10 sm:py-16" aria-live="polite">
      {CONFIRMATION_TOKEN.test(token) ? <Confirmation token={token} /> : <UnknownLink failed={false} />}
    </section>
  );
}

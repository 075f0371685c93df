// The page behind the link in the newsletter confirmation mail (docs/rules/messages.md): posts the link's
// token to the server once, and says in the visitor's language whether the subscription is now confirmed
// or why the link was refused.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, CircleAlert, Loader2 } from 'lucide-react';
import type { ConfirmFailure, NewsletterConfirmed } from '../../../shared/schemas/consent.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { readApiError } from '../../lib/api-error.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

type Refusal = ConfirmFailure | 'missing' | 'failed';
type Outcome =
  { state: 'working' } | { state: 'done'; email: string } | { state: 'refused'; reason: Refusal };

/** The refusal reason the server gives in its 400 body ({ message, reason }). */
function refusalReason(error: unknown): Refusal {
  const answer = readApiError(error);
  if (answer?.status !== 400) return 'failed';
  const reason = (answer.body as { reason?: unknown } | null)?.reason;
  return reason === 'expired' || reason === 'used' ? reason : 'invalid';
}

export function NewsletterConfirmPage() {
  const { t } = useTranslation();
  usePageTitle(t('newsletter.confirm.pageTitle'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: 'working' } : { state: 'refused', reason: 'missing' },
  );
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once per token, also under StrictMode's double effects: the link works only once.
    if (!token || sent.current === token) return;
    sent.current = token;
    apiRequest('POST', '/api/newsletter/confirm', { token })
      .then(async (response) => {
        const body = (await response.json()) as NewsletterConfirmed;
        setOutcome({ state: 'done', email: body.email });
      })
      .catch((error: unknown) => setOutcome({ state: 'refused', reason: refusalReason(error) }));
  }, [token]);

  return (
    <section className="container mx-auto flex max-w-xl flex-col px-4 py-16" aria-live="polite">
      <Card>
        <CardHeader className="items-center text-center">
          {outcome.state === 'working' && (
            <Loader2 className="size-10 animate-spin text-primary" aria-hidden="true" />
          )}
          {outcome.state === 'done' && (
            <CheckCircle2 className="size-10 text-green-600 dark:text-green-400" aria-hidden="true" />
          )}
          {outcome.state === 'refused' && (
            <CircleAlert className="size-10 text-destructive" aria-hidden="true" />
          )}
          <h1 className="text-2xl leading-tight font-semibold">
            {outcome.state === 'working' && t('newsletter.confirm.working')}
            {outcome.state === 'done' && t('newsletter.confirm.doneTitle')}
            {outcome.state === 'refused' && t(`newsletter.confirm.${outcome.reason}Title`)}
          </h1>
        </CardHeader>
        {outcome.state !== 'working' && (
          <CardContent className="flex flex-col items-center gap-6 text-center">
            <p className="text-muted-foreground">
              {outcome.state === 'done'
                ? t('newsletter.confirm.doneText', { email: outcome.email })
                : t(`newsletter.confirm.${outcome.reason}Text`)}
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <Link to="/shop" className={buttonClasses()}>
                {t('newsletter.confirm.backToShop')}
              </Link>
              {outcome.state === 'refused' && (
                <Link to="/contact" className={buttonClasses({ variant: 'outline' })}>
                  {t('newsletter.confirm.signUpAgain')}
                </Link>
              )}
            </div>
          </CardContent>
        )}
      </Card>
    </section>
  );
}

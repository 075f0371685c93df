// The page behind the unsubscribe link in newsletter emails: sends the link's signed token to the server
// once and says, in the visitor's language, whether it worked or why the link was refused.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, CircleAlert, Loader2 } from 'lucide-react';
import type { UnsubscribeResponse } from '../../../shared/schemas/mail.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { apiRequest } from '../../lib/api-client.ts';

type Outcome =
  | { state: 'working' }
  | { state: 'done'; email: string }
  | { state: 'refused'; reason: 'invalid' | 'expired' | 'missing' | 'failed' };

/** The refusal reason the server gives in its 400 body ({ message, reason }). */
function refusalReason(error: unknown): 'invalid' | 'expired' | 'failed' {
  const body = error instanceof Error ? /^400: ([\s\S]*)$/.exec(error.message)?.[1] : undefined;
  if (!body) return 'failed';
  try {
    const reason = (JSON.parse(body) as { reason?: unknown }).reason;
    return reason === 'expired' ? 'expired' : 'invalid';
  } catch {
    return 'invalid';
  }
}

export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: 'working' } : { state: 'refused', reason: 'missing' },
  );
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once per token, also under StrictMode's double effects; the server treats repeats the same anyway.
    if (!token || sent.current === token) return;
    sent.current = token;
    apiRequest('POST', '/api/newsletter/unsubscribe', { token })
      .then(async (response) => {
        const body = (await response.json()) as UnsubscribeResponse;
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
            {outcome.state === 'working' && t('newsletter.unsubscribe.working')}
            {outcome.state === 'done' && t('newsletter.unsubscribe.doneTitle')}
            {outcome.state === 'refused' && t(`newsletter.unsubscribe.${outcome.reason}Title`)}
          </h1>
        </CardHeader>
        {outcome.state !== 'working' && (
          <CardContent className="flex flex-col items-center gap-6 text-center">
            <p className="text-muted-foreground">
              {outcome.state === 'done'
                ? t('newsletter.unsubscribe.doneText', { email: outcome.email })
                : t(`newsletter.unsubscribe.${outcome.reason}Text`)}
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <Link to="/shop" className={buttonClasses()}>
                {t('newsletter.unsubscribe.backToShop')}
              </Link>
              {outcome.state === 'refused' && (
                <Link to="/contact" className={buttonClasses({ variant: 'outline' })}>
                  {t('newsletter.unsubscribe.contactUs')}
                </Link>
              )}
            </div>
          </CardContent>
        )}
      </Card>
    </section>
  );
}

// The pages behind single-use links in mails (confirming a newsletter sign-up, unsubscribing, verifying an
// account's email): each posts the link's token to the server once and says, in the visitor's language,
// whether it worked or why the link was refused (docs/rules/messages.md, docs/rules/accounts.md).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/texts/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, CircleAlert, Loader2 } from 'lucide-react';
import { buttonClasses } from './ui/button.tsx';
import { Card, CardContent, CardHeader } from './ui/card.tsx';
import { readApiError } from '../lib/data/api-error.ts';
import { followMailLink } from '../lib/data/mail-link-api.ts';
import { usePageTitle } from '../lib/hooks/use-page-title.ts';

/** Why a link did not work: the server's reasons, no token at all, or no answer. */
type Refusal = 'invalid' | 'expired' | 'used' | 'missing' | 'failed';

type Outcome =
  { state: 'working' } | { state: 'done'; email: string } | { state: 'refused'; reason: Refusal };

/** The refusal reason the server gives in its 400 body ({ message, reason }); unknown ones read as invalid. */
function refusalReason(error: unknown, known: readonly Refusal[]): Refusal {
  const answer = readApiError(error);
  if (answer?.status !== 400) return 'failed';
  const reason = (answer.body as { reason?: unknown } | null)?.reason;
  return known.find((r) => r === reason) ?? 'invalid';
}

export interface MailLinkPageProps {
  /** Where the token is posted; the answer carries the address it concerned. */
  endpoint: string;
  /**
   * The texts' key prefix: its pageTitle (the tab's name), working, done and <reason> Title/Text keys,
   * backToShop and `otherAction`.
   */
  texts:
    | 'newsletter.unsubscribe'
    | 'newsletter.confirm'
    | 'newsletter.backInStockConfirm'
    | 'newsletter.backInStockStop'
    | 'customer.verifyEmail';
  /** The refusal reasons this endpoint names; anything else reads as an invalid link. */
  reasons: readonly Refusal[];
  /** The second way on after a refusal, and where it leads. */
  otherAction: 'contactUs' | 'signUpAgain' | 'openAccount';
  otherActionTo?: string;
}

export function MailLinkPage({
  endpoint,
  texts,
  reasons,
  otherAction,
  otherActionTo = '/contact',
}: MailLinkPageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${texts}.pageTitle`));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: 'working' } : { state: 'refused', reason: 'missing' },
  );
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once per token, also under StrictMode's double effects: a confirmation link works only once.
    if (!token || sent.current === token) return;
    sent.current = token;
    followMailLink(endpoint, token)
      .then((body) => setOutcome({ state: 'done', email: body.email }))
      .catch((error: unknown) => setOutcome({ state: 'refused', reason: refusalReason(error, reasons) }));
  }, [token, endpoint, reasons]);

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
            {outcome.state === 'working' && t(`${texts}.working`)}
            {outcome.state === 'done' && t(`${texts}.doneTitle`)}
            {outcome.state === 'refused' && t(`${texts}.${outcome.reason}Title`)}
          </h1>
        </CardHeader>
        {outcome.state !== 'working' && (
          <CardContent className="flex flex-col items-center gap-6 text-center">
            <p className="text-muted-foreground">
              {outcome.state === 'done'
                ? t(`${texts}.doneText`, { email: outcome.email })
                : t(`${texts}.${outcome.reason}Text`)}
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <Link to="/shop" className={buttonClasses()}>
                {t(`${texts}.backToShop`)}
              </Link>
              {outcome.state === 'refused' && (
                <Link to={otherActionTo} className={buttonClasses({ variant: 'outline' })}>
                  {t(`${texts}.${otherAction}`)}
                </Link>
              )}
            </div>
          </CardContent>
        )}
      </Card>
    </section>
  );
}

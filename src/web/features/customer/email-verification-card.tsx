// Shown while the account's email is not proven (docs/rules/accounts.md): what that means for the data
// download and deletion, and a way to have the link mailed again.
import { MailWarning } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { apiErrorStatus, apiErrorMessage } from '../../lib/data/api-error.ts';
import { isUnauthorizedError } from '../../lib/data/api-client.ts';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { useResendVerificationLink } from './api/customer-api.ts';

export function EmailVerificationCard({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useResendVerificationLink();
  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: t('customer.verifyEmail.sentTitle'),
          description: t('customer.verifyEmail.sent', { email }),
        }),
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        // A 429 carries the wait in the shopper's language.
        const limited = apiErrorStatus(error) === 429 ? apiErrorMessage(error) : null;
        toast({
          title: t('customer.verifyEmail.failedTitleShort'),
          description: limited ?? t('customer.verifyEmail.failed'),
          variant: 'destructive',
        });
      },
    });
  return (
    <Card role="region" className="border-amber-500/60" aria-labelledby="email-verification-title">
      <CardHeader className="flex-row items-center gap-3">
        <MailWarning className="size-6 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        <h2 id="email-verification-title" className="text-xl font-semibold">
          {t('customer.verifyEmail.cardTitle')}
        </h2>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <p className="text-muted-foreground">{t('customer.verifyEmail.cardText', { email })}</p>
        <div>
          <Button variant="outline" onClick={sendAgain} disabled={resend.isPending}>
            {resend.isPending ? t('customer.verifyEmail.sending') : t('customer.verifyEmail.sendAgain')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

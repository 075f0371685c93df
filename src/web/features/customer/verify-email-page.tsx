// The page behind the link in the email verification mail (docs/rules/accounts.md): the link works once,
// and the page says whether the address is now proven or why the link was refused.
import { VERIFY_FAILURES } from '../../../shared/schemas/email-verification.ts';
import { MailLinkPage } from '../../components/mail-link-page.tsx';

export function VerifyEmailPage() {
  return (
    <MailLinkPage
      endpoint="/api/customer/verify-email"
      texts="customer.verifyEmail"
      reasons={VERIFY_FAILURES}
      otherAction="openAccount"
      otherActionTo="/customer/dashboard"
    />
  );
}

// The page behind the link in the newsletter confirmation mail (docs/rules/messages.md): the link works
// once, and the page says whether the subscription is now confirmed or why the link was refused.
import { CONFIRM_FAILURES } from '../../../shared/schemas/consent.ts';
import { MailLinkPage } from '../../components/mail-link-page.tsx';

export function NewsletterConfirmPage() {
  return (
    <MailLinkPage
      endpoint="/api/newsletter/confirm"
      texts="newsletter.confirm"
      reasons={CONFIRM_FAILURES}
      otherAction="signUpAgain"
    />
  );
}

// The page behind the link in the newsletter confirmation mail (docs/rules/messages.md): the link works
// once, and the page says whether the subscription is now confirmed or why the link was refused.
import { useTranslation } from '../../lib/use-translation.ts';
import { CONFIRM_FAILURES } from '../../../shared/schemas/consent.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { MailLinkPage } from './mail-link-page.tsx';

export function NewsletterConfirmPage() {
  const { t } = useTranslation();
  usePageTitle(t('newsletter.confirm.pageTitle'));
  return (
    <MailLinkPage
      endpoint="/api/newsletter/confirm"
      texts="newsletter.confirm"
      reasons={CONFIRM_FAILURES}
      otherAction="signUpAgain"
    />
  );
}

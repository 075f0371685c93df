// The page behind the unsubscribe link in newsletter emails; repeating it is harmless.
import { MailLinkPage } from '../../components/mail-link-page.tsx';

const REASONS = ['expired'] as const;

export function UnsubscribePage() {
  return (
    <MailLinkPage
      endpoint="/api/newsletter/unsubscribe"
      texts="newsletter.unsubscribe"
      reasons={REASONS}
      otherAction="contactUs"
    />
  );
}

// The page behind the confirmation link of a back-in-stock request
// (docs/decisions/026-releases-and-stock-alerts.md): the link works once.
import { MailLinkPage } from '../../components/mail-link-page.tsx';

const REASONS = ['invalid', 'expired'] as const;

export function BackInStockConfirmPage() {
  return (
    <MailLinkPage
      endpoint="/api/back-in-stock/confirm"
      texts="newsletter.backInStockConfirm"
      reasons={REASONS}
      otherAction="contactUs"
    />
  );
}

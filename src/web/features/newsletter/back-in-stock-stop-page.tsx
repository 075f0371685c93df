// The page behind the removal link of back-in-stock mails (docs/decisions/026-releases-and-stock-alerts.md):
// the request and the address it holds are deleted.
import { MailLinkPage } from '../../components/mail-link-page.tsx';

const REASONS = ['invalid'] as const;

export function BackInStockStopPage() {
  return (
    <MailLinkPage
      endpoint="/api/back-in-stock/stop"
      texts="newsletter.backInStockStop"
      reasons={REASONS}
      otherAction="contactUs"
    />
  );
}

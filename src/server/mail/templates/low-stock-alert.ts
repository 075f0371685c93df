// The brewery's daily low-stock mail, in English: every counted size at or below its threshold, the
// fewest left first (docs/decisions/026-releases-and-stock-alerts.md).
import type { BusinessProfile } from '../../../shared/business-profile.ts';
import type { LowStockSize } from '../../../shared/schemas/stock.ts';
import type { OutgoingMail } from '../outbox.ts';
import { backOfficeLink, renderMail } from './layout.ts';
import { mailText } from './texts.ts';

// Staff mails are in English.
const staffText = mailText('en');

export function lowStockAlertMail(
  sizes: readonly LowStockSize[],
  context: { breweryEmail: string; baseUrl: string },
  profile: BusinessProfile,
): OutgoingMail {
  const rendered = renderMail({
    profile,
    t: staffText,
    heading: 'Running low',
    blocks: [
      {
        type: 'paragraph',
        text: `${sizes.length === 1 ? 'One size is' : `${sizes.length} sizes are`} at or below the low-stock level you set. This mail comes once a day at most.`,
      },
      {
        type: 'details',
        rows: sizes.map((size) => [
          `${size.productName} (${size.size})`,
          `${size.stock} left, alert at ${size.lowStockAt}`,
        ]),
      },
      backOfficeLink(context.baseUrl, '/products', 'Count or adjust stock:', 'Products'),
    ],
  });
  return {
    kind: 'low-stock-alert',
    to: context.breweryEmail,
    subject: `Running low: ${sizes.length === 1 ? '1 size' : `${sizes.length} sizes`}`,
    ...rendered,
  };
}

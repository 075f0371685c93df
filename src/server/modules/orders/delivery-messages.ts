// Why home delivery was refused, in the order's language: the same texts the checkout shows before sending
// (src/shared/delivery/locales), read through the shared lookup (docs/architecture.md, "Texts").
import type { Language } from '../../../shared/config.ts';
import { deliveryRefusalText, type DeliveryRefusal } from '../../../shared/delivery/delivery-rules.ts';
import { overEnglish, translate } from '../../../shared/message-catalogue.ts';
import en from '../../../shared/delivery/locales/en.json' with { type: 'json' };
import ms from '../../../shared/delivery/locales/ms.json' with { type: 'json' };
import zh from '../../../shared/delivery/locales/zh.json' with { type: 'json' };

const TEXTS = overEnglish<Language>({ en, ms, zh });

export function deliveryRefusalMessage(
  language: Language,
  refusal: DeliveryRefusal,
  address: string,
): string {
  const t = (key: string, values?: Parameters<typeof translate>[3]) =>
    translate(TEXTS[language], language, key, values);
  return deliveryRefusalText(t, refusal, language, address);
}

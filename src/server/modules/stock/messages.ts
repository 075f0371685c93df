// What a shopper reads when an order asks for more than there is, or for a product not released yet, in
// their language: the stock catalogue (./locales), read through the shared lookup (docs/architecture.md, "Texts").
import type { Language } from '../../../shared/config.ts';
import { formatDate } from '../../../shared/format-date.ts';
import { overEnglish, translate } from '../../../shared/message-catalogue.ts';
import en from './locales/en.json' with { type: 'json' };
import ms from './locales/ms.json' with { type: 'json' };
import zh from './locales/zh.json' with { type: 'json' };

const TEXTS = overEnglish<Language>({ en, ms, zh });

/** "Sorry, only 3 of Hornbill Pale Ale (330ML Bottle) are left." or "… is sold out." */
export function shortageMessage(
  language: Language,
  line: { product: string; size: string; left: number },
): string {
  const values = { product: line.product, size: line.size, count: line.left };
  return translate(TEXTS[language], language, line.left > 0 ? 'stock.onlyLeft' : 'stock.soldOut', values);
}

/** "Sorry, Monsoon Stout is not out yet: it opens for orders on 1 Dec 2026, 10:00 am." */
export function notReleasedMessage(language: Language, product: string, opensAt: Date): string {
  const date = formatDate(opensAt.toISOString(), language, 'dateTime') ?? opensAt.toISOString();
  return translate(TEXTS[language], language, 'stock.notReleased', { product, date });
}

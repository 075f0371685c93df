import { shopConfig, type Language } from '../config.ts';
import { overEnglish, translate } from '../message-catalogue.ts';
import en from './locales/en.json' with { type: 'json' };
import ms from './locales/ms.json' with { type: 'json' };
import zh from './locales/zh.json' with { type: 'json' };

// The gates show before the site's texts have loaded, so their three small text files are bundled with them.
const messages = overEnglish<Language>({ en: en.gates, ms: ms.gates, zh: zh.gates });

/** A gate text such as 'access.title', read like every other text (src/shared/message-catalogue.ts). */
export function gateText(language: Language, key: string): string {
  return translate(messages[language], language, key, { age: shopConfig.minimumAge });
}

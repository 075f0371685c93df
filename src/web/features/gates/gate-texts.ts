import { shopConfig, type Language } from '../../../shared/config.ts';
import en from './locales/en.json';
import ms from './locales/ms.json';
import zh from './locales/zh.json';

// The gates show before the site's texts have loaded, so their three small text files are bundled with them.
const messages: Record<Language, unknown> = { en: en.gates, ms: ms.gates, zh: zh.gates };

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A gate text such as 'access.title', falling back to English and then to the key, like the rest of the site. */
export function gateText(language: Language, key: string): string {
  const text = lookup(messages[language], key) ?? lookup(messages.en, key) ?? key;
  return text.replaceAll('{{age}}', String(shopConfig.minimumAge));
}

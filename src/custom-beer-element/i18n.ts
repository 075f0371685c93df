// The element's own texts: it ships apart from the web app, so it carries its three locale tables.
import type { Language } from '../shared/config.ts';
import en from './locales/en.json';
import ms from './locales/ms.json';
import zh from './locales/zh.json';

type Messages = { [key: string]: string | Messages };
const TABLES: Record<Language, Messages> = { en, ms, zh };

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

function lookup(table: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = table;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Falls back to English, then to the key itself (as the web app does). */
export function translator(language: Language): Translate {
  return (key, vars = {}) => {
    const text = lookup(TABLES[language], key) ?? lookup(TABLES.en, key) ?? key;
    return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
  };
}

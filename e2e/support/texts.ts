import fs from 'node:fs';
import path from 'node:path';

export type Language = 'en' | 'ms' | 'zh';
export const LANGUAGES: readonly Language[] = ['en', 'ms', 'zh'];

type Messages = { [key: string]: string | Messages };

function merge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      typeof existing === 'object' && typeof value === 'object' ? merge({ ...existing }, value) : value;
  }
  return target;
}

function localeFiles(dir: string, language: Language): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return localeFiles(full, language);
    return entry.name === `${language}.json` && path.basename(dir) === 'locales' ? [full] : [];
  });
}

/** The web app's texts in one language, looked up the way the screens do: `t('cart.title', { count })`. */
export function textsOf(
  language: Language,
): (key: string, values?: Record<string, string | number>) => string {
  const messages = localeFiles('src/web', language).reduce<Messages>(
    (all, file) => merge(all, JSON.parse(fs.readFileSync(file, 'utf8')) as Messages),
    {},
  );
  return (key, values = {}) => {
    const found = key
      .split('.')
      .reduce<string | Messages | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        messages,
      );
    if (typeof found !== 'string') throw new Error(`No ${language} text for ${key}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

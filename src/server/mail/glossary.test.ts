// One voice (docs/rules/interface.md): every screen text, mail, page head and policy uses the glossary's word
// for each shop term, and never a translation the glossary lists as one to avoid.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';
import type { Language } from '../../shared/config.ts';
import { GLOSSARY, type GlossaryTerm } from '../../shared/glossary.ts';
import { mailText } from './templates/texts.ts';

const SRC = join(import.meta.dirname, '..', '..');
const TRANSLATED = ['ms', 'zh'] as const;
const TERMS = Object.entries(GLOSSARY) as [string, GlossaryTerm][];

function walk(dir: string, keep: (path: string) => boolean): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) found.push(...walk(path, keep));
    else if (keep(path)) found.push(path);
  }
  return found;
}

/** Every text of a nested table, by dotted key. */
function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(prefix, value);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

type Tables = Record<Language, Map<string, string>>;

const localeDirs = [...new Set(walk(SRC, (path) => /[/\\]locales[/\\]en\.json$/.test(path)))].map((path) =>
  join(path, '..'),
);
const sources: { name: string; tables: Tables }[] = localeDirs.map((dir) => ({
  name: relative(SRC, dir),
  tables: Object.fromEntries(
    (['en', 'ms', 'zh'] as const).map((lang) => [
      lang,
      flatten(JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8'))),
    ]),
  ) as Tables,
}));

const policies = walk(join(SRC, 'web', 'features', 'legal', 'policies'), (path) => path.endsWith('.md'));
/** The demo catalogue's translations are the first product texts a shopper reads: `catalogue-ms.ts`, … */
const demoCatalogues = walk(join(SRC, 'server', 'demo'), (path) => /catalogue-(ms|zh)\.ts$/.test(path));

function contains(text: string, word: string): boolean {
  // Latin words match whole words only ("keg" is not in "kegemaran"); Chinese has no spaces to match on.
  if (/^[\p{Script=Latin}\s]+$/u.test(word)) {
    return new RegExp(`(?<![\\p{L}])${word.replace(/\s+/g, '\\s+')}(?![\\p{L}])`, 'iu').test(text);
  }
  return text.includes(word);
}

test('the glossary has words to check and screens and mails to check them in', () => {
  expect(TERMS.length).toBeGreaterThan(5);
  expect(sources.length).toBeGreaterThan(20);
  expect(policies.length).toBe(6);
});

/** Whether a text somewhere is the term alone (a label, a heading), so its translations can be compared. */
const standsAlone = (word: GlossaryTerm) =>
  sources.some(({ tables }) =>
    [...tables.en.values()].some((english) => english.trim().toLowerCase() === word.en.toLowerCase()),
  );

test('every term is checked: some text is the term alone, or it lists translations to avoid', () => {
  const unchecked = TERMS.filter(([, word]) => !standsAlone(word) && !word.avoid).map(([key]) => key);
  expect(unchecked).toEqual([]);
});

for (const [key, word] of TERMS) {
  if (standsAlone(word))
    test(`"${word.en}" is translated the same way everywhere`, () => {
      for (const { name, tables } of sources) {
        for (const [path, english] of tables.en) {
          if (english.trim().toLowerCase() !== word.en.toLowerCase()) continue;
          for (const lang of TRANSLATED) {
            const translated = tables[lang].get(path);
            expect(translated?.toLowerCase(), `${name} ${lang} "${path}" is the glossary's "${key}"`).toBe(
              word[lang].toLowerCase(),
            );
          }
        }
      }
    });

  for (const lang of TRANSLATED) {
    const avoid = word.avoid?.[lang] ?? [];
    if (avoid.length === 0) continue;
    test(`${lang}: "${word[lang]}" is never written as ${avoid.join(' or ')}`, () => {
      const found: string[] = [];
      for (const { name, tables } of sources) {
        for (const [path, text] of tables[lang]) {
          for (const wrong of avoid) if (contains(text, wrong)) found.push(`${name} "${path}": ${wrong}`);
        }
      }
      const files = [
        ...policies.filter((path) => path.endsWith(`.${lang}.md`)),
        ...demoCatalogues.filter((path) => path.endsWith(`-${lang}.ts`)),
      ];
      for (const file of files) {
        // A demo catalogue's products are keyed by their English names ('Lihing Klasik': { … }).
        const text = readFileSync(file, 'utf8').replace(/^\s*'[^']+': \{$/gm, '');
        for (const wrong of avoid) if (contains(text, wrong)) found.push(`${relative(SRC, file)}: ${wrong}`);
      }
      expect(found).toEqual([]);
    });
  }
}

test('status mails name each status with the glossary word', () => {
  for (const language of ['en', 'ms', 'zh'] as const) {
    const t = mailText(language);
    for (const status of ['pending', 'confirmed', 'completed', 'cancelled'] as const) {
      expect(t(`statusNames.${status}`)).toBe(GLOSSARY[status][language]);
    }
    expect(t('pickupHeading')).toBe(GLOSSARY.selfPickup[language]);
    expect(t('deliveryHeading')).toBe(GLOSSARY.homeDelivery[language]);
  }
});

// Writes the brand face's basic part, src/web/assets/fonts/fraunces-basic-700-normal.woff2, from the whole
// Latin subset beside it: the characters of the unicode-range styles.css gives the basic face, which are
// what English and Bahasa Malaysia headings use, in two thirds of the bytes (docs/rules/interface.md, "Type").
// Run after replacing the Latin file or changing that range: node scripts/subset-display-font.ts
import fs from 'node:fs';
import subsetFont from 'subset-font';

const root = new URL('../src/web/', import.meta.url);
const LATIN_FILE = new URL('assets/fonts/fraunces-latin-700-normal.woff2', root);
const BASIC_FILE = new URL('assets/fonts/fraunces-basic-700-normal.woff2', root);

/** The unicode-range of the @font-face whose source is the basic file. */
function basicRange(css: string): string {
  const face = css.split('@font-face').find((rule) => rule.includes('fraunces-basic-700-normal.woff2'));
  const range = face && /unicode-range:([^;]+);/.exec(face)?.[1];
  if (!range) throw new Error('styles.css gives the basic face no unicode-range');
  return range;
}

/** Every character a unicode-range names (U+0020-007E, U+00A0, …). */
function charactersOf(range: string): string {
  return range
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, '').split('-'))
    .flatMap(([from = '', to = from]) => {
      const first = Number.parseInt(from, 16);
      const last = Number.parseInt(to, 16);
      return Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i));
    })
    .join('');
}

const characters = charactersOf(basicRange(fs.readFileSync(new URL('styles.css', root), 'utf8')));
const basic = await subsetFont(fs.readFileSync(LATIN_FILE), characters, { targetFormat: 'woff2' });
fs.writeFileSync(BASIC_FILE, basic);
console.log(`Wrote ${BASIC_FILE.pathname}: ${characters.length} characters, ${basic.length} bytes`);

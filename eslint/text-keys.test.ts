// The text-key rule (text-keys.js) on made-up code, and the other direction on the real code: every English
// text of the web app, the mails and the custom-beer element is read somewhere.
import fs from 'node:fs';
import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, expect, test } from 'vitest';
import { knownTextKeys, textKeys } from './text-keys.js';

RuleTester.describe = describe;
RuleTester.it = (name: string, run: () => void) => test(name, () => expect(run).not.toThrow());
RuleTester.itOnly = RuleTester.it;

const web = { catalogues: ['src/web/locales/en.json', 'src/web/features/*/locales/en.json'] };
const mail = { catalogues: ['src/server/mail/locales/en.json'], under: 'mail' };

new RuleTester().run('known-text-keys', knownTextKeys, {
  valid: [
    { code: "t('checkout.title');", options: [web] },
    { code: "t('nav.cartWithCount', { count: 2 });", options: [web] },
    { code: 't(`adminProducts.variants.errors.${field}`);', options: [web] },
    { code: "const link = { labelKey: 'checkout.title' };", options: [web] },
    { code: "t(someKey); other('no.such.key');", options: [web] },
    { code: "t('orderSubject', { reference }); staffText('email');", options: [mail] },
  ],
  invalid: [
    { code: "t('checkout.titel');", options: [web], errors: [{ messageId: 'unknown' }] },
    { code: "i18n.t('shop.nothingHere');", options: [web], errors: [{ messageId: 'unknown' }] },
    {
      code: "const link = { labelKey: 'checkout.titles' };",
      options: [web],
      errors: [{ messageId: 'unknown' }],
    },
    { code: 't(`statusNamez.${status}`);', options: [web], errors: [{ messageId: 'unknownPrefix' }] },
    { code: "t('mail.orderSubject');", options: [mail], errors: [{ messageId: 'unknown' }] },
  ],
});

const ROOT = path.join(import.meta.dirname, '..');

function sourcesUnder(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => fs.readFileSync(path.join(ROOT, dir, file), 'utf8'));
}

/** Whether `key` is `parts` (a template literal's static parts) joined by numbers or names in `values`. */
function joins(key: string, parts: string[], values: Set<string>): boolean {
  const [first, ...rest] = parts;
  if (!key.startsWith(first!)) return false;
  const tail = key.slice(first!.length);
  if (rest.length === 0) return tail === '';
  for (let end = 1; end <= tail.length; end++) {
    const value = tail.slice(0, end);
    if ((values.has(value) || /^\d+$/.test(value)) && joins(tail.slice(end), rest, values)) return true;
  }
  return false;
}

/**
 * The keys of the catalogues that no source reads: not as a quoted key, not under a quoted prefix
 * (`'adminProducts.variants.errors.'`), and not through a template whose static parts match the key and
 * whose variable parts are values the sources name, quoted or as a property (`t(`${texts}.doneTitle`)`
 * with `texts: 'newsletter.confirm'`).
 */
function unreadKeys(catalogues: string[], sources: string[], under = ''): string[] {
  const text = sources.flatMap(sourcesUnder).join('\n');
  const quoted = new Set([...text.matchAll(/['"`]([\w.-]+)['"`]/g)].map((match) => match[1]!));
  const values = new Set([...quoted, ...[...text.matchAll(/\b(\w+)\??:/g)].map((match) => match[1]!)]);
  const prefixes = [...quoted].filter((value) => value.endsWith('.'));
  const templates = [...text.matchAll(/`((?:[\w.-]*\$\{[^}`]+\})+[\w.-]*)`/g)].map((match) =>
    match[1]!.split(/\$\{[^}]+\}/),
  );
  return [...textKeys(catalogues, under, ROOT)]
    .filter((key) => !/_(zero|one|two|few|many|other)$/.test(key))
    .filter(
      (key) =>
        !quoted.has(key) &&
        !prefixes.some((prefix) => key.startsWith(prefix)) &&
        !templates.some((parts) => joins(key, parts, values)),
    );
}

test('every text of the web app is read by a screen', () => {
  const catalogues = [
    'src/web/locales/en.json',
    'src/web/components/locales/en.json',
    'src/web/features/*/locales/en.json',
    'src/shared/delivery/locales/en.json',
  ];
  expect(textKeys(catalogues, '', ROOT).size).toBeGreaterThan(500);
  // The activity names each changed field by the name the server's audit record gives it, and older
  // records keep the names of fields since retired.
  const server = sourcesUnder('src/server').join('\n');
  const activityField = (key: string) => /^adminActivity\.fields\.(\w+)$/.exec(key)?.[1];
  const namedByTheServer = (key: string) => {
    const field = activityField(key);
    return field !== undefined && new RegExp(`\\b${field}\\b`).test(server);
  };
  const retired = [
    // The business profile's delivery text (docs/decisions/041-delivery-words-from-the-rules.md).
    'adminActivity.fields.deliveryAreas',
  ];
  expect(
    unreadKeys(catalogues, ['src/web', 'src/shared']).filter(
      (key) => !namedByTheServer(key) && !retired.includes(key),
    ),
  ).toEqual([]);
});

test('every text of the mails is read by a template', () => {
  expect(textKeys(mail.catalogues, 'mail', ROOT).size).toBeGreaterThan(50);
  expect(unreadKeys(mail.catalogues, ['src/server/mail', 'src/shared'], 'mail')).toEqual([]);
});

test('every text of the custom-beer element is read by it', () => {
  const catalogues = ['src/custom-beer-element/locales/en.json'];
  expect(textKeys(catalogues, '', ROOT).size).toBeGreaterThan(50);
  expect(unreadKeys(catalogues, ['src/custom-beer-element', 'src/shared'])).toEqual([]);
});

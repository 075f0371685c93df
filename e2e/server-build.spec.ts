// What the server's build of the app holds in the server's memory for as long as it runs
// (docs/decisions/052-server-build-shares-the-servers-libraries.md): its source in ASCII, so Node keeps it
// as one-byte strings, and no second copy of the libraries the server loads itself.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test.ts';

const serverBuild = path.join(process.env.E2E_DIST_DIR ?? './dist', 'server');

function scripts(): { file: string; text: string }[] {
  return fs
    .readdirSync(serverBuild, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, text: fs.readFileSync(path.join(serverBuild, file), 'utf8') }));
}

test("the server's build is written in ASCII", () => {
  const outside = scripts().filter(({ text }) => /[^\t\n\r\x20-\x7e]/.test(text));
  expect(outside.map(({ file }) => file)).toEqual([]);
});

test("the server's build imports zod, the phone-number table and the query client from the server's own", () => {
  const texts = scripts().map(({ text }) => text);
  // zod names each of its schema classes; libphonenumber's table names the calling codes.
  expect(texts.filter((text) => text.includes('$ZodString'))).toEqual([]);
  expect(texts.filter((text) => text.includes('country_calling_codes'))).toEqual([]);
  for (const library of ['zod', 'libphonenumber-js/min', '@tanstack/query-core'])
    expect(texts.some((text) => text.includes(`from"${library}"`))).toBe(true);
});

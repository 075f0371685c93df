// The share picture loads the image library on its first request: a server that starts, even with every
// route registered, has not loaded it (src/server/images/load-sharp.ts).
import { execFileSync } from 'node:child_process';
import { expect, test } from 'vitest';

const probe = `
import { registerHooks } from 'node:module';
const seen = new Set();
registerHooks({ resolve(specifier, context, next) { seen.add(specifier); return next(specifier, context); } });
await import(${JSON.stringify(new URL('../app.ts', import.meta.url).href)});
const atStart = seen.has('sharp');
const { shareImage } = await import(${JSON.stringify(new URL('./og-image.ts', import.meta.url).href)});
const png = await shareImage();
console.log(JSON.stringify({ atStart, afterShare: seen.has('sharp'), png: png.subarray(1, 4).toString() }));
`;

test('the image library is loaded by the first share picture, not when the server starts', () => {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8' });
  expect(JSON.parse(out.trim().split('\n').at(-1)!)).toEqual({
    atStart: false,
    afterShare: true,
    png: 'PNG',
  });
}, 30_000);

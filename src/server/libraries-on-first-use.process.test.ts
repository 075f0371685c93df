// Libraries only some requests need are loaded by the first of them, not when the server starts
// (docs/decisions/032-start-up.md): the image library by the first share picture
// (src/server/images/load-sharp.ts), the mail library by the first message sent (src/server/mail/transport.ts)
// and the QR-code library by the first two-step sign-in set-up (src/server/modules/staff/two-factor.ts).
import { execFileSync } from 'node:child_process';
import { expect, test } from 'vitest';

const at = (file: string) => JSON.stringify(new URL(file, import.meta.url).href);

const probe = `
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerHooks } from 'node:module';
const seen = new Set();
registerHooks({ resolve(specifier, context, next) { seen.add(specifier); return next(specifier, context); } });
const loaded = () => ({ sharp: seen.has('sharp'), nodemailer: seen.has('nodemailer'), qrcode: seen.has('qrcode') });
await import(${at('./app.ts')});
const atStart = loaded();
const { shareImage } = await import(${at('./storefront/og-image.ts')});
const png = await shareImage();
const { createFileTransport } = await import(${at('./mail/transport.ts')});
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-first-use-'));
const transport = createFileTransport({ dir, from: 'Taproom <orders@taproom.my>', log: () => {} });
await transport.send({ id: 'first-use', to: 'guest@example.my', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });
transport.close();
const mail = fs.readFileSync(path.join(dir, fs.readdirSync(dir)[0]), 'utf8');
console.log(JSON.stringify({ atStart, afterUse: loaded(), png: png.subarray(1, 4).toString(), mailTo: /^To: (.*)$/m.exec(mail)?.[1] }));
`;

test('the image, mail and QR-code libraries are not loaded when the server starts, and load on first use', () => {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8' });
  expect(JSON.parse(out.trim().split('\n').at(-1)!)).toEqual({
    atStart: { sharp: false, nodemailer: false, qrcode: false },
    afterUse: { sharp: true, nodemailer: true, qrcode: false },
    png: 'PNG',
    mailTo: 'guest@example.my',
  });
}, 30_000);

import fs from 'node:fs';
import path from 'node:path';
import { parseMessage } from '../../src/server/test-support/smtp-sink.ts';

/**
 * The journey server has no SMTP_URL, so its mail lands as .eml files in its DATA_DIR/outbox. Returns the
 * text of the newest message to `email` whose subject matches, or null while there is none.
 */
export function mailTextTo(email: string, port: string, subject: RegExp): string | null {
  const roots = fs.readdirSync('/tmp').filter((name) => name.startsWith(`taproom-e2e-${port}-`));
  const found: { text: string; time: number }[] = [];
  for (const root of roots) {
    const dir = path.join('/tmp', root, 'outbox');
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir)) {
      const full = path.join(dir, file);
      const message = parseMessage(fs.readFileSync(full, 'utf8'));
      if (message.headers.get('to') !== email || !subject.test(message.subject)) continue;
      found.push({ text: message.text, time: fs.statSync(full).mtimeMs });
    }
  }
  return found.sort((a, b) => b.time - a.time)[0]?.text ?? null;
}

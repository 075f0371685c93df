// The server's signing secret: SESSION_SECRET when set, otherwise one generated once and kept in DATA_DIR
// so signed links (unsubscribe, uploads) stay valid across restarts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function resolveSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(32).toString('base64url');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

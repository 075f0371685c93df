import fs from 'node:fs';
import path from 'node:path';

// Journeys need the built app: fail at once with the fix rather than on every page.
export default function globalSetup(): void {
  const dist = process.env.E2E_DIST_DIR ?? './dist';
  const index = path.resolve(dist, 'web', 'index.html');
  if (!fs.existsSync(index)) throw new Error(`${index} is missing: run \`npm run build\` first`);
  if (!fs.existsSync(process.env.CHROMIUM ?? '/usr/bin/chromium')) {
    throw new Error("Chromium is missing: install Debian's chromium package (apt-get install chromium)");
  }
}

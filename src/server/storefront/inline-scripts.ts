// The page template's own inline scripts (index.html's first-paint script; on the development server also
// React's refresh hook) are the only inline scripts the Content-Security-Policy allows, each named by its
// SHA-256 hash.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${crypto
        .createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
}

/** The hashes of the built page template's inline scripts; none without a build. */
export function pageScriptHashes(distDir: string): string[] {
  const template = path.join(distDir, 'web', 'index.html');
  return fs.existsSync(template) ? inlineScriptHashes(fs.readFileSync(template, 'utf8')) : [];
}

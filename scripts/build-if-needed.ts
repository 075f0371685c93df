// Builds the web app and the custom-beer element when the build is missing or older than its sources,
// so `npm start` works on a fresh clone and after a pull without a separate build step.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['dist/web/index.html', 'dist/server/entry-server.js', 'dist/element/custom-beer.js'].map(
  (p) => path.join(root, p),
);
const sources = [
  'src/web',
  'src/shared',
  'src/custom-beer-element',
  'index.html',
  'vite.config.ts',
  'vite.element.config.ts',
];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && !entry.name.endsWith('.test.ts')) {
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

export function buildIfNeeded(): void {
  const built = Math.min(...outputs.map((p) => (fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0)));
  const changed = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (built > 0 && built >= changed) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web app build failed');
}

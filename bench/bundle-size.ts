// Storefront JavaScript on the first load of `/`, from the build: index.html's module script, its
// modulepreload links and every chunk they import statically (dynamic import() chunks load later).
// Prints the gzip size against the 150 KB budget (DESIGN §4) and fails over budget.
// Run after `npm run build`: node bench/bundle-size.ts [dist/web]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const FIRST_LOAD_BUDGET_KB = 150;

/** Same-origin asset paths referenced by index.html as module script or modulepreload. */
function entryScripts(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const found: string[] = [];
  for (const tag of tags) {
    const isModule = /^<script/.test(tag) && /type=["']?module/.test(tag);
    const isPreload = /^<link/.test(tag) && /rel=["']?modulepreload/.test(tag);
    const url = /(?:src|href)=["']?([^"'\s>]+)/.exec(tag)?.[1];
    if ((isModule || isPreload) && url?.endsWith('.js') && url.startsWith('/')) found.push(url);
  }
  return found;
}

/** Static imports in a built chunk: `import"./a.js"`, `from"./b.js"`, `export*from"./c.js"` (not import()). */
function staticImports(code: string): string[] {
  const specs = [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)].map((m) => m[1]!);
  return specs.filter((s) => s.startsWith('.') || s.startsWith('/'));
}

export function measureFirstLoad(webDir: string): {
  files: { file: string; gzipBytes: number }[];
  totalKb: number;
} {
  const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const seen = new Set<string>();
  // Absolute paths throughout, so a chunk reached from index.html and from an import counts once.
  const queue = entryScripts(html).map((url) => path.resolve(webDir, `.${url}`));
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const spec of staticImports(code)) {
      queue.push(
        spec.startsWith('/') ? path.resolve(webDir, `.${spec}`) : path.resolve(path.dirname(file), spec),
      );
    }
  }
  const files = [...seen].map((file) => ({
    file: path.relative(path.resolve(webDir), file),
    gzipBytes: zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length,
  }));
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, totalKb: files.reduce((sum, f) => sum + f.gzipBytes, 0) / 1024 };
}

export async function benchBundleSize(webDir = 'dist/web'): Promise<void> {
  if (!fs.existsSync(path.join(webDir, 'index.html')))
    throw new Error(`No build in ${webDir}: run npm run build first`);
  const { files, totalKb } = measureFirstLoad(webDir);
  for (const f of files) console.log(`  ${(f.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${f.file}`);
  const over = totalKb > FIRST_LOAD_BUDGET_KB;
  console.log(
    `first-load JS for /: ${totalKb.toFixed(1)} KB gzip in ${files.length} files; budget ${FIRST_LOAD_BUDGET_KB} KB → ${over ? 'OVER BUDGET' : 'within budget'}`,
  );
  if (over) process.exitCode = 1;
}

if (import.meta.main) {
  await benchBundleSize(process.argv[2]);
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { appendToPerformanceLog, captureOutput, entryHeading } from './performance-log.ts';

test("a bench's output is appended as a dated entry naming the machine, without terminal colours", () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'taproom-perf-')), 'performance.md');
  fs.writeFileSync(file, '# Performance log\n');
  appendToPerformanceLog('npm run bench', '\u001b[32m/shop LCP 1.2 s\u001b[39m\r\n', file);
  const text = fs.readFileSync(file, 'utf8');
  expect(text).toMatch(/^# Performance log\n\n## \d{4}-\d\d-\d\d \d\d:\d\d UTC — npm run bench\n/);
  expect(text).toContain(`${os.cpus().length} cores`);
  expect(text).toContain('```\n/shop LCP 1.2 s\n```\n');
  fs.rmSync(path.dirname(file), { recursive: true });
});

test('the heading carries the day the run ended', () => {
  expect(entryHeading('bench', new Date('2026-11-27T06:05:00Z'))).toMatch(
    /^## 2026-11-27 06:05 UTC — bench\n/,
  );
});

test('what is written to stdout while kept is handed back once, when stopped', () => {
  const output = captureOutput();
  process.stdout.write('figure 42\n');
  expect(output.stop()).toBe('figure 42\n');
  process.stdout.write('');
  expect(output.stop()).toBe('figure 42\n');
});

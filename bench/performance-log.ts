// The dated log of measurements, docs/performance.md: a bench's output is appended as an entry headed
// by the date, the machine (cores, memory) and its load average when the run ended.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const PERFORMANCE_LOG = path.join(import.meta.dirname, '..', 'docs', 'performance.md');

/** Terminal colours and cursor moves, which mean nothing in a Markdown file. */
const ESCAPES = new RegExp(String.raw`\u001b\[[0-9;?]*[A-Za-z]`, 'g');

/** Starts keeping a copy of everything written to stdout; `stop` ends it and returns the copy. */
export function captureOutput(): { stop: () => string } {
  const write = process.stdout.write.bind(process.stdout);
  let copy = '';
  process.stdout.write = (chunk: string | Uint8Array, ...rest: never[]) => {
    copy += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    return write(chunk, ...rest);
  };
  return {
    stop: () => {
      process.stdout.write = write;
      return copy;
    },
  };
}

/** The entry's heading: the day and the machine as the figures depend on it. */
export function entryHeading(what: string, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  const time = now.toISOString().slice(11, 16);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  const memory = Math.round(os.totalmem() / 2 ** 30);
  return `## ${day} ${time} UTC — ${what}\n\n${os.cpus().length} cores, ${memory} GB, load ${load} (1 / 5 / 15 min) at the end.`;
}

export function appendToPerformanceLog(what: string, output: string, file = PERFORMANCE_LOG): void {
  const body = output.replace(ESCAPES, '').replace(/\r/g, '').trim();
  fs.appendFileSync(file, `\n${entryHeading(what)}\n\n\`\`\`\n${body}\n\`\`\`\n`);
}

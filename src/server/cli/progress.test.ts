import { expect, test } from 'vitest';
import { startProgress } from './progress.ts';

const stream = (isTTY: boolean) => {
  const out = {
    isTTY,
    text: '',
    write(chunk: string) {
      out.text += chunk;
      return true;
    },
  };
  return out;
};

test('on a terminal the bar is redrawn in place and ends with a line break', () => {
  const tty = stream(true);
  const progress = startProgress(tty, 'Tables', 4);
  progress.advance(2);
  progress.finish();
  expect(tty.text.split('\r').filter(Boolean)).toEqual([
    `Tables ${'░'.repeat(30)} 0% (0/4)`,
    `Tables ${'█'.repeat(15)}${'░'.repeat(15)} 50% (2/4)`,
    `Tables ${'█'.repeat(30)} 100% (4/4)\n`,
  ]);
});

test('elsewhere it writes a plain line at each tenth of the way, not at every step', () => {
  const log = stream(false);
  const progress = startProgress(log, 'Images', 100);
  for (let i = 0; i < 100; i++) progress.advance();
  progress.finish();
  const lines = log.text.trimEnd().split('\n');
  expect(lines).toHaveLength(11);
  expect(lines[0]).toBe('Images: 0% (0/100)');
  expect(lines[5]).toBe('Images: 50% (50/100)');
  expect(lines.at(-1)).toBe('Images: 100% (100/100)');
});

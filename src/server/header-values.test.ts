import { expect, test } from 'vitest';
import { readOnce } from './header-values.ts';
import { chooseEncoding } from './plugins/compression.ts';

test('each distinct header value is read once while it is among the recent ones', () => {
  const reads: string[] = [];
  const length = readOnce((value: string) => (reads.push(value), value.length), 64);
  expect([length('en'), length('ms-MY'), length('en'), length('ms-MY')]).toEqual([2, 5, 2, 5]);
  expect(reads).toEqual(['en', 'ms-MY']);
});

test('a client sending a new value each time fills the cache to its bytes and no further', () => {
  const reads: string[] = [];
  const upper = readOnce((value: string) => (reads.push(value), value.toUpperCase()), 64);
  upper('first');
  for (let i = 0; i < 100; i++) upper(`value-${String(i).padStart(3, '0')}`);
  // The first value was pushed out by the later ones, so it is read again.
  expect(upper('first')).toBe('FIRST');
  expect(reads.filter((v) => v === 'first')).toHaveLength(2);
  // A value larger than the whole cache is read every time it comes, and answered right.
  const long = 'x'.repeat(65);
  expect(upper(long)).toBe(long.toUpperCase());
  expect(upper(long)).toBe(long.toUpperCase());
  expect(reads.filter((v) => v === long)).toHaveLength(2);
});

test('the encoding a client accepts is read from its own header each time, whatever came before', () => {
  for (let round = 0; round < 2; round++) {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding(undefined)).toBeNull();
  }
});

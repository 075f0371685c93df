import { expect, test } from 'vitest';
import { readMarkdown } from './markdown.ts';

test('headings, paragraphs, lists and bold text are read into blocks', () => {
  const blocks = readMarkdown('## Who we are\n\nWe brew\nbeer.\n\n- **Orders:** your name\n- Account');
  expect(blocks).toEqual([
    { type: 'heading', content: [{ text: 'Who we are', bold: false }] },
    { type: 'paragraph', content: [{ text: 'We brew beer.', bold: false }] },
    {
      type: 'list',
      items: [
        [
          { text: 'Orders:', bold: true },
          { text: ' your name', bold: false },
        ],
        [{ text: 'Account', bold: false }],
      ],
    },
  ]);
});

test('markup in a text stays text', () => {
  expect(readMarkdown('<script>alert(1)</script>')).toEqual([
    { type: 'paragraph', content: [{ text: '<script>alert(1)</script>', bold: false }] },
  ]);
});

test('every policy text has a heading first and the same number of sections in each language', async () => {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const dir = path.join(import.meta.dirname, 'policies');
  for (const name of ['privacy', 'terms']) {
    const counts = ['en', 'ms', 'zh'].map((lang) => {
      const blocks = readMarkdown(fs.readFileSync(path.join(dir, `${name}.${lang}.md`), 'utf8'));
      expect(blocks[0]!.type).toBe('heading');
      return blocks.filter((b) => b.type === 'heading').length;
    });
    expect(new Set(counts).size, name).toBe(1);
  }
});

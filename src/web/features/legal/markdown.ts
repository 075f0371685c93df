// The small Markdown subset the policy texts are written in: "## " headings, "- " list items,
// paragraphs separated by blank lines, and **bold** inside any of them. Read into blocks for React, so no
// HTML from a text file is ever placed in the page.
export type Inline = { text: string; bold: boolean };
export type Block =
  | { type: 'heading'; content: Inline[] }
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'list'; items: Inline[][] };

export function readInline(text: string): Inline[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('**') && part.endsWith('**')
        ? { text: part.slice(2, -2), bold: true }
        : { text: part, bold: false },
    );
}

export function readMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n/g, '\n').split(/\n{2,}/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    if (lines.every((line) => line.startsWith('- '))) {
      blocks.push({ type: 'list', items: lines.map((line) => readInline(line.slice(2))) });
    } else if (lines.length === 1 && lines[0]!.startsWith('## ')) {
      blocks.push({ type: 'heading', content: readInline(lines[0]!.slice(3)) });
    } else {
      blocks.push({ type: 'paragraph', content: readInline(lines.join(' ')) });
    }
  }
  return blocks;
}

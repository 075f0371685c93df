import { expect, test } from 'vitest';
import { csvDocument, csvField } from './csv.ts';

test('every field is quoted, inner quotes doubled, commas and line breaks kept', () => {
  expect(csvDocument(['Name', 'Note'], [['Tan, Wei "Jie"', 'line one\nline two']])).toBe(
    'Name,Note\r\n"Tan, Wei ""Jie""","line one\nline two"\r\n',
  );
});

test('a cell a spreadsheet would run as a formula starts with a single quote', () => {
  for (const start of ['=', '+', '-', '@', '\t', '\r']) {
    expect(csvField(`${start}HYPERLINK("http://evil.example")`)).toBe(
      `"'${start}HYPERLINK(""http://evil.example"")"`,
    );
  }
  expect(csvField('+60 12-345 6789')).toBe(`"'+60 12-345 6789"`);
});

test('ordinary text, numbers and empty values pass unchanged', () => {
  expect(csvField('Teh Tarik Porter')).toBe('"Teh Tarik Porter"');
  expect(csvField('12.50')).toBe('"12.50"');
  expect(csvField(3)).toBe('"3"');
  expect(csvField(null)).toBe('""');
  expect(csvField('a=b')).toBe('"a=b"');
});

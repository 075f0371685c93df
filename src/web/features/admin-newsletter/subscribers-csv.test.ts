import { expect, test } from 'vitest';
import { buildSubscribersCsv, csvFileName, signupsToday } from './subscribers-csv.ts';

test('the CSV has the header and every field quoted, with commas kept and inner quotes doubled', () => {
  const csv = buildSubscribersCsv([
    { email: 'plain@example.my', createdAt: '2026-03-01T02:00:00.000Z' },
    { email: '"quoted",name@example.my', createdAt: '2026-03-02T02:00:00.000Z' },
  ]);
  expect(csv).toBe(
    'Email,Subscribe Date\r\n' +
      '"plain@example.my","2026-03-01"\r\n' +
      '"""quoted"",name@example.my","2026-03-02"\r\n',
  );
});

test('an empty list still gives the header line', () => {
  expect(buildSubscribersCsv([])).toBe('Email,Subscribe Date\r\n');
});

test('subscribe dates and the file name follow the Malaysian calendar day', () => {
  // 16:30 UTC on 1 March is 00:30 on 2 March in Kuala Lumpur.
  const late = '2026-03-01T16:30:00.000Z';
  expect(buildSubscribersCsv([{ email: 'a@example.my', createdAt: late }])).toContain('"2026-03-02"');
  expect(csvFileName(new Date(late))).toBe('newsletter-subscribers-2026-03-02.csv');
});

test("today's signups count the same Malaysian calendar day only", () => {
  const now = new Date('2026-03-02T10:00:00.000Z');
  const subscribers = [
    { createdAt: '2026-03-01T16:30:00.000Z' },
    { createdAt: '2026-03-01T15:59:00.000Z' },
    { createdAt: '2026-03-02T15:59:00.000Z' },
    { createdAt: '2026-03-02T16:00:00.000Z' },
  ];
  expect(signupsToday(subscribers, now)).toBe(2);
});

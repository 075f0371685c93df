import { expect, test } from 'vitest';
import { formatAge, isOverdue } from './format-age.ts';

const now = Date.parse('2026-05-02T12:00:00Z');

test('waiting time is told in the largest whole unit, in the interface language', () => {
  expect(formatAge('2026-05-02T11:59:50Z', 'en', now)).toBe('1 min');
  expect(formatAge('2026-05-02T11:15:00Z', 'en', now)).toBe('45 min');
  expect(formatAge('2026-05-02T09:00:00Z', 'en', now)).toBe('3 hr');
  expect(formatAge('2026-04-30T10:00:00Z', 'en', now)).toBe('2 days');
  expect(formatAge('2026-04-30T10:00:00Z', 'zh', now)).toBe('2天');
});

test('a wait of more than 24 hours is overdue', () => {
  expect(isOverdue('2026-05-01T13:00:00Z', now)).toBe(false);
  expect(isOverdue('2026-05-01T11:00:00Z', now)).toBe(true);
});

import { expect, test } from 'vitest';
import { chartView } from './chart-view.ts';

const week = (label: string, value: number) => ({ label, value, display: `RM ${value}.00` });

test('a period without a single order is empty, so the chart says so instead of drawing flat bars', () => {
  expect(chartView([week('1 May', 0), week('8 May', 0)]).empty).toBe(true);
  expect(chartView([]).empty).toBe(true);
  expect(chartView([week('1 May', 0), week('8 May', 3)]).empty).toBe(false);
});

test('bars are drawn against the highest figure, and a small figure still shows', () => {
  const view = chartView([week('1 May', 200), week('8 May', 1), week('15 May', 0), week('22 May', 100)]);
  expect(view.peak).toEqual(week('1 May', 200));
  expect(view.bars.map((b) => b.heightPercent)).toEqual([100, 2, 0, 50]);
  expect(view.bars[3]).toMatchObject({ label: '22 May', display: 'RM 100.00' });
});

test('every n-th bar carries a label that may use the columns up to the next label, never past the end', () => {
  const points = Array.from({ length: 7 }, (_, i) => week(`${i + 1} May`, i));
  expect(chartView(points, 3).bars.map((b) => b.labelSpan)).toEqual([3, 0, 0, 3, 0, 0, 1]);
  expect(chartView(points).bars.every((b) => b.labelSpan === 1)).toBe(true);
});

test('tooltips at the ends of the chart open inwards', () => {
  const points = Array.from({ length: 9 }, (_, i) => week(`${i + 1} May`, 1));
  const aligns = chartView(points).bars.map((b) => b.tooltipAlign);
  expect(aligns[0]).toBe('start');
  expect(aligns[4]).toBe('center');
  expect(aligns[8]).toBe('end');
});

// From a chart's figures to what it draws: each bar's height, which bars carry a label and how far that
// label may run, the highest figure, and whether there is anything to draw at all.

export interface ChartPoint {
  /** Short label under the bar, e.g. '12 May'. */
  label: string;
  value: number;
  /** The value as people read it, e.g. 'RM 120.00'. */
  display: string;
}

export interface ChartBar extends ChartPoint {
  /** Share of the plot's height, 0–100; a figure above zero always shows at least a sliver. */
  heightPercent: number;
  /** Columns the label under this bar may use (0: no label), so labels never overlap. */
  labelSpan: number;
  /** Where the value's tooltip sits, so it stays inside the chart at both ends. */
  tooltipAlign: 'start' | 'center' | 'end';
}

export interface ChartView {
  /** Every figure is zero (or there are none): the chart shows its empty state instead of bars. */
  empty: boolean;
  peak: ChartPoint | undefined;
  bars: ChartBar[];
}

const MIN_VISIBLE_PERCENT = 2;

export function chartView(points: readonly ChartPoint[], labelEvery = 1): ChartView {
  const every = Math.max(1, Math.floor(labelEvery));
  const max = Math.max(0, ...points.map((p) => p.value));
  const peak = max > 0 ? points.find((p) => p.value === max) : undefined;
  const count = points.length;
  const bars = points.map((point, i): ChartBar => {
    const share = max > 0 ? (Math.max(0, point.value) / max) * 100 : 0;
    const position = count > 1 ? i / (count - 1) : 0.5;
    return {
      ...point,
      heightPercent: share > 0 ? Math.max(MIN_VISIBLE_PERCENT, Math.round(share * 10) / 10) : 0,
      labelSpan: i % every === 0 ? Math.min(every, count - i) : 0,
      tooltipAlign: position < 0.25 ? 'start' : position > 0.75 ? 'end' : 'center',
    };
  });
  return { empty: max <= 0, peak, bars };
}

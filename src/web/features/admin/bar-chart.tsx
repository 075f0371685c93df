// A bar chart in HTML: labels and values are text at the page's own size (at least 12 px on any screen),
// each bar is a button that shows its value on hover, focus or tap and names it to screen readers, and a
// period with nothing in it says so instead of drawing flat bars. One tab stop per chart; arrow keys,
// Home and End move between bars.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../lib/format/cn.ts';
import { chartView, type ChartPoint } from './chart-view.ts';

export type { ChartPoint } from './chart-view.ts';

const TOOLTIP_ALIGN = {
  start: 'left-0',
  center: 'left-1/2 -translate-x-1/2',
  end: 'right-0',
} as const;

export function BarChart({
  title,
  points,
  labelEvery = 1,
  valueHeading,
  emptyText,
  peakText,
}: {
  title: string;
  points: ChartPoint[];
  /** Label every n-th bar so dense series stay readable. */
  labelEvery?: number;
  /** What the figures count, e.g. 'Orders': read with each value. */
  valueHeading: string;
  /** Shown instead of the bars when every figure is zero. */
  emptyText: string;
  /** The highest figure as a sentence, e.g. 'Highest: RM 920.00'. */
  peakText: (display: string) => string;
}) {
  const id = useId();
  const view = chartView(points, labelEvery);
  const [active, setActive] = useState(Math.max(0, view.bars.length - 1));
  const [shown, setShown] = useState<number | undefined>(undefined);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const columns = { gridTemplateColumns: `repeat(${Math.max(1, view.bars.length)}, minmax(0, 1fr))` };

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(view.bars.length - 1, index));
    setActive(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys: Record<string, number> = {
      ArrowLeft: active - 1,
      ArrowRight: active + 1,
      Home: 0,
      End: view.bars.length - 1,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <figure aria-labelledby={`${id}-title`} className="min-w-0" data-testid="bar-chart">
      <figcaption id={`${id}-title`} className="text-sm font-semibold">
        {title}
      </figcaption>
      {view.empty ? (
        <p className="mt-3 flex h-44 items-center justify-center rounded-md border border-dashed px-4 text-center text-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        <>
          <p className="mt-1 text-xs text-muted-foreground">
            {view.peak ? peakText(view.peak.display) : null}
          </p>
          <ol
            aria-labelledby={`${id}-title`}
            className="relative mt-10 grid h-36 items-end gap-0.5 border-b border-border"
            style={columns}
          >
            {view.bars.map((bar, i) => (
              <li key={`${bar.label}-${i}`} className="relative flex h-full min-w-0 items-end">
                <button
                  ref={(node) => {
                    buttons.current[i] = node;
                  }}
                  type="button"
                  tabIndex={i === active ? 0 : -1}
                  aria-label={`${bar.label}, ${valueHeading}: ${bar.display}`}
                  className="group flex h-full w-full cursor-default items-end justify-center rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  onKeyDown={onKeyDown}
                  onFocus={() => {
                    setActive(i);
                    setShown(i);
                  }}
                  onBlur={() => setShown((current) => (current === i ? undefined : current))}
                  onPointerEnter={() => setShown(i)}
                  onPointerLeave={() => setShown((current) => (current === i ? undefined : current))}
                >
                  <span
                    className={cn(
                      'block w-full max-w-8 rounded-t-sm bg-primary transition-colors group-hover:bg-primary/80',
                      shown === i && 'bg-primary/80',
                    )}
                    style={{ height: `${bar.heightPercent}%` }}
                  />
                </button>
                {shown === i ? (
                  <span
                    aria-hidden="true"
                    data-testid="bar-chart-tooltip"
                    className={cn(
                      'pointer-events-none absolute z-10 mb-1 rounded-md border bg-popover px-2 py-1 text-xs whitespace-nowrap text-popover-foreground shadow-md',
                      TOOLTIP_ALIGN[bar.tooltipAlign],
                    )}
                    style={{ bottom: `${bar.heightPercent}%` }}
                  >
                    <span className="block text-muted-foreground">{bar.label}</span>
                    <span className="block font-semibold">{bar.display}</span>
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
          <div className="mt-1.5 grid gap-0.5" style={columns} aria-hidden="true">
            {view.bars.map((bar, i) =>
              bar.labelSpan > 0 ? (
                <span
                  key={`${bar.label}-${i}`}
                  data-testid="bar-chart-label"
                  className="text-xs whitespace-nowrap text-muted-foreground"
                  style={{ gridColumn: `${i + 1} / span ${bar.labelSpan}` }}
                >
                  {bar.label}
                </span>
              ) : null,
            )}
          </div>
        </>
      )}
    </figure>
  );
}

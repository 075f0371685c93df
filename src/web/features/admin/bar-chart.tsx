// A small SVG bar chart. The picture is for sighted users; the same figures sit in a table that screen
// readers read instead (the SVG is hidden from them).
import { useId } from 'react';

export interface ChartPoint {
  /** Short label under the bar, e.g. '12 May'. */
  label: string;
  value: number;
  /** The value as people read it, e.g. 'RM 120.00'. */
  display: string;
}

const WIDTH = 600;
const HEIGHT = 200;
const PAD = { top: 12, bottom: 28, left: 8, right: 8 };

export function BarChart({
  title,
  points,
  labelEvery = 1,
  valueHeading,
  periodHeading,
}: {
  title: string;
  points: ChartPoint[];
  /** Show every n-th label so dense series stay readable. */
  labelEvery?: number;
  periodHeading: string;
  valueHeading: string;
}) {
  const id = useId();
  const max = Math.max(1, ...points.map((p) => p.value));
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(1, points.length);
  const barWidth = Math.max(2, slot * 0.7);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;

  return (
    <figure aria-labelledby={`${id}-title`} className="min-w-0">
      <figcaption id={`${id}-title`} className="mb-3 text-sm font-semibold">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full overflow-visible text-primary"
        aria-hidden="true"
        focusable="false"
      >
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          className="stroke-border"
          strokeWidth={1}
        />
        {points.map((point, i) => {
          const height = (point.value / max) * plotHeight;
          const x = PAD.left + i * slot + (slot - barWidth) / 2;
          return (
            <g key={`${point.label}-${i}`}>
              <rect
                x={x}
                y={HEIGHT - PAD.bottom - height}
                width={barWidth}
                height={height}
                rx={2}
                className="fill-current"
              >
                <title>{`${point.label}: ${point.display}`}</title>
              </rect>
              {i % labelEvery === 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 8}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[11px]"
                >
                  {point.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      {/* A table ignores the 1 px width of sr-only; its wrapper does not, so it adds no page width. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{periodHeading}</th>
              <th scope="col">{valueHeading}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, i) => (
              <tr key={`${point.label}-${i}`}>
                <th scope="row">{point.label}</th>
                <td>{point.display}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

// A small SVG bar chart drawn here (no chart library): one bar per month, stacked when there are several
// series. The numbers themselves are in the table beside it, which is what screen readers read.
import styles from '../../../lib/cabinet.module.scss';

export interface BarSeries {
  label: string;
  color: string;
  values: number[];
}

interface Props {
  title: string;
  labels: string[];
  series: BarSeries[];
  format: (value: number) => string;
}

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 16, right: 8, bottom: 40, left: 56 };

/** A round upper bound for the axis: 1, 2 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

export function BarChart({ title, labels, series, format }: Props): React.JSX.Element {
  const totals = labels.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const max = niceMax(Math.max(0, ...totals));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const band = plotW / Math.max(1, labels.length);
  const barW = Math.max(4, band * 0.6);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const ticks = [0, max / 2, max];

  return (
    <figure className={styles.card}>
      <figcaption className={styles.subHeading}>{title}</figcaption>
      <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#d9e0e6" />
            <text x={PAD.left - 6} y={y(tick) + 4} fontSize="12" textAnchor="end" fill="#4f5b66">
              {format(tick)}
            </text>
          </g>
        ))}
        {labels.map((label, i) => {
          let base = 0;
          const x = PAD.left + i * band + (band - barW) / 2;
          return (
            <g key={label}>
              {series.map((s) => {
                const value = s.values[i] ?? 0;
                const top = y(base + value);
                const height = y(base) - top;
                base += value;
                return height > 0 ? (
                  <rect key={s.label} x={x} y={top} width={barW} height={height} fill={s.color} rx="2" />
                ) : null;
              })}
              <text x={x + barW / 2} y={HEIGHT - PAD.bottom + 16} fontSize="12" textAnchor="middle" fill="#4f5b66">
                {label}
              </text>
            </g>
          );
        })}
      </svg>
      {series.length > 1 ? (
        <ul className={styles.row} aria-hidden="true">
          {series.map((s) => (
            <li key={s.label} className={styles.row}>
              <svg width="14" height="14" aria-hidden="true">
                <rect width="14" height="14" fill={s.color} rx="2" />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}

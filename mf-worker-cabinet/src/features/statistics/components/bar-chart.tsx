// A small SVG bar chart drawn here (no chart library): one bar per month, stacked when there are several
// series. The numbers themselves are in the table beside it, which is what screen readers read.
// The drawing is as wide as its box in CSS pixels, so its 12 px labels stay 12 px on a phone (a fixed
// 640-wide drawing scaled into a 320 px screen made them 6 px), and the axis steps by whole numbers:
// "0, 1, 2, 3" sessions and "0, 50, 100 zł", never "0, 1, 1" or "0,50 грн".
import { useEffect, useRef, useState } from 'react';
import styles from '../../../lib/cabinet.module.scss';
import { axisTicks, labelEvery, stackTotals } from '../lib/statistics-rules';

export interface BarSeries {
  label: string;
  color: string;
  values: number[];
}

interface Props {
  title: string;
  labels: string[];
  series: BarSeries[];
  /** An axis value: always a whole number (sessions, or whole units of money). */
  format: (value: number) => string;
}

const DEFAULT_WIDTH = 640;
const MIN_WIDTH = 280;
const HEIGHT = 240;
const PAD = { top: 16, right: 8, bottom: 40, left: 56 };

/** The box's width in CSS pixels, followed as it changes (the default where nothing is laid out). */
function useWidth(): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const w = Math.round(box.getBoundingClientRect().width);
      if (w > 0) setWidth(Math.max(MIN_WIDTH, Math.min(DEFAULT_WIDTH, w)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

export function BarChart({ title, labels, series, format }: Props): React.JSX.Element {
  const [box, WIDTH] = useWidth();
  const totals = stackTotals(labels.length, series);
  const ticks = axisTicks(Math.max(0, ...totals));
  const max = ticks[ticks.length - 1]!;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const band = plotW / Math.max(1, labels.length);
  const barW = Math.max(4, band * 0.6);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  // On a narrow drawing every other month is named, so the names do not run into each other.
  const everyNth = labelEvery(band);

  return (
    <figure className={styles.card}>
      <figcaption className={styles.subHeading}>{title}</figcaption>
      <div ref={box}>
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
                {i % everyNth === 0 && (
                  <text x={x + barW / 2} y={HEIGHT - PAD.bottom + 16} fontSize="12" textAnchor="middle" fill="#4f5b66">
                    {label}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
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

// The statistics axes (issue 23, point 16): whole steps ("0, 1, 2, 3" sessions, "0, 50, 100 zł"), never
// "0, 1, 1" or "0,50 грн".
import { render } from '@testing-library/react';
import { BarChart } from '../components/bar-chart';
import { axisTicks } from '../lib/statistics-rules';

describe('the statistics axis', () => {
  it('steps by whole numbers of 1, 2 or 5 times a power of ten, up to the largest bar', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(1)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(159.2)).toEqual([0, 50, 100, 150, 200]);
    expect(axisTicks(6602.5)).toEqual([0, 2000, 4000, 6000, 8000]);
    for (const value of [0, 0.5, 1, 2, 9, 13, 99, 101, 1234.56]) {
      const ticks = axisTicks(value);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(new Set(ticks).size).toBe(ticks.length);
      expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(value);
    }
  });

  it('labels one session as "0, 1", not "0, 1, 1"', () => {
    const { container } = render(
      <BarChart
        title="Sessions"
        labels={['Nov']}
        series={[{ label: 'held', color: '#000', values: [1] }]}
        format={(v) => String(v)}
      />,
    );
    const axis = [...container.querySelectorAll('svg text')].map((t) => t.textContent).filter((t) => t !== 'Nov');
    expect(axis).toEqual(['0', '1']);
  });
});

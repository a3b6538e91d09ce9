import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LineChart, type LineSeries } from './LineChart';
import type { LinePoint } from './line-chart';

/** Monthly points from January 2020, one per value. */
const points = (values: number[]): LinePoint[] =>
  values.map((value, index) => ({
    month: `${String(2020 + Math.floor(index / 12))}-${String((index % 12) + 1).padStart(2, '0')}`,
    value,
  }));

const blend: LineSeries = { id: 'blend', name: 'Blend', color: '#1b2a41', width: 3, points: points([1000, 1010.5, 1021.25, 1500]) };
const program: LineSeries = { id: 'p1', name: 'Alpha Program', color: '#d62728', width: 2, points: points([1000, 990, 1005]) };

// The plot box starts at x 70 and ends 20 px before the width: months 0–3 over 600 px, 200 px apart.
const width = 690;
const xOfMonth = (month: number) => 70 + month * 200;

function chart() {
  return screen.getByRole('img', { name: 'Performance' });
}

describe('LineChart', () => {
  it('draws one path per series and the axes, and redraws only the changed line', () => {
    const { container, rerender } = renderWithProviders(
      <LineChart series={[blend, program]} width={width} label="Performance" />,
    );
    expect(screen.getByRole('figure', { name: 'Performance' })).toBeInTheDocument();
    const paths = container.querySelectorAll('.line-chart__lines path');
    expect([...paths].map((path) => path.getAttribute('d'))).toEqual([
      'M600 1000L601 1010.5L602 1021.25L603 1500',
      'M600 1000L601 990L602 1005',
    ]);
    expect(paths[0]).toHaveAttribute('stroke', '#1b2a41');
    expect(paths[0]).toHaveAttribute('stroke-width', '3');
    expect([...container.querySelectorAll('.line-chart__tick')].map((tick) => tick.textContent)).toEqual([
      '900',
      '1,000',
      '1,100',
      '1,200',
      '1,300',
      '1,400',
      '1,500',
      '2020',
    ]);

    // An edit of the blend: its path changes, the program's path element stays as it was.
    const programPath = paths[1];
    const edited = { ...blend, points: points([1000, 1020, 1040, 1800]) };
    rerender(<LineChart series={[edited, program]} width={width} label="Performance" />);
    const redrawn = container.querySelectorAll('.line-chart__lines path');
    expect(redrawn[0]).toHaveAttribute('d', 'M600 1000L601 1020L602 1040L603 1800');
    expect(redrawn[1]).toBe(programPath);
  });

  it("shows the nearest month's values under the pointer and hides them on leave", () => {
    renderWithProviders(<LineChart series={[blend, program]} width={width} label="Performance" />);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.pointerMove(chart(), { clientX: xOfMonth(1) + 40 });
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Feb 2020');
    expect(within(tooltip).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Blend1,010.50', 'Alpha Program990.00']);
    expect(chart()).toHaveAttribute('aria-describedby', expect.stringContaining(tooltip.id));

    // The last month: the program has no value then, so only the blend is listed.
    fireEvent.pointerMove(chart(), { clientX: xOfMonth(3) + 300 });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Apr 2020');
    expect(within(screen.getByRole('tooltip')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Blend1,500.00']);

    fireEvent.pointerLeave(chart());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('moves month by month with the arrow keys, in Chinese on the Chinese site', () => {
    renderWithProviders(<LineChart series={[blend, program]} width={width} label="Performance" />, { lang: 'zh-hans' });
    const svg = chart();
    expect(svg).toHaveAttribute('tabindex', '0');
    svg.focus();
    expect(svg).toHaveAccessibleDescription('使用左右方向键逐月查看数值。');
    fireEvent.keyDown(svg, { key: 'ArrowLeft' });
    expect(screen.getByRole('tooltip')).toHaveTextContent('2020年4月');
    fireEvent.keyDown(svg, { key: 'ArrowLeft' });
    fireEvent.keyDown(svg, { key: 'ArrowLeft' });
    expect(screen.getByRole('tooltip')).toHaveTextContent('2020年2月');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Alpha Program990.00');
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    expect(screen.getByRole('tooltip')).toHaveTextContent('2020年3月');
    fireEvent.keyDown(svg, { key: 'Home' });
    expect(screen.getByRole('tooltip')).toHaveTextContent('2020年1月');
    // Never before the first month.
    fireEvent.keyDown(svg, { key: 'ArrowLeft' });
    expect(screen.getByRole('tooltip')).toHaveTextContent('2020年1月');
    fireEvent.keyDown(svg, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.keyDown(svg, { key: 'End' });
    expect(screen.getByRole('tooltip')).toHaveTextContent('2020年4月');
    fireEvent.blur(svg);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('labels years in Chinese and thins them to fit', () => {
    const long: LineSeries = { ...blend, points: points(Array.from({ length: 30 * 12 }, (_, index) => 1000 + index)) };
    const { container } = renderWithProviders(<LineChart series={[long]} width={320} label="Performance" />, { lang: 'zh-hans' });
    const years = [...container.querySelectorAll('.line-chart__tick[text-anchor="middle"]')].map((tick) => tick.textContent);
    expect(years).toEqual(['2020年', '2030年', '2040年']);
  });

  it('draws an empty chart without series', () => {
    const { container } = renderWithProviders(<LineChart series={[]} width={width} label="Performance" />);
    expect(chart()).toBeInTheDocument();
    expect(container.querySelectorAll('path')).toHaveLength(0);
    fireEvent.keyDown(chart(), { key: 'ArrowLeft' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('names its lines in a legend when asked', () => {
    renderWithProviders(<LineChart series={[blend, program]} width={width} label="Performance" legend />);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Blend', 'Alpha Program']);
  });

  it('labels a log axis with values, and shows the real value on hover', () => {
    const { container } = renderWithProviders(
      <LineChart series={[blend, program]} width={width} label="Performance" valueScale="log" />,
    );
    const ticks = [...container.querySelectorAll('.line-chart__tick[text-anchor="end"]')].map((tick) => tick.textContent);
    expect(ticks).toEqual(['1,000', '1,100', '1,200', '1,300', '1,400', '1,500']);
    fireEvent.keyDown(chart(), { key: 'End' });
    expect(screen.getByRole('tooltip')).toHaveTextContent('1,500.00');
  });
});

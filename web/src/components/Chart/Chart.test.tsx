import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Chart, type ChartTrace } from './Chart';

// jsdom cannot draw plotly's SVG: the lazily loaded bundle is replaced by a recorder.
const plotly = vi.hoisted(() => ({
  react: vi.fn<(root: HTMLElement, data: unknown[], layout?: object, config?: object) => Promise<unknown>>(),
  purge: vi.fn<(root: HTMLElement) => void>(),
}));
vi.mock('./plotly-bundle', () => ({ default: plotly }));

const traces: ChartTrace[] = [{ type: 'scatter', x: ['2024-01', '2024-02'], y: [1000, 1010] }];

describe('Chart', () => {
  it('draws the traces at a breakpoint width and the given height, then purges on unmount', async () => {
    plotly.react.mockResolvedValue(undefined);
    const { unmount } = renderWithProviders(<Chart traces={traces} label="Growth of 1,000" height={300} />);
    expect(screen.getByRole('figure', { name: 'Growth of 1,000' })).toBeInTheDocument();
    await waitFor(() => {
      expect(plotly.react).toHaveBeenCalled();
    });
    const [root, data, layout, config] = plotly.react.mock.calls[0] ?? [];
    expect(data).toEqual(traces);
    // jsdom measures nothing, so the narrowest width applies.
    expect(layout).toMatchObject({ width: 320, height: 300 });
    expect(config).toMatchObject({ locale: 'en', displaylogo: false });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();
    await waitFor(() => {
      expect(plotly.purge).toHaveBeenCalledWith(root);
    });
  });

  it('starts a drawing only when the previous one is done', async () => {
    let finish: (value: unknown) => void = () => undefined;
    plotly.react.mockClear();
    plotly.react.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    plotly.react.mockResolvedValue(undefined);
    const { rerender } = renderWithProviders(<Chart traces={traces} label="Growth of 1,000" />);
    await waitFor(() => {
      expect(plotly.react).toHaveBeenCalledTimes(1);
    });
    const more: ChartTrace[] = [...traces, { type: 'scatter', x: ['2024-01'], y: [990] }];
    rerender(<Chart traces={more} label="Growth of 1,000" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(plotly.react).toHaveBeenCalledTimes(1);
    finish(undefined);
    await waitFor(() => {
      expect(plotly.react).toHaveBeenCalledTimes(2);
    });
    expect(plotly.react.mock.calls[1]?.[1]).toEqual(more);
  });

  it('keeps a fixed width and speaks Chinese on the Chinese site', async () => {
    plotly.react.mockResolvedValue(undefined);
    renderWithProviders(<Chart traces={traces} label="饼图" width={200} height={200} />, { lang: 'zh-hans' });
    await waitFor(() => {
      expect(plotly.react).toHaveBeenCalledWith(
        expect.any(HTMLElement),
        traces,
        expect.objectContaining({ width: 200, height: 200 }),
        expect.objectContaining({ locale: 'zh-CN' }),
      );
    });
  });

  it('says so when the chart cannot be drawn', async () => {
    plotly.react.mockRejectedValue(new Error('bad trace'));
    renderWithProviders(<Chart traces={traces} label="Growth of 1,000" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The chart could not be drawn.');
  });
});

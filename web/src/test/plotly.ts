import { screen } from '@testing-library/react';
import { vi } from 'vitest';

/** What a test reads back of a drawn trace. */
export interface RecordedTrace {
  type?: string;
  name?: string;
  y?: number[];
  hovertext?: string[];
}

/**
 * jsdom cannot draw plotly's SVG: a test replaces the lazily loaded bundle with this recorder of
 * traces, `vi.mock('@/components/Chart/plotly-bundle', async () => ({ default: (await import('@/test/plotly')).plotly }))`.
 */
export const plotly = {
  react: vi.fn<(root: HTMLElement, data: RecordedTrace[]) => Promise<unknown>>(() => Promise.resolve(undefined)),
  purge: vi.fn<(root: HTMLElement) => void>(),
};

/** The traces last drawn into the chart named `label`. */
export function tracesOf(label: string): RecordedTrace[] {
  const figure = screen.getByRole('figure', { name: label });
  const call = plotly.react.mock.calls.filter(([root]) => figure.contains(root)).at(-1);
  return call?.[1] ?? [];
}

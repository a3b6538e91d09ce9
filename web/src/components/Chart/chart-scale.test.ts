import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chartScaleStorageKey, storedChartScale, useChartScale } from './chart-scale';

afterEach(() => {
  sessionStorage.clear();
});

describe('chart scale', () => {
  it('is linear unless log was kept', () => {
    expect(storedChartScale(undefined)).toBe('linear');
    expect(storedChartScale({ getItem: () => 'sideways' })).toBe('linear');
    expect(storedChartScale({ getItem: () => 'log' })).toBe('log');
  });

  it('falls back to linear when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(storedChartScale(refusing)).toBe('linear');
  });

  it('is remembered for the session, so the next chart opens with it', () => {
    const first = renderHook(() => useChartScale());
    act(() => {
      first.result.current[1]('log');
    });
    expect(first.result.current[0]).toBe('log');
    expect(sessionStorage.getItem(chartScaleStorageKey)).toBe('log');
    const next = renderHook(() => useChartScale());
    expect(next.result.current[0]).toBe('log');
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy';

function Hello() {
  return <p>hello</p>;
}

describe('lazyComponent', () => {
  it('suspends until its code has arrived, then renders it', async () => {
    const lazy = lazyComponent(() => Promise.resolve(Hello));
    render(
      <Suspense fallback={<p>loading</p>}>
        <lazy.Component />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('hello')).toBeInTheDocument();
  });

  it('renders at once after a preload, and preloads once', async () => {
    const load = vi.fn(() => Promise.resolve(Hello));
    const lazy = lazyComponent(load);
    await act(() => lazy.preload());
    expect(lazy.preload()).toBeUndefined();
    render(
      <Suspense fallback={<p>loading</p>}>
        <lazy.Component />
      </Suspense>,
    );
    expect(screen.getByText('hello')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the state of a screen that mounted before its code arrived', async () => {
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <button
          type="button"
          onClick={() => {
            setCount(count + 1);
          }}
        >{`count ${String(count)}`}</button>
      );
    }
    const lazy = lazyComponent(() => Promise.resolve(Counter));
    const { rerender } = render(
      <Suspense fallback={<p>loading</p>}>
        <lazy.Component />
      </Suspense>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'count 0' }));
    rerender(
      <Suspense fallback={<p>loading</p>}>
        <lazy.Component />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'count 1' })).toBeInTheDocument();
  });

  it('downloads again after a failure', async () => {
    const load = vi.fn<() => Promise<typeof Hello>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Hello);
    const lazy = lazyComponent(load);
    await expect(lazy.preload()).rejects.toThrow('offline');
    await lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(lazy.preload()).toBeUndefined();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Engine, EngineState } from '@/lib/engine';
import { renderWithProviders } from '@/test/render';
import { EngineCheckPage } from './EngineCheckPage';

// The real engine is WebAssembly built from Rust; the end-to-end test runs it in Chromium.
const engineState = vi.hoisted((): { current: EngineState } => ({ current: { status: 'loading' } }));
vi.mock('@/lib/engine', () => ({ useEngine: () => engineState.current }));

const compound = (returns: Float64Array) => returns.reduce((growth, r) => growth * (1 + r), 1) - 1;

describe('EngineCheckPage', () => {
  it('shows the cumulative return of +10% then −5% as 4.50%', () => {
    // The page calls only cumulativeReturn.
    const engine: Partial<Engine> = { cumulativeReturn: compound };
    engineState.current = { status: 'ready', engine: engine as Engine };
    renderWithProviders(<EngineCheckPage />);
    expect(screen.getByTestId('engine-result')).toHaveTextContent('4.50%');
  });

  it('says so while the engine loads and when it fails', () => {
    engineState.current = { status: 'loading' };
    const { unmount } = renderWithProviders(<EngineCheckPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the analytics engine…');
    unmount();
    engineState.current = { status: 'error', error: new Error('no wasm') };
    renderWithProviders(<EngineCheckPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('The analytics engine could not be loaded.');
  });
});

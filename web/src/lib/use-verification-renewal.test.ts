import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useVerificationRenewal } from './use-verification-renewal';

describe('useVerificationRenewal', () => {
  it('clears the answer and resets the box when the solution was spent', () => {
    const clear = vi.fn();
    const { result } = renderHook(() => useVerificationRenewal(clear));
    const before = result.current.resetKey;
    let renewed = false;
    act(() => {
      renewed = result.current.renewIfSpent({ verification: 'verificationFailed', email: 'required' });
    });
    expect(renewed).toBe(true);
    expect(clear).toHaveBeenCalledTimes(1);
    expect(result.current.resetKey).not.toBe(before);
  });

  it('leaves the box alone when other fields were refused', () => {
    const clear = vi.fn();
    const { result } = renderHook(() => useVerificationRenewal(clear));
    const before = result.current.resetKey;
    let renewed = true;
    act(() => {
      renewed = result.current.renewIfSpent({ email: 'required', verification: 'required' });
    });
    expect(renewed).toBe(false);
    expect(clear).not.toHaveBeenCalled();
    expect(result.current.resetKey).toBe(before);
  });
});

import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLatestCallback } from './use-latest-callback';

describe('useLatestCallback', () => {
  it('keeps one function across renders and calls the latest callback', () => {
    const first = vi.fn((_value: string) => 'first');
    const second = vi.fn((_value: string) => 'second');
    const { result, rerender } = renderHook(({ callback }) => useLatestCallback(callback), {
      initialProps: { callback: first },
    });
    const stable = result.current;
    rerender({ callback: second });
    expect(result.current).toBe(stable);
    expect(result.current('x')).toBe('second');
    expect(second).toHaveBeenCalledWith('x');
    expect(first).not.toHaveBeenCalled();
  });
});

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSetSearchParam } from './use-search-param';

describe('useSetSearchParam', () => {
  it('keeps both of two changes made before the next render', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/find?date=2026-12-02']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => ({ set: useSetSearchParam(), location: useLocation() }), {
      wrapper,
    });
    act(() => {
      result.current.set('date', '2026-12-23');
      result.current.set('type', '2');
    });
    const search = new URLSearchParams(result.current.location.search);
    expect(search.get('date')).toBe('2026-12-23');
    expect(search.get('type')).toBe('2');
    act(() => result.current.set('date', '2026-12-24'));
    expect(new URLSearchParams(result.current.location.search).get('type')).toBe('2');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { usePaymentAttempts, type AttemptEnd } from './payment-attempts';

function deferred() {
  let end: (value: AttemptEnd) => void = () => undefined;
  const promise = new Promise<AttemptEnd>((resolve) => (end = resolve));
  return { promise, end };
}

describe('payment attempts', () => {
  it('joins a second tap to the attempt that runs: one request', async () => {
    const { result } = renderHook(() => usePaymentAttempts());
    const answer = deferred();
    const send = vi.fn((_key: string) => answer.promise);

    const first = result.current('card', undefined, send);
    const second = result.current('card', undefined, send);
    answer.end('answered');
    await Promise.all([first, second]);

    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('repeats the key when the request got no answer, and mints a new one once answered', async () => {
    const { result } = renderHook(() => usePaymentAttempts());
    const keys: string[] = [];
    const sendThen = (end: AttemptEnd) => (key: string) => {
      keys.push(key);
      return Promise.resolve(end);
    };

    await result.current('card', undefined, sendThen('unanswered'));
    await result.current('card', undefined, sendThen('answered'));
    await result.current('card', undefined, sendThen('answered'));

    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('starts a new attempt for another method or another wallet phone', async () => {
    const { result } = renderHook(() => usePaymentAttempts());
    const keys: string[] = [];
    const unanswered = (key: string) => {
      keys.push(key);
      return Promise.resolve<AttemptEnd>('unanswered');
    };

    await result.current('wallet', '010 1234 567', unanswered);
    await result.current('wallet', '011 1234 567', unanswered);
    await result.current('card', undefined, unanswered);

    expect(new Set(keys).size).toBe(3);
  });
});

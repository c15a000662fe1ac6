import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module fresh, as a page starts it: zod not loaded yet. */
async function freshSchemas() {
  vi.resetModules();
  return import('./shared-schemas');
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('sharedSchema', () => {
  it('answers as it came before zod loads, and checks it once the answers have gone quiet', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    const { sharedSchema, onAnswerMismatch, quietMs } = await freshSchemas();
    const mismatch = vi.fn();
    onAnswerMismatch(mismatch);
    const garbled = { unread: 'many' };

    expect(sharedSchema('unreadCountSchema').parse(garbled)).toBe(garbled);
    await vi.advanceTimersByTimeAsync(quietMs - 100);
    // Another answer: the quiet while starts again.
    expect(sharedSchema('unreadCountSchema').parse({ unread: 2 })).toEqual({ unread: 2 });
    await vi.advanceTimersByTimeAsync(quietMs - 100);
    expect(mismatch).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(100);
    vi.useRealTimers();
    await vi.waitFor(() => expect(mismatch).toHaveBeenCalledTimes(1));
  });

  it('waits, to load the checks, for the screen to show no placeholder', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    const { sharedSchema, onAnswerMismatch, quietMs } = await freshSchemas();
    const mismatch = vi.fn();
    onAnswerMismatch(mismatch);
    const skeleton = document.body.appendChild(document.createElement('div'));
    skeleton.setAttribute('data-skeleton', '');

    sharedSchema('unreadCountSchema').parse({ unread: 'many' });
    await vi.advanceTimersByTimeAsync(quietMs * 3);
    await vi.dynamicImportSettled();
    expect(mismatch).not.toHaveBeenCalled();

    skeleton.remove();
    await vi.advanceTimersByTimeAsync(quietMs);
    vi.useRealTimers();
    await vi.waitFor(() => expect(mismatch).toHaveBeenCalledTimes(1));
  });

  it('checks an answer before it is used once zod has loaded', async () => {
    const { sharedSchema, loadShared } = await freshSchemas();
    await loadShared();

    expect(() => sharedSchema('unreadCountSchema').parse({ unread: 'many' })).toThrow();
    expect(sharedSchema('unreadCountSchema').parse({ unread: 2, extra: 1 })).toEqual({
      unread: 2,
    });
  });
});

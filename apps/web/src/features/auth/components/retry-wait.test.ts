import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { throttledForSeconds, waitInWords } from './retry-wait';

const throttled = (details?: { field: string; message: string }[], retryAfter?: number) =>
  new ApiError(
    {
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many',
      ...(details && { details }),
    },
    retryAfter,
  );

describe('a throttled sign-in', () => {
  it("waits the server's Retry-After, else until the moment in its details", () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(throttledForSeconds(throttled(undefined, 95), now)).toBe(95);
    const until = [{ field: 'retryAfter', message: '2026-11-23T10:00:30.200Z' }];
    expect(throttledForSeconds(throttled(until), now)).toBe(31);
    expect(throttledForSeconds(throttled(), now)).toBeNull();
  });

  it('is not throttled on any other failure', () => {
    const wrong = new ApiError({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'No' }, 9);
    expect(throttledForSeconds(wrong)).toBeNull();
    expect(throttledForSeconds(new Error('offline'))).toBeNull();
  });

  it('says the wait in seconds under a minute, else in whole minutes rounded up', () => {
    expect(waitInWords(20, 'en')).toBe('20 seconds');
    expect(waitInWords(60, 'en')).toBe('1 minute');
    expect(waitInWords(61, 'en')).toBe('2 minutes');
    expect(waitInWords(120, 'es')).toBe('2 minutos');
    expect(waitInWords(120, 'ar')).not.toMatch(/minute/);
  });
});

import { vi } from 'vitest';

/**
 * The device's time zone as the app reads it, for one test: a phone number typed in its
 * national form where no club is involved is read in that zone's country. Undo it with the
 * spy's mockRestore().
 */
export function deviceIn(timeZone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  return vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone };
  });
}

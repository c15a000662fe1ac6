import { getCountries } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { regionOfTimeZone } from './time-zone-regions.js';

describe('regionOfTimeZone', () => {
  it('names the country of a club’s time zone, under its old and its CLDR names too', () => {
    expect(regionOfTimeZone('Europe/Madrid')).toBe('ES');
    expect(regionOfTimeZone('Atlantic/Canary')).toBe('ES');
    expect(regionOfTimeZone('Africa/Cairo')).toBe('EG');
    expect(regionOfTimeZone('Asia/Calcutta')).toBe('IN');
    expect(regionOfTimeZone('Asia/Kolkata')).toBe('IN');
    expect(regionOfTimeZone('US/Eastern')).toBe('US');
  });

  it('names none for a zone of no country', () => {
    expect(regionOfTimeZone('UTC')).toBeUndefined();
    expect(regionOfTimeZone('Etc/GMT+3')).toBeUndefined();
    expect(regionOfTimeZone('Antarctica/Troll')).toBeUndefined();
  });

  it('agrees with the runtime on every zone of every country', () => {
    const locale = Intl.Locale.prototype as { getTimeZones?: () => string[] | undefined };
    if (!locale.getTimeZones) return;
    for (const region of getCountries()) {
      const zones =
        (
          new Intl.Locale(`und-${region}`) as { getTimeZones?: () => string[] | undefined }
        ).getTimeZones?.() ?? [];
      for (const zone of zones) expect(regionOfTimeZone(zone), zone).toBe(region);
    }
  });

  it('knows every zone the runtime can show a club owner, but those of no numbering plan', () => {
    const countryless = /^(Etc\/|UTC$|GMT|Antarctica\/(?!Macquarie)|Factory$)/;
    // South Georgia, the French Southern Lands, Pitcairn and the US minor islands.
    const noNumbers = [
      'Atlantic/South_Georgia',
      'Indian/Kerguelen',
      'Pacific/Midway',
      'Pacific/Pitcairn',
      'Pacific/Wake',
    ];
    const unknown = Intl.supportedValuesOf('timeZone').filter(
      (zone) => !countryless.test(zone) && regionOfTimeZone(zone) === undefined,
    );
    expect(unknown.filter((zone) => !noNumbers.includes(zone))).toEqual([]);
  });
});

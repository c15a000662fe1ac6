import { useEffect, useMemo, useState } from 'react';
import type * as PhoneRules from '@courtside/shared/phone';
import type { PhoneRegion } from '@courtside/shared/phone';

type Rules = typeof PhoneRules;

/**
 * The one phone rule (packages/shared phone-rules.ts), loaded on first use: it carries every
 * country's numbering plan, which no screen needs before it paints.
 */
export const loadPhoneRules = (): Promise<Rules> =>
  import('@courtside/shared/phone').then((rules) => (loadedRules = rules));
let loadedRules: Rules | null = null;

/** The rule where a form is: a national number is read in `region`'s country. */
export interface PhoneReader {
  region: PhoneRegion | undefined;
  /** What the field shows as it is typed: spaces change, never a digit. */
  asTyped(text: string): string;
  /** The number as it is stored and sent, or null when what was typed is not one. */
  stored(text: string): string | null;
}

/** The country of a tag's region subtag ('es-ES', 'zh-Hant-TW'), when it names one. */
function regionOfLanguage(rules: Rules, language: string): PhoneRegion | undefined {
  const region = language
    .split('-')
    .slice(1)
    .find((part) => /^[A-Za-z]{2}$/.test(part))
    ?.toUpperCase();
  return region && rules.isPhoneRegion(region) ? region : undefined;
}

/** Where the device is: the country of its time zone, else of its language's region. */
function deviceRegion(rules: Rules): PhoneRegion | undefined {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return rules.regionOfTimeZone(timeZone) ?? regionOfLanguage(rules, navigator.language);
}

/**
 * The rule for a phone field: where a club is involved, in the club's country (its time
 * zone's, as the server reads it); elsewhere in the country the device is in.
 */
function readerOf(rules: Rules, clubTimeZone?: string | null): PhoneReader {
  const region = clubTimeZone ? rules.regionOfTimeZone(clubTimeZone) : deviceRegion(rules);
  return {
    region,
    asTyped: (text) => rules.phoneAsTyped(text, region),
    stored: (text) => rules.storedPhone(text, region),
  };
}

export const loadPhoneReader = async (clubTimeZone?: string | null) =>
  readerOf(await loadPhoneRules(), clubTimeZone);

function usePhoneRules(): Rules | null {
  const [rules, setRules] = useState(loadedRules);
  useEffect(() => {
    if (rules) return;
    let shown = true;
    // A failed load leaves the phone unread, so the form waits; the next use tries again.
    loadPhoneRules().then(
      (loaded) => shown && setRules(loaded),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [rules]);
  return rules;
}

/** The phone rule of a field once loaded, null until then (the form cannot be sent yet). */
export function usePhoneReader(clubTimeZone?: string | null): PhoneReader | null {
  const rules = usePhoneRules();
  return useMemo(() => rules && readerOf(rules, clubTimeZone), [rules, clubTimeZone]);
}

/** A stored phone as people read and dial it: grouped once the rule has loaded, as kept before. */
export function usePhoneFormat(): (stored: string) => string {
  const rules = usePhoneRules();
  return rules?.formatPhone ?? ((stored) => stored);
}

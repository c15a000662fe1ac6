/**
 * Intl formatters, each built once for its language and options: building one costs far more
 * than using it, and a screen formats the same kind of text for every day, hour and price it
 * lists, each time it renders.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

function kept<F, O>(formats: Map<string, F>, build: (locale: string, options: O) => F) {
  return (locale: string, options?: O): F => {
    const key = `${locale} ${JSON.stringify(options ?? {})}`;
    let format = formats.get(key);
    if (!format) {
      format = build(locale, options ?? ({} as O));
      formats.set(key, format);
    }
    return format;
  };
}

export const dateTimeFormat = kept(
  dateTimeFormats,
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

export const numberFormat = kept(
  numberFormats,
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

export const relativeTimeFormat = kept(
  relativeTimeFormats,
  (locale, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options),
);

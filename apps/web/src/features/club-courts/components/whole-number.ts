/** A typed whole number, or NaN for anything else (an empty field, a decimal point). */
export const wholeNumber = (text: string) =>
  /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN;

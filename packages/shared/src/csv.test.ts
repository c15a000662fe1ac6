import { describe, expect, it } from 'vitest';
import { csvText } from './csv.js';

describe('csvText', () => {
  it('quotes commas, quotes and line breaks, and keeps phone numbers and amounts as they are', () => {
    expect(csvText([['Ana, "la" zurda', '+34699111222', -12.5, 'a\nb']])).toBe(
      '"Ana, ""la"" zurda",+34699111222,-12.5,"a\nb"\n',
    );
  });

  it('keeps text a spreadsheet would run as a formula as text', () => {
    expect(csvText([['=HYPERLINK("x")', '@SUM(A1)', '+cmd|x', '-2+3']])).toBe(
      `"'=HYPERLINK(""x"")",'@SUM(A1),'+cmd|x,'-2+3\n`,
    );
  });
});

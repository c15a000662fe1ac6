/**
 * One CSV cell: quoted when it holds a comma, a quote or a line break. Text a spreadsheet
 * would run as a formula (=, @, or + and - before anything but a number) is kept as text by a
 * leading apostrophe: a name typed at the desk must not become a formula in the owner's sheet.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^(?:[=@\t\r]|[+-](?![\d\s.]*$))/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text, a line break after each. */
export function csvText(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\n`).join('');
}

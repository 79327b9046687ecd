/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote, CR or LF (quotes doubled), and a
 * value a spreadsheet would run as a formula (starting with = + - @, a tab or CR) prefixed with a
 * single quote, so it is shown as text (OWASP "CSV injection").
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record, CRLF-terminated as RFC 4180 says. */
export const csvRow = (values: (string | number | null | undefined)[]) =>
  `${values.map(csvField).join(',')}\r\n`;

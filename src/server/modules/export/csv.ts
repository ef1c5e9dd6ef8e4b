/**
 * RFC 4180 CSV. A cell that a spreadsheet would run as a formula (starting with =, +, -, @, tab
 * or carriage return) gets a leading apostrophe; the JSON files keep every value exactly.
 */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: unknown[]): string {
  return `${values.map(cell).join(',')}\r\n`;
}

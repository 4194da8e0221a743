/** CSV exports of the back office (ADR 0028): RFC 4180 lines and a file name that says what is in it. */

/** One CSV line: a value with a comma, quote or line break is quoted; text starting = + - @ (not a plain number) is defused for spreadsheets. */
export function csvLine(values: readonly unknown[]): string {
  return `${values
    .map((value) => {
      if (value === null || value === undefined) return '';
      let text = value instanceof Date ? value.toISOString() : String(value);
      if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',')}\r\n`;
}

const LAGOS = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** `2026-11-26_1130`: when, in Lagos. */
export function lagosStamp(at: Date): string {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of LAGOS.formatToParts(at)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}_${parts.hour}${parts.minute}`;
}

/**
 * `transactions_kind-data_status-failed_2026-11-26_1130_Africa-Lagos.csv`: the list, each filter
 * that is set (name-value, by name, reduced to safe characters), the Lagos time.
 */
export function exportFileName(list: string, filter: Record<string, unknown>, at: Date): string {
  const parts = Object.entries(filter)
    .sort(([a], [b]) => a.localeCompare(b))
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${name}-${String(value)}`.replace(/[^A-Za-z0-9@.-]+/g, '-').slice(0, 60));
  return [list, ...parts, lagosStamp(at), 'Africa-Lagos'].join('_') + '.csv';
}

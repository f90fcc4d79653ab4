import { Readable } from 'node:stream';
import { currentLanguage, inLanguage } from '../../i18n';

/** What a CSV cell may hold: text is checked against formula injection; numbers are ours and go out as they are. */
export type CsvCell = string | number | null;

/** Excel reads a UTF-8 file as UTF-8 only when it starts with the byte order mark. */
export const CSV_BOM = '\uFEFF';
export const CSV_TYPE = 'text/csv; charset=utf-8';

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (`=HYPERLINK(...)`, `@SUM(...)`); a tab or
 * carriage return in front can hide it (OWASP "CSV injection"). Such a cell gets a leading apostrophe, which
 * spreadsheets show as text. Numbers skip the check: the amounts and hours we write are never negative.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** RFC 4180: a field holding a comma, a double quote or a line break goes in double quotes. */
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended by CRLF as RFC 4180 says. */
export const csvRow = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * A CSV file as a byte stream: the BOM and the header, then each batch of records as it comes. The batches are
 * pulled only as fast as the reader takes the bytes (a byte-mode stream, so backpressure counts bytes), so a file of
 * any length holds about one batch in memory.
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<readonly CsvCell[][]>): Readable {
  async function* chunks() {
    yield CSV_BOM + csvRow(header);
    for await (const rows of batches) if (rows.length) yield rows.map(csvRow).join('');
  }
  // The stream pulls from the socket's events, outside the request's context: each pull runs in the request's
  // language, so texts the batches make (the "Anonymous" donor) match the header.
  const language = currentLanguage();
  const iterator = chunks();
  const inRequestLanguage: AsyncIterable<string> = {
    [Symbol.asyncIterator]: () => ({
      next: () => inLanguage(language, () => iterator.next()),
      return: () => iterator.return(undefined),
      throw: (error?: unknown) => iterator.throw(error),
    }),
  };
  return Readable.from(inRequestLanguage, { objectMode: false });
}

/** `attachment; filename="…"` for an ASCII file name made by the server. */
export const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { test } from './fixtures';

/** Where the browser tests' server writes each email it sends (scripts/e2e-server.mjs). */
const mailDir = () =>
  resolve(
    import.meta.dirname,
    '../../../data',
    `e2e-${new URL(test.info().project.use.baseURL!).port}`,
    'mail',
  );

/** Undoes quoted-printable soft line breaks and escapes (as UTF-8), so a link and the text can be read back. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The emails sent to `address` so far, oldest first, decoded. */
export async function mailTo(address: string): Promise<string[]> {
  const files = await readdir(mailDir()).catch(() => []);
  const mails = await Promise.all(files.sort().map((file) => readFile(join(mailDir(), file), 'utf8')));
  return mails.filter((mail) => mail.includes(`To: ${address}`)).map(decodeQuotedPrintable);
}

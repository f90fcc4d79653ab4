// The server for the browser tests: a fresh database on every run, with demo data unless DEMO_SEED=0. It is the
// embedded PGlite that `npm start` uses; with TEST_DATABASE_URL (as `.ci/run` sets), a database of its own on that
// PostgreSQL server instead, which answers the browsers' requests side by side where PGlite takes them one at a
// time on the server's only thread (measured on four spec files: the server's CPU time 18 s instead of 31, the
// walks 78 s instead of 85).
// Its emails go to a local SMTP server that writes each one to DATA_DIR/mail/<n>.eml, for the tests to read.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startSmtpServer } from '../apps/api/test/fakes/smtp.ts';
import { onServer } from '../apps/api/test/postgres-server.ts';

const dataDir = resolve(process.env.DATA_DIR ?? 'data/e2e');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.DEMO_SEED ??= '1';
const mailDir = join(dataDir, 'mail');
mkdirSync(mailDir, { recursive: true });
let received = 0;
const smtp = await startSmtpServer({
  onMessage: (message) => {
    received += 1;
    writeFileSync(join(mailDir, `${String(received).padStart(6, '0')}.eml`), message);
  },
});
process.env.SMTP_URL ??= smtp.url;
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl && !process.env.DATABASE_URL) {
  // Named after the port, so runs side by side keep apart, and the next run on that port drops this one's.
  const name = `tabang_e2e_${process.env.PORT ?? 3000}`;
  await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
await import('../apps/api/src/server.ts');

// The server for the browser tests: a fresh embedded database on every run, with demo data unless DEMO_SEED=0.
// Its emails go to a local SMTP server that writes each one to DATA_DIR/mail/<n>.eml, for the tests to read.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startSmtpServer } from '../apps/api/test/fakes/smtp.ts';

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
await import('../apps/api/src/server.ts');

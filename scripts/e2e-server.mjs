// The server for the browser tests: a fresh embedded database on every run, with demo data unless DEMO_SEED=0.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const dataDir = resolve(process.env.DATA_DIR ?? 'data/e2e');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.DEMO_SEED ??= '1';
await import('../apps/api/src/server.ts');

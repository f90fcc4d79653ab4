#!/usr/bin/env node
// Prints pg-boss's own SQL for its schema as the body of a Drizzle migration (decision 015): our migrations create
// and upgrade the job queue's tables, never `boss.start()`. `create` gives the construction plans of the installed
// pg-boss; `migrate <version>` the plans from that schema version (pgboss.version) to the installed one's. pg-boss
// wraps them in BEGIN … COMMIT with an advisory lock; the migrator already runs each migration in a transaction,
// in one process, so those lines go, and each statement gets a breakpoint (PGlite runs one statement at a time).
//
//   npx drizzle-kit generate --custom --name job-queue-vNN   (in apps/api), then
//   node scripts/pgboss-sql.mjs migrate 24 >> apps/api/src/db/migrations/00NN_job-queue-vNN.sql
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const PgBoss = require('pg-boss');
const { schema: installed } = require('pg-boss/version.json');

const SCHEMA = 'pgboss';
const [command, from] = process.argv.slice(2);
const plans =
  command === 'create'
    ? PgBoss.getConstructionPlans(SCHEMA)
    : command === 'migrate' && /^\d+$/.test(from ?? '')
      ? PgBoss.getMigrationPlans(SCHEMA, Number(from))
      : undefined;
if (plans === undefined) {
  console.error('usage: node scripts/pgboss-sql.mjs create | migrate <schema version now in pgboss.version>');
  process.exit(1);
}

/** Splits SQL on the semicolons that end statements: not those inside quotes or $$ bodies. */
function statements(sql) {
  const found = [];
  let start = 0;
  let quote = null;
  for (let i = 0; i < sql.length; i += 1) {
    if (quote === '$$') {
      if (sql.startsWith('$$', i)) {
        quote = null;
        i += 1;
      }
    } else if (quote === "'") {
      if (sql[i] === "'") quote = null;
    } else if (sql.startsWith('$$', i)) {
      quote = '$$';
      i += 1;
    } else if (sql[i] === "'") quote = "'";
    else if (sql[i] === ';') {
      found.push(sql.slice(start, i));
      start = i + 1;
    }
  }
  found.push(sql.slice(start));
  return found.map((statement) => statement.trim()).filter(Boolean);
}

const wrapper = /^(BEGIN|COMMIT|SET LOCAL |SELECT pg_advisory_xact_lock\()/;
const body = statements(plans).filter((statement) => !wrapper.test(statement));
const header = `-- pg-boss ${require('pg-boss/package.json').version}, schema version ${installed}: ${command}.`;
process.stdout.write(
  `${header}\n${body.map((statement) => `${statement};`).join('\n--> statement-breakpoint\n')}\n`,
);

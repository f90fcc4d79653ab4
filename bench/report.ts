/**
 * The report (docs/benchmarks.md by default): turns one run's results into Markdown, the targets first. It measures
 * nothing, so a change to its wording can be tried on saved results (BENCH_REPORT_ONLY=1).
 */
import type { CpuShares } from './lib/cpu';
import type {
  AccessibilityRun,
  ApiResult,
  BenchResults,
  BusyRead,
  PageResult,
  PassResult,
  PerformanceRun,
  ReceiptsResult,
  TotalsCheck,
  UncachedRead,
  Unfinished,
} from './lib/results';

/** The issue's targets. */
const TARGET = {
  p99Ms: 25,
  ofBare: 0.35,
  performance: 95,
  accessibility: 100,
  cls: 0.05,
  /** A page's LCP and Total Blocking Time on Lighthouse's throttled phone, in ms. */
  lcpMs: 2500,
  tbtMs: 150,
  donationsPerSecond: 500,
  rssMB: 250,
  /** Reads while donating and while mail is down: share of the same read's quiet req/s, at this many gifts/s. */
  ofQuiet: 0.5,
  giftsPerSecond: 50,
  /** Each target read on a server with PUBLIC_CACHE=0. */
  uncachedRps: 2000,
} as const;

/** Where a gift's CPU went (bench/lib/cpu.ts): what "reads while donating" leave the reads on the same cores. */
const cpuLine = (cpu: CpuShares) =>
  `- CPU per completed gift, from /proc: the server ${fmt(cpu.process, 1)} ms, this benchmark's donors ${fmt(cpu.bench, 1)} ms, ` +
  `the rest of the machine (PostgreSQL, the kernel) ${fmt(cpu.rest, 1)} ms, ${fmt(cpu.process + cpu.bench + cpu.rest, 1)} ms in all; ` +
  `the cores were ${fmt(cpu.machineBusyPercent)} % busy.`;

/** The money check of every gift of the pass (older results.json files kept it on the donation phase). */
const totalsOf = (p: PassResult): TotalsCheck | null => p.totals ?? p.donations?.totals ?? null;
const totalsWord = (t: TotalsCheck | null) =>
  t ? (t.ok ? 'exact' : `WRONG: ${t.problems.join('; ')}`) : 'not checked';

/** A read under writes holds when it keeps half its quiet req/s with p99 under 25 ms and no errors. */
const holds = (r: BusyRead) =>
  r.ratio === null
    ? null
    : r.ratio >= TARGET.ofQuiet &&
      r.figures.p99 < TARGET.p99Ms &&
      r.figures.errors + r.figures.failures === 0;

/** The Targets rows of one phase of reads under writes. */
function busyTargetLines(reads: BusyRead[], phase: 'donating' | 'mail down', jobsCounted: boolean): string[] {
  const wanted =
    phase === 'donating'
      ? `≥ ${fmt(TARGET.ofQuiet * 100)} % of quiet req/s, p99 < ${TARGET.p99Ms} ms, 0 errors, while ≥ ${TARGET.giftsPerSecond} gifts/s complete`
      : `≥ ${fmt(TARGET.ofQuiet * 100)} % of quiet req/s, p99 < ${TARGET.p99Ms} ms, 0 errors, while receipts are retried`;
  return reads.map((r) => {
    const f = r.figures;
    let ok = holds(r);
    let condition = '';
    if (phase === 'donating') {
      const gifts = r.giftsPerSecond ?? 0;
      condition = `; ${fmt(gifts)} gifts/s`;
      if (gifts < TARGET.giftsPerSecond) {
        condition += ` (only ${fmt(gifts)} gifts/s completed: the target needs ≥ ${TARGET.giftsPerSecond})`;
        ok = false;
      }
    } else if (jobsCounted) {
      condition = `; ${fmt(r.emailJobs)} email jobs waiting or failed`;
      if (!r.emailJobs) {
        condition += ' (no receipt was being retried: the condition did not hold)';
        ok = false;
      }
    }
    return `| ${r.name} while ${phase === 'donating' ? 'donating' : 'mail is down'} \`${pathPattern(r.path)}\` | ${wanted} | ${fmt(f.rps)} req/s = ${pct(r.ratio)} of quiet (${fmt(r.quietRps)}), p99 ${fmt(f.p99)} ms, ${fmt(f.errors + f.failures)} errors${condition} | ${met(ok)} |`;
  });
}

/** Receipts keep up when one worker sends them at least as fast as the campaign of "reads while donating" gives. */
const receiptsWanted = (giftsPerSecond: number | undefined) => giftsPerSecond || TARGET.giftsPerSecond;
function receiptsTargetLine(
  r: ReceiptsResult | null | undefined,
  giftsPerSecond: number | undefined,
): string {
  const wanted = `one worker sends ≥ ${fmt(receiptsWanted(giftsPerSecond))}/s (a campaign’s gifts/s), over ${r ? fmt(r.seconds) : 30} s`;
  return r
    ? `| Receipts once mail is back (PDF and email, queued) | ${wanted} | ${fmt(r.perSecond)}/s (${fmt(r.sent)} sent in ${fmt(r.seconds)} s; ${fmt(r.due)} were due) | ${met(r.perSecond >= receiptsWanted(giftsPerSecond))} |`
    : `| Receipts once mail is back (PDF and email, queued) | ${wanted} | not measured | ${met(null)} |`;
}

const uncachedErrors = (r: UncachedRead) => r.figures.errors + r.figures.failures;

/** The Targets rows of the reads without the cache. */
function uncachedTargetLines(reads: UncachedRead[]): string[] {
  return reads.map((r) => {
    const f = r.figures;
    const ok = f.rps >= TARGET.uncachedRps && uncachedErrors(r) === 0;
    return `| ${r.name} without the cache \`${pathPattern(r.path)}\` | ≥ ${fmt(TARGET.uncachedRps)} req/s, 0 errors | ${fmt(f.rps)} req/s (cached: ${fmt(r.quietRps)}), p99 ${fmt(f.p99)} ms, ${fmt(uncachedErrors(r))} errors | ${met(ok)} |`;
  });
}

function uncachedTable(reads: UncachedRead[]) {
  const lines = [
    '| Read | req/s | p50 ms | p90 ms | p99 ms | 4xx/5xx | errors (timeouts) | cached req/s | share of cached |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const r of reads) {
    const f = r.figures;
    lines.push(
      `| ${r.name} \`${pathPattern(r.path)}\` | ${fmt(f.rps)} | ${fmt(f.p50)} | ${fmt(f.p90)} | ${fmt(f.p99)} | ${fmt(f.failures)} | ` +
        `${fmt(f.errors)} (${fmt(f.timeouts)}) | ${fmt(r.quietRps)} | ${r.quietRps ? pct(f.rps / r.quietRps) : '–'} |`,
    );
  }
  return lines.join('\n');
}

/** The money check as a list item: `gifts` says which phases' gifts it covers. */
function moneyLine(t: TotalsCheck | null, gifts: string): string {
  if (!t) return '- Money afterwards: not checked.';
  return (
    `- Money afterwards (bench/check-totals.ts), over every gift of the pass (${gifts}): ${t.completedInDb} of ${t.expectedCompleted} completed in the database, ` +
    `${t.sumCentavos} centavos (asked: ${t.expectedSumCentavos}); charities whose total differs from their donations: ${t.charityMismatches}; ` +
    `donors: ${t.donorMismatches}; events: ${t.eventMismatches ?? 'not checked'}; donations not completed by exactly one gateway event: ${t.doubleCounted}. ` +
    (t.ok ? '**Exact.**' : `**Wrong:** ${t.problems.join('; ')}.`)
  );
}

function busyTable(reads: BusyRead[], phase: 'donating' | 'mail down') {
  const extra = phase === 'donating' ? 'gifts/s' : 'email jobs waiting or failed';
  const lines = [
    `| Read | ${extra} | req/s | p50 ms | p90 ms | p99 ms | 4xx/5xx | errors (timeouts) | quiet req/s | ratio to quiet |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const r of reads) {
    const f = r.figures;
    lines.push(
      `| ${r.name} \`${pathPattern(r.path)}\` | ${phase === 'donating' ? fmt(r.giftsPerSecond) : fmt(r.emailJobs)} | ${fmt(f.rps)} | ${fmt(f.p50)} | ${fmt(f.p90)} | ${fmt(f.p99)} | ` +
        `${fmt(f.failures)} | ${fmt(f.errors)} (${fmt(f.timeouts)}) | ${fmt(r.quietRps)} | ${r.ratio === null ? '–' : fmt(r.ratio, 2)} |`,
    );
  }
  return lines.join('\n');
}

const fmt = (n: number | null | undefined, digits = 0) =>
  n === null || n === undefined || Number.isNaN(n)
    ? '–'
    : n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const kb = (bytes: number | null | undefined) =>
  fmt(bytes === null || bytes === undefined ? bytes : bytes / 1024, 1);
const pct = (ratio: number | null) => (ratio === null ? '–' : `${fmt(ratio * 100)} %`);
const met = (ok: boolean | null) => (ok === null ? 'not measured' : ok ? '**met**' : '**not met**');
const accessibility = (a11y: AccessibilityRun | Unfinished) =>
  'accessibility' in a11y ? a11y.accessibility : null;
const reasonOf = (a11y: AccessibilityRun | Unfinished) => ('reason' in a11y ? a11y.reason : null);
/** An API path with its ids generalised. */
const pathPattern = (path: string) =>
  path.replace(/\/\d+(?=$|\?)/, '/{id}').replace(/cursor=[^&]+/, 'cursor=…');
/** Errors in the sense of the targets: connection errors, timeouts, and any 4xx/5xx. */
const errorsOf = (r: ApiResult) => (r.ours ? r.ours.errors + r.ours.failures : null);

/** The range of Lighthouse's own measure of the host (benchmarkIndex) over the pages' median runs, and what it means. */
function hostPower(indexes: (number | null | undefined)[]): string[] {
  const known = indexes.filter((index): index is number => typeof index === 'number').sort((a, b) => a - b);
  if (known.length === 0) return [];
  const range = known[0] === known.at(-1) ? fmt(known[0]!) : `${fmt(known[0]!)}–${fmt(known.at(-1)!)}`;
  return [
    `Lighthouse measured this host at benchmarkIndex ${range} in the pages' median runs; its 4× slowdown is calibrated for`,
    '1,500–2,000 (a high-end desktop, in its docs/throttling.md), so on a weaker host the simulated phone is slower than',
    'the mid-tier phone it stands for, and TBT grows most.',
  ];
}

function apiTable(rows: ApiResult[]) {
  const lines = [
    '| Endpoint | req/s | p50 ms | p90 ms | p99 ms | 2xx / 3xx | 4xx/5xx | errors (timeouts) | bare req/s | bare p99 ms | ours / bare | body KB | items |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const r of rows) {
    const name = `${r.target ? '' : '(not a target) '}${r.name} \`${pathPattern(r.path)}\``;
    const o = r.ours;
    if (!o) {
      lines.push(`| ${name} | not measured: ${r.skipped ?? 'unknown'} | | | | | | | | | | | |`);
      continue;
    }
    lines.push(
      `| ${name} | ${fmt(o.rps)} | ${fmt(o.p50)} | ${fmt(o.p90)} | ${fmt(o.p99)} | ${fmt(o.status2xx)} / ${fmt(o.status3xx)} | ` +
        `${fmt(o.failures)} | ${fmt(o.errors)} (${fmt(o.timeouts)}) | ${fmt(r.bare?.rps)} | ${fmt(r.bare?.p99)} | ${pct(r.ratio)} | ` +
        `${kb(r.bytes)} | ${r.items ?? '–'} |`,
    );
  }
  return lines.join('\n');
}

function sizeTable(rows: ApiResult[]) {
  const lines = [
    '| Endpoint | status | items | body KB | gzip would be KB | compressed on request? | one request alone (TTFB / total ms) |',
    '|---|--:|--:|--:|--:|:-:|--:|',
  ];
  for (const r of rows.filter((row) => row.ours))
    lines.push(
      `| ${r.name} | ${r.status} | ${r.items ?? '–'} | ${kb(r.bytes)} | ${kb(r.gzipBytes)} | ${r.servedCompressed ? 'yes' : 'no'} | ` +
        `${fmt(r.unloadedTtfbMs, 1)} / ${fmt(r.unloadedTotalMs, 1)} |`,
    );
  return lines.join('\n');
}

/** The key figures of the last run before paging and the public read cache (docs/benchmarks.md at commit efd5fa5). */
const BEFORE = [
  'The run before paging and the public read cache (commit efd5fa5, Sun Nov 22 2026, same machine; 20,000 users, 2,000 charities, 20,000',
  'events, 200,000 donations; no paging, no cache, no bare-server comparison, no donation phase):',
  '',
  '| Measurement | PGlite | PostgreSQL |',
  '|---|--:|--:|',
  '| All upcoming events (11,873 items, 6 MB) | 1 req/s, p99 8,289 ms, 44 timeouts | 2 req/s, p99 8,232 ms, 30 timeouts |',
  '| All charities (1,978 items, 2 MB) | 6 req/s, p99 8,229 ms, 32 timeouts | 6 req/s, p99 6,712 ms |',
  '| Leaderboard (top 100) | 83 req/s, p99 5,821 ms | 198 req/s, p99 967 ms |',
  '| One charity | 383 req/s, p99 253 ms | 863 req/s, p99 111 ms |',
  '| One event | 411 req/s, p99 229 ms | 1,230 req/s, p99 88 ms |',
  "| A charity's upcoming events | 244 req/s, p99 580 ms | 600 req/s, p99 131 ms |",
  '| Categories | 581 req/s, p99 185 ms | 2,407 req/s, p99 46 ms |',
  '| Health (select 1) | 1,340 req/s | 2,521 req/s |',
  '',
  'Lighthouse (mobile, PGlite server): Home 68, Charities 54 (33,321 DOM elements, CLS 0.075), Events 33 (201,885 DOM',
  'elements, LCP 10.4 s), Leaderboards 82, One charity 58; the Event page was not measured. Home entry chunk 140.1 KiB',
  'gzipped. Data set generated in 196 s (PGlite) / 104 s (PostgreSQL) with row-by-row batches from Node.',
];

export function report({ passes, bundle, machineInfo, totalSeconds, command, config }: BenchResults): string {
  const postgres = passes.find((p) => p.dataset.database === 'postgres');
  const main = postgres ?? passes[0];
  if (!main) throw new Error('The results hold no pass');
  const c = main.dataset.counts;
  const out: string[] = [];
  const push = (...lines: string[]) => out.push(...lines);

  // The targets, measured on the main (PostgreSQL) pass.
  const targetRows = main.api.filter((r) => r.target);
  const targetLines = targetRows.map((r) => {
    const o = r.ours;
    const errors = errorsOf(r);
    const ok = o ? o.p99 < TARGET.p99Ms && (r.ratio ?? 0) >= TARGET.ofBare && errors === 0 : null;
    return `| ${r.name} \`${pathPattern(r.path)}\` | p99 < ${TARGET.p99Ms} ms, ≥ ${fmt(TARGET.ofBare * 100)} % of bare, 0 errors | ${
      o
        ? `p99 ${fmt(o.p99)} ms, ${pct(r.ratio)} of bare (${fmt(o.rps)} / ${fmt(r.bare?.rps)} req/s), ${fmt(errors)} errors`
        : `not measured: ${r.skipped}`
    } | ${met(ok)} |`;
  });
  const pageLines = (main.lighthouse ?? []).map((p) => {
    const m = p.median;
    const a11y = accessibility(p.a11y);
    const ok = m
      ? m.performance >= TARGET.performance &&
        a11y === TARGET.accessibility &&
        m.cls < TARGET.cls &&
        m.lcp <= TARGET.lcpMs &&
        m.tbt <= TARGET.tbtMs
      : null;
    return `| Page ${p.name} \`${pathPattern(p.path)}\` | performance ≥ ${TARGET.performance}, LCP ≤ ${fmt(TARGET.lcpMs / 1000, 1)} s, TBT ≤ ${TARGET.tbtMs} ms, accessibility ${TARGET.accessibility}, CLS < ${TARGET.cls} | ${
      m
        ? `performance ${m.performance}, accessibility ${a11y ?? 'not measured'}, CLS ${fmt(m.cls, 3)} (LCP ${fmt(m.lcp / 1000, 2)} s, TBT ${fmt(m.tbt)} ms, FCP ${fmt(m.fcp / 1000, 2)} s)`
        : 'did not finish'
    } | ${met(ok)} |`;
  });
  const d = main.donations;
  const mainTotals = totalsOf(main);
  const donationLine = d
    ? `| Donations, create + sandbox completion | ≥ ${TARGET.donationsPerSecond}/s end to end, totals exact | ${fmt(d.perSecond)}/s (${fmt(d.completed)} in ${fmt(d.seconds, 1)} s, ${d.donors} donors, ${fmt(d.errors)} errors); totals ${totalsWord(mainTotals)} | ${met(d.perSecond >= TARGET.donationsPerSecond && d.errors === 0 && Boolean(mainTotals?.ok))} |`
    : `| Donations, create + sandbox completion | ≥ ${TARGET.donationsPerSecond}/s end to end, totals exact | not measured | ${met(null)} |`;
  const rssLine = main.rss
    ? `| Server RSS through the whole run | < ${TARGET.rssMB} MB | max ${fmt(main.rss.maxMB)} MB (${fmt(main.rss.samples)} samples, every 250 ms) | ${met(main.rss.maxMB < TARGET.rssMB)} |`
    : `| Server RSS through the whole run | < ${TARGET.rssMB} MB | not measured | ${met(null)} |`;
  const generated = main.dataset;
  const full = c.users >= 100_000 && c.charities >= 2_000 && c.events >= 20_000 && c.donations >= 1_000_000;

  const busiest = Math.max(...machineInfo.load.slice(0, 1).map(Number), ...main.api.map((r) => r.load ?? 0));
  const targetTable = [
    `| Data set generated (bench/generate.ts) | city size in a few minutes | ${fmt(generated.seconds)} s on ${generated.database === 'postgres' ? 'PostgreSQL' : 'PGlite'} | ${met(full && generated.seconds < 300)} |`,
    ...targetLines,
    ...pageLines,
    ...(main.underWrites
      ? [
          ...busyTargetLines(main.underWrites.donating.reads, 'donating', false),
          ...busyTargetLines(
            main.underWrites.mailDown.reads,
            'mail down',
            main.underWrites.mailDown.emailJobsByState !== null,
          ),
        ]
      : [
          `| Key reads while donating and while mail is down | ≥ ${fmt(TARGET.ofQuiet * 100)} % of quiet req/s, p99 < ${TARGET.p99Ms} ms | not measured | ${met(null)} |`,
        ]),
    ...(main.uncached
      ? uncachedTargetLines(main.uncached)
      : [
          `| Target reads without the cache | ≥ ${fmt(TARGET.uncachedRps)} req/s each, 0 errors | not measured | ${met(null)} |`,
        ]),
    donationLine,
    receiptsTargetLine(main.receipts, config.giftsPerSecond),
    rssLine,
  ];
  push(
    '# Benchmarks',
    '',
    `Generated by \`${command}\` (bench/run.ts) on **${machineInfo.date}**, code at commit **${main.code?.commit ?? 'unknown'}**${
      main.code?.changed ? ` with ${main.code.changed} uncommitted file(s) under apps/ and packages/` : ''
    }. Speed is measured here, never asserted in tests. Re-run to refresh this file; every number below comes from that run.`,
    '',
    `Machine: ${machineInfo.model}, **${machineInfo.nproc} cores**, ${machineInfo.memGiB} GiB; Node ${machineInfo.node}; ${machineInfo.chromium}.`,
    `Load average when the run started: ${machineInfo.load.join(', ')}. The whole run took ${fmt(totalSeconds / 60, 1)} min.`,
    machineInfo.cpuLoopMs === undefined
      ? 'Speed of one core: not measured in this run.'
      : `Speed of one core: 10⁸ integer additions in JavaScript took ${machineInfo.cpuLoopMs} ms (best of 3) when the run started. ` +
          'Runs on this machine kind have varied several times over from day to day, and every figure below varies with it, ' +
          "Lighthouse's TBT included (its simulated 4× slowdown multiplies what the host's own core took): compare runs whose " +
          'figure here is alike.',
    '',
    '## Targets',
    '',
    `Measured on ${main.label} with ${full ? 'the city-size data set' : '**a smaller data set than the targets ask for**'} (${fmt(c.users)} users, ${fmt(c.charities)} charities, ${fmt(c.events)} events, ${fmt(c.donations)} donations),`,
    `${config.connections} connections, ${config.duration} s per endpoint after ${config.warmup} s of warm-up. “Bare” is a node:http server in its own process answering the same`,
    'bytes (status, headers, body) to the same autocannon settings, run right after ours; errors are connection errors,',
    'timeouts and 4xx/5xx responses.',
    '',
    '| Target | wanted | measured | |',
    '|---|---|---|---|',
    ...targetTable,
    '',
    `Met: ${targetTable.filter((line) => line.endsWith('| **met** |')).length} of ${targetTable.length}.`,
    ...(busiest > Number(machineInfo.nproc) * 1.5
      ? [
          '',
          `**Caveat:** other work shared the machine during this run (1-minute load average up to ${fmt(busiest, 1)} on ${machineInfo.nproc} cores;`,
          'the benchmark alone keeps about 2 busy), so the speed figures are lower than the code alone gives. Re-run on a quiet machine',
          'before judging a target.',
        ]
      : []),
    '',
    '## Before',
    '',
    ...BEFORE,
    '',
    '## Data set (bench/generate.ts)',
    '',
    '| users | charities (public: verified, not suspended) | events | completed donations | donors on the leaderboard table | likes (charity / event) | volunteers (charity / event) | images |',
    '|--:|--:|--:|--:|--:|--:|--:|--:|',
    `| ${fmt(c.users)} | ${fmt(c.charities)} (${fmt(c.publicCharities)}) | ${fmt(c.events)} | ${fmt(c.donations)} | ${fmt(c.donors)} | ${fmt(c.organizationLikes)} / ${fmt(c.eventLikes)} | ${fmt(c.organizationVolunteers)} / ${fmt(c.eventVolunteers)} | ${fmt(c.images)} |`,
    '',
    `Generated in ${passes.map((p) => `${p.dataset.seconds} s (${p.label})`).join(', ')}: the database makes the rows itself (multi-row`,
    'INSERT … SELECT over generate_series, choices by hashing the row number, so the same sizes give the same data).',
    'Events run from 120 days ago to 180 days ahead (one in ten without an end); donations are 100–20,000 pesos,',
    'a quarter of them tied to an event; charity totals and donor totals are computed by SQL from the donations, event',
    'totals kept by the database’s triggers as they go in, and every one is checked equal to its donations. All',
    'charities and events share 10 pictures drawn by the demo seed’s artwork code. The database is then vacuumed and',
    'analysed, as autovacuum leaves a live one after a bulk load; on a PostgreSQL server whose autovacuum is off (as',
    'this machine kind’s is), again before the reads under writes, the reads while mail is down and the reads without',
    'the cache, so no phase reads through the dead row versions the gifts before it left.',
    '',
  );

  for (const p of passes) {
    push(
      `## API under load — ${p.label}`,
      '',
      `autocannon, ${config.connections} connections, ${config.duration} s per endpoint after ${config.warmup} s of warm-up, against the`,
      'production server (`NODE_ENV=production`, rate limit off, logs at warn) on 127.0.0.1, then the same against the',
      'bare node:http server. Latency is over completed requests. No `Accept-Encoding` is sent. Lists are asked for with',
      '`limit=24` (the web app’s page size); the second page is the URL of the first page’s `Link: rel="next"` header.',
      'Rows marked “not a target” are measured for information (the unpaged lists stay for old clients).',
      '',
      apiTable(p.api),
      '',
    );
  }

  for (const p of passes.filter((pass) => pass.donations)) {
    const don = p.donations!;
    push(
      `## Donations end to end — ${p.label}`,
      '',
      `${don.donors} signed-in donors (sessions of data-set users), each in a loop for ${fmt(don.seconds, 1)} s: \`POST /api/post/donation/create\``,
      '(every other gift to an upcoming event), the sandbox checkout page, its “pay” form (the sandbox delivers its signed',
      'webhook, which completes the donation and moves the charity’s, the donor’s and the event’s totals in the same',
      'transaction), then the result page’s status call (the',
      'index.html the browser loads in between is a static file, measured with the API above).',
      '',
      `- Completed: **${fmt(don.completed)}** (${fmt(don.perSecond)}/s); not completed: ${fmt(don.incomplete)}; errors: ${fmt(don.errors)}${don.firstError ? ` (first: ${don.firstError})` : ''}.`,
      `- One whole donation: p50 ${fmt(don.p50)} ms, p99 ${fmt(don.p99)} ms. Steps (p50 / p99 ms): ${don.steps.map((s) => `${s.name} ${fmt(s.p50)} / ${fmt(s.p99)}`).join(', ')}.`,
      ...(don.cpuPerGift ? [cpuLine(don.cpuPerGift)] : []),
      moneyLine(totalsOf(p), `this phase${p.underWrites ? ' and “reads while donating”' : ''}`),
      '',
    );
  }

  for (const p of passes) {
    const under = p.underWrites;
    if (!under) continue;
    const donors = under.donating.donors;
    const mail = under.mailDown;
    push(
      `## Reads while donating — ${p.label}`,
      '',
      `Each key read under autocannon (${config.connections} connections, ${config.duration} s after ${config.warmup} s of warm-up, as in the quiet run above)`,
      `while ${donors.donors} signed-in donors give in a loop through the sandbox checkout, as in the donation phase, on the same`,
      `server right after it${config.giftsPerSecond ? `, together starting at most ${config.giftsPerSecond} gifts a second (a campaign’s rate, above the 50 the target names; the donation phase shows how many the server completes when they give as fast as they can)` : ', as fast as they can'}.`,
      '“gifts/s” counts the donations that came back completed during that read’s measured seconds;',
      '“ratio to quiet” is req/s over the same read’s req/s in the quiet run above. The server applies gifts to its cached',
      'answers at most twice a second (decisions 022 and 035): one request computes the new answer while the others are',
      'given the one from before those gifts.',
      '',
      busyTable(under.donating.reads, 'donating'),
      '',
      `- Donors over the whole phase (warm-ups included): ${fmt(donors.completed)} completed in ${fmt(donors.seconds, 1)} s (${fmt(donors.perSecond)}/s); not completed: ${fmt(donors.incomplete)}; errors: ${fmt(donors.errors)}${donors.firstError ? ` (first: ${donors.firstError})` : ''}; one whole donation p50 ${fmt(donors.p50)} ms, p99 ${fmt(donors.p99)} ms.`,
      ...(p.donations ? [] : [moneyLine(totalsOf(p), 'this phase')]),
      '',
      `## Reads while mail is down — ${p.label}`,
      '',
      `The bench server’s mail server is \`${mail.smtpUrl}\`, where nothing listens (bench/lib/server.ts): mail is down for the whole`,
      `run (a connection to it ${mail.refused ? 'was refused' : '**was not refused: something listened there**'} when this phase began). So every receipt of the gifts above`,
      'failed and is retried by the job queue with backoff (15 s, 30 s, 1 min, …). The same reads, measured the same way right',
      'after the donors stopped, while those retries run; “email jobs” counts `pgboss.job` rows named `email` in state',
      'retry, created, active or failed when each read began.',
      '',
      mail.emailJobsByState
        ? `Email jobs when the phase began: ${mail.emailJobsByState.map((j) => `${fmt(j.count)} ${j.state}`).join(', ') || 'none'}.`
        : 'Email jobs are not counted on PGlite (the server holds the database).',
      '',
      busyTable(mail.reads, 'mail down'),
      '',
    );
  }

  for (const p of passes) {
    if (!p.uncached) continue;
    push(
      `## Reads without the cache — ${p.label}`,
      '',
      'Every target read again, measured as above, on a second server on the same data set started with `PUBLIC_CACHE=0`',
      'and `TABANG_ROLE=web` (after the first stopped; the receipts left failing stay queued for a worker): each answer is computed by its handler (its queries, the response schema’s serializer,',
      'the ETag), as every server does while it is unsure it heard every change (decision 010). “cached req/s” is the same',
      'read in the quiet run above.',
      '',
      uncachedTable(p.uncached),
      '',
    );
  }

  for (const p of passes) {
    const r = p.receipts;
    if (!r) continue;
    push(
      `## Receipts once mail is back — ${p.label}`,
      '',
      'Every completed gift’s receipt (its PDF, made from the database, and the email carrying it) is a job, never part of the',
      'request. The pass’s gifts left theirs queued while mail was down. Then one worker process (`TABANG_ROLE=worker`, one',
      'email at a time) was started with a mail server that answers (the tests’ SMTP server), and sent for',
      `${fmt(r.seconds)} s: **${fmt(r.sent)} receipts, ${fmt(r.perSecond)} a second**. ${fmt(r.due)} email jobs were due when it started,`,
      `${fmt(r.left)} when it stopped (the ones retried later wait for their backoff).`,
      '',
    );
  }

  const rssPhases = ['start', 'api', 'lighthouse', 'donations', 'while donating', 'mail down'];
  push(
    '## Server memory',
    '',
    'RSS of the server process, read from /proc/<pid>/status every 250 ms from start to stop; the largest value per phase.',
    '',
    `| Pass | max MB | ${rssPhases.join(' | ')} |`,
    `|---|--:|${rssPhases.map(() => '--:|').join('')}`,
    ...passes.map(
      (p) =>
        `| ${p.label} | ${fmt(p.rss?.maxMB)} | ${rssPhases
          .map((name) => fmt(p.rss?.phases.find((ph) => ph.name === name)?.maxMB))
          .join(' | ')} |`,
    ),
    '',
    '## What the endpoints return',
    '',
    `One request each on the ${main.label} server with nothing else running (median of 5). “gzip would be” is the body`,
    'gzipped locally; “compressed on request?” says whether the server answered `Accept-Encoding: gzip, br` with a',
    'compressed body.',
    '',
    sizeTable(main.api),
    '',
    '### Where the time of the big lists goes',
    '',
    'Measured in-process by bench/profile.ts (mean of 5 calls after one warm-up, no other load from the benchmark):',
    'the service call (SQL query and mapping rows to the API shape), the zod check of the response schema, and',
    'JSON.stringify.',
    '',
    '| List | database | rows | service ms | zod ms | JSON.stringify ms |',
    '|---|---|--:|--:|--:|--:|',
    ...passes.flatMap((p) =>
      p.lists.map(
        (l) =>
          `| ${l.name} | ${p.label} | ${fmt(l.rows)} | ${fmt(l.serviceMs, 1)} | ${fmt(l.zodMs, 1)} | ${fmt(l.stringifyMs, 1)} |`,
      ),
    ),
    '',
    '## Web bundle (apps/web, production build)',
    '',
    `- Entry chunk ${bundle.entry.map((e) => `\`${e.file}\``).join(', ')}: **${kb(bundle.entryGzip)} KiB gzipped** (${kb(bundle.entry.reduce((t, e) => t + e.bytes, 0))} KiB raw).`,
    `- With the chunks index.html preloads (${bundle.preloaded.map((e) => `\`${e.file}\``).join(', ') || 'none'}): ${kb(bundle.initialGzip)} KiB gzipped; CSS ${kb(bundle.cssGzip)} KiB gzipped.`,
    `- All ${bundle.jsFiles} JS files together: ${kb(bundle.allJsBytes)} KiB raw, ${kb(bundle.allJsGzip)} KiB gzipped (route pages are lazy chunks).`,
    `- Largest chunks (gzipped): ${bundle.largest.map((e) => `\`${e.file}\` ${kb(e.gzipBytes)} KiB`).join(', ')}.`,
    '',
  );

  const lh = main.lighthouse;
  const measured = (lh ?? []).filter((p): p is PageResult & { median: PerformanceRun } => p.median !== null);
  if (lh) {
    push(
      '## Pages — Lighthouse',
      '',
      `Lighthouse 12 in ${machineInfo.chromium} (headless), default mobile emulation and simulated throttling (slow 4G,`,
      `4× CPU slowdown), ${config.lighthouseRuns} performance runs per page; the run with the median score is shown. Accessibility is a`,
      'separate single run (it does not vary, and axe over a huge page does not finish alongside the performance audits).',
      'Cold loads (cache cleared each run). Only 127.0.0.1 resolves in the browser, so the Google Maps embed on a charity',
      'page does not load.',
      ...hostPower(measured.map((p) => p.median.benchmarkIndex)),
      '',
      '| Page | performance (all runs) | LCP s | CLS | TBT ms | FCP s | Speed Index s | transfer KB | DOM elements | accessibility |',
      '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
      ...lh.map((p) => {
        const name = `${p.name} \`${pathPattern(p.path)}\``;
        const a11y = accessibility(p.a11y) ?? 'not measured¹';
        const failed = p.failures.length ? ` — ${p.failures.length} attempt(s) did not finish¹` : '';
        if (!p.median) return `| ${name} | did not finish¹ | | | | | | | | ${a11y} |`;
        const m = p.median;
        return (
          `| ${name} | **${m.performance}** (${p.scores.join(', ')})${failed} | ${fmt(m.lcp / 1000, 2)} | ${fmt(m.cls, 3)} | ` +
          `${fmt(m.tbt)} | ${fmt(m.fcp / 1000, 2)} | ${fmt(m.speedIndex / 1000, 2)} | ${kb(m.bytes)} | ${fmt(m.domSize)} | ${a11y} |`
        );
      }),
      '',
      ...(lh.some((p) => p.failures.length || reasonOf(p.a11y))
        ? [
            `¹ Did not finish (a failed performance run is retried once): ${lh
              .filter((p) => p.failures.length || reasonOf(p.a11y))
              .map(
                (p) =>
                  `${p.name} — ${[...new Set([...p.failures, reasonOf(p.a11y)].filter(Boolean))].join('; ')}`,
              )
              .join('. ')}.`,
            '',
          ]
        : []),
      'Lighthouse’s top opportunities in the median runs, and the element whose move weighs most in CLS:',
      '',
      ...measured.map(
        (p) =>
          `- ${p.name}: ${
            p.median.opportunities.length
              ? p.median.opportunities
                  .map(
                    (o) =>
                      `${o.title} (~${fmt(o.savingsMs)} ms${o.savingsBytes ? `, ${kb(o.savingsBytes)} KB` : ''})`,
                  )
                  .join('; ')
              : 'none flagged'
          }${p.median.shiftedBy ? `. Largest shift: \`${p.median.shiftedBy.selector}\` (${fmt(p.median.shiftedBy.score, 3)})` : ''}${
            'failing' in p.a11y && p.a11y.failing.length
              ? `. Accessibility audits failing: ${p.a11y.failing.join('; ')}`
              : ''
          }.`,
      ),
      '',
    );
  }

  push(
    '## How to run',
    '',
    '```sh',
    'npm run bench                       # PostgreSQL: generate, build, API + bare server, Lighthouse, donations, reads under writes; writes this file',
    'BENCH_UNDER_WRITES=0 npm run bench  # without “reads while donating” and “reads while mail is down”',
    'BENCH_PGLITE=1 npm run bench        # and first the API part on PGlite (smaller data set)',
    'BENCH_KEEP_DATABASE=1 npm run bench # keep the database, then BENCH_SKIP_GENERATE=1 reuses it',
    'node --import tsx bench/generate.ts # only the data set (DATABASE_URL for PostgreSQL; BENCH_USERS, BENCH_CHARITIES, BENCH_EVENTS, BENCH_DONATIONS, BENCH_ENGAGEMENT)',
    '```',
    '',
    'Two runs at once on one machine must not share a data folder, web build, PostgreSQL database or ports: give the',
    'second its own `BENCH_DATA_DIR`, `BENCH_WEB_OUT`, `BENCH_PG_DATABASE` and `BENCH_PORT`. Numbers from a run that',
    'shares the machine with other heavy work are lower than the machine can do.',
    '',
    `The web app is built into apps/web/${config.webOut}; the server log, dataset.json, results.json and the donation ledger are left in the data folder.`,
    '',
  );
  return out.join('\n');
}

/** The pages in Chromium: Lighthouse performance runs and one accessibility run per page. */
import type { Result as LighthouseResult } from 'lighthouse';
import { undoOnExit } from './cleanup';
import { type BenchConfig, HOST } from './config';
import { local } from './http';
import { log } from './log';
import type {
  AccessibilityRun,
  Dataset,
  Opportunity,
  PageResult,
  PerformanceRun,
  Unfinished,
} from './results';
import type { Server } from './server';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Nothing but 127.0.0.1 resolves, so the browser cannot reach anything else (the charity page's map embed
  // included): the benchmark's traffic stays on this machine.
  `--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE ${HOST}`,
];

type Category = 'performance' | 'accessibility';
type Audit = LighthouseResult['audits'][string];

/** One Lighthouse run of one category; throws when it does not finish or gives no score. */
async function lighthouseRun(url: string, port: number, category: Category) {
  // Loaded only when pages are measured: Lighthouse is large.
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(
    local(url),
    { port, output: 'json', logLevel: 'error', onlyCategories: [category] },
    undefined,
  );
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = lhr.categories[category]?.score ?? null;
  if (score === null) throw new Error(`no ${category} score (an audit could not run)`);
  return { lhr, score: Math.round(score * 100) };
}

async function accessibilityRun(url: string, port: number): Promise<AccessibilityRun> {
  const { lhr, score } = await lighthouseRun(url, port, 'accessibility');
  return {
    accessibility: score,
    failing: (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => lhr.audits[ref.id]!.title),
  };
}

/** An audit's table rows (empty when the audit is missing or has no table). */
const tableItems = (audit: Audit | undefined) =>
  audit?.details?.type === 'table' ? audit.details.items : [];

async function performanceRun(url: string, port: number): Promise<PerformanceRun> {
  const { lhr, score } = await lighthouseRun(url, port, 'performance');
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
  // The weighted metrics: the category has a score only when all of them were measured.
  const metric = (id: string) => {
    const value = audit(id);
    if (value === null) throw new Error(`no ${id} (an audit could not run)`);
    return value;
  };
  const opportunities: Opportunity[] = [];
  for (const a of Object.values(lhr.audits)) {
    if (a.details?.type !== 'opportunity') continue;
    const savingsMs = a.details.overallSavingsMs ?? 0;
    if (a.score !== null && a.score < 0.9 && savingsMs > 0)
      opportunities.push({ title: a.title, savingsMs, savingsBytes: a.details.overallSavingsBytes ?? null });
  }
  opportunities.sort((a, b) => b.savingsMs - a.savingsMs);
  const apiCalls = tableItems(lhr.audits['network-requests'])
    .map((item) => ({ url: String(item.url), bytes: Number(item.transferSize ?? 0) }))
    .filter((item) => /\/api\/(?!get\/[a-z]+\/(image|logo)\/)/.test(item.url))
    .map((item) => ({ path: new URL(item.url).pathname, bytes: item.bytes }));
  const shift = tableItems(lhr.audits['layout-shifts'])[0];
  const node = shift?.node;
  return {
    apiCalls,
    performance: score,
    shiftedBy:
      node && typeof node === 'object' && 'type' in node && node.type === 'node'
        ? { selector: node.selector ?? '', score: Number(shift.score) }
        : null,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbt: metric('total-blocking-time'),
    speedIndex: metric('speed-index'),
    ttfb: audit('server-response-time'),
    bytes: audit('total-byte-weight'),
    domSize: audit('dom-size'),
    opportunities: opportunities.slice(0, 3).map((o) => ({ ...o, savingsMs: Math.round(o.savingsMs) })),
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

export async function measurePages(
  config: BenchConfig,
  server: Server,
  sample: Dataset['sample'],
): Promise<PageResult[]> {
  const chromeLauncher = await import('chrome-launcher');
  const pages = [
    { name: 'Home', path: '/' },
    { name: 'Charities', path: '/charities' },
    { name: 'Events', path: '/events' },
    { name: 'Leaderboards', path: '/leaderboards' },
    { name: 'One charity', path: `/charity/${sample.charityId}` },
    { name: 'One event', path: `/event/${sample.eventId}` },
    // One spot check in another language: a browser set to Cebuano gets the page, its texts and dates in Cebuano.
    { name: 'One charity in Cebuano', path: `/charity/${sample.charityId}`, language: 'ceb' },
  ];
  const launch = async (language = 'en') => {
    const chrome = await chromeLauncher.launch({
      chromePath: config.chromium,
      chromeFlags: [...CHROME_FLAGS, `--lang=${language}`, `--accept-lang=${language}`],
      logLevel: 'error',
    });
    const forget = undoOnExit(() => chrome.kill());
    return {
      port: chrome.port,
      language,
      kill() {
        forget();
        chrome.kill();
      },
    };
  };
  const results: PageResult[] = [];
  let chrome = await launch();
  try {
    for (const { language = 'en', ...page } of pages) {
      if (chrome.language !== language) {
        chrome.kill();
        chrome = await launch(language);
      }
      const url = `${server.base}${page.path}`;
      const runs: PerformanceRun[] = [];
      const failures: string[] = [];
      const attempt = async <T>(category: Category, measure: () => Promise<T>): Promise<T | Unfinished> => {
        try {
          return await measure();
        } catch (error) {
          // A run that does not finish is a result too: it is reported, and the next run gets a fresh browser.
          const message = error instanceof Error ? error.message : String(error);
          const reason = `${category}: ${message.split('\n')[0]}`;
          log(`Lighthouse ${page.path} failed: ${reason}`);
          chrome.kill();
          chrome = await launch(language);
          return { reason };
        }
      };
      let hopeless = false;
      for (let i = 0; i < config.lighthouseRuns && !hopeless; i++) {
        // Lighthouse itself says to run again after a broken trace, so such a run gets one retry.
        for (let tries = 0; tries < 2; tries++) {
          const result = await attempt('performance', () => performanceRun(url, chrome.port));
          if (!('reason' in result)) {
            runs.push(result);
            break;
          }
          failures.push(result.reason);
          // A page too big for the browser to answer DevTools in time will not get smaller on a second try.
          if (result.reason.includes('PROTOCOL_TIMEOUT')) hopeless = runs.length === 0;
          if (!result.reason.includes('NO_NAVSTART')) break;
        }
      }
      // Accessibility does not change from run to run: once is enough (axe on a huge page takes long).
      const a11y = hopeless
        ? { reason: 'accessibility: not attempted (the performance runs timed out)' }
        : await attempt('accessibility', () => accessibilityRun(url, chrome.port));
      // The run with the median performance score (ties broken by LCP) stands for the page.
      const ordered = [...runs].sort((a, b) => a.performance - b.performance || a.lcp - b.lcp);
      const medianRun = ordered[Math.floor((ordered.length - 1) / 2)] ?? null;
      results.push({ ...page, median: medianRun, scores: runs.map((r) => r.performance), failures, a11y });
      if (medianRun)
        log(
          `Lighthouse ${page.path}: performance ${medianRun.performance} (runs ${runs.map((r) => r.performance).join(', ')}), ` +
            `LCP ${(medianRun.lcp / 1000).toFixed(2)} s, CLS ${medianRun.cls.toFixed(3)}, TBT ${Math.round(medianRun.tbt)} ms, ` +
            `accessibility ${'accessibility' in a11y ? a11y.accessibility : 'not measured'}${failures.length ? `; ${failures.length} run(s) failed` : ''}`,
        );
    }
  } finally {
    chrome.kill();
  }
  return results;
}

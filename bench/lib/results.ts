/** The shape of one benchmark run's results: what the measuring modules produce and bench/report.ts renders. */
import type { BenchConfig } from './config';
import type { CpuShares } from './cpu';

export interface ApiTarget {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /** paged: the lists with limit; read: the other public reads; unpaged: the whole lists; image; other. */
  group: 'paged' | 'read' | 'unpaged' | 'image' | 'other';
  /** One of the reads the targets (p99 < 25 ms, ≥ 35 % of bare, zero errors) are about. */
  target: boolean;
  /** One of the key public reads measured again while donors give and while mail is down. */
  keyRead?: boolean;
  /** Why it was not measured (say, the first page had no Link header). */
  skipped?: string;
}

/** One autocannon run. */
export interface LoadFigures {
  rps: number;
  requests: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  status2xx: number;
  status3xx: number;
  failures: number;
  errors: number;
  timeouts: number;
  throughputMBs: number;
}

export interface ApiResult extends ApiTarget {
  /** The 1-minute load average after our run. */
  load: number;
  status: number;
  bytes: number;
  gzipBytes: number;
  servedCompressed: boolean;
  /** The length of a JSON array body, else null. */
  items: number | null;
  unloadedTtfbMs: number;
  unloadedTotalMs: number;
  /** Our server under load, and the bare node:http server answering the same bytes; null when skipped. */
  ours: LoadFigures | null;
  bare: LoadFigures | null;
  /** ours.rps / bare.rps. */
  ratio: number | null;
}

/** The donation phase: signed-in donors creating donations and paying them through the sandbox checkout. */
export interface DonationResult {
  donors: number;
  seconds: number;
  /** Donations whose status page said completed, and per second. */
  completed: number;
  perSecond: number;
  /** Donations that did not complete, and requests that failed (network or unexpected status). */
  incomplete: number;
  errors: number;
  firstError: string | null;
  /** Latency of one whole donation (create, checkout page, pay, status), ms. */
  p50: number;
  p99: number;
  /** Per step: p50 / p99 ms. */
  steps: { name: string; p50: number; p99: number }[];
  /** CPU per completed gift (server, this benchmark's donors, the rest of the machine); null off Linux. */
  cpuPerGift?: CpuShares | null;
  /** Only in results.json files from before the reads under writes: the money check, now PassResult.totals. */
  totals?: TotalsCheck | null;
}

/** One key read measured while the server did something else too. */
export interface BusyRead {
  name: string;
  path: string;
  figures: LoadFigures;
  /** The same read's req/s in this pass's quiet API run, and figures.rps / quietRps; null when not measured. */
  quietRps: number | null;
  ratio: number | null;
  /** While donating: gifts completed during the measured seconds, and per second (null in the mail-down phase). */
  gifts: number | null;
  giftsPerSecond: number | null;
  /** While mail is down: email jobs waiting or failed when the read started (null on PGlite or while donating). */
  emailJobs: number | null;
}

/** bench/lib/under-writes.ts: the key reads while donors give, then while the receipts of those gifts are retried. */
export interface UnderWritesResult {
  donating: {
    /** The donors over the whole phase (warm-ups and all reads). */
    donors: Omit<DonationResult, 'totals'>;
    reads: BusyRead[];
  };
  mailDown: {
    /** The server's SMTP_URL, and whether a connection to it was refused when the phase began. */
    smtpUrl: string;
    refused: boolean;
    /** Email jobs by state (retry, created, active, failed) when the phase began; null on PGlite. */
    emailJobsByState: { state: string; count: number }[] | null;
    reads: BusyRead[];
  };
}

/** bench/lib/uncached.ts: one target read on a server with PUBLIC_CACHE=0. */
export interface UncachedRead {
  name: string;
  path: string;
  figures: LoadFigures;
  /** The same read's req/s in this pass's quiet (cached) API run; null when not measured. */
  quietRps: number | null;
}

/** bench/lib/receipts.ts: the queued receipt emails sent by one worker once mail is back. */
export interface ReceiptsResult {
  /** Email jobs due when the worker started, sent in its first `seconds`, and due when it stopped. */
  due: number;
  seconds: number;
  sent: number;
  perSecond: number;
  left: number;
}

/** bench/check-totals.ts: money after the donation phase. */
export interface TotalsCheck {
  ok: boolean;
  /** Of the donations the phase completed: how many the database holds completed, and their sum. */
  completedInDb: number;
  expectedCompleted: number;
  sumCentavos: string;
  expectedSumCentavos: string;
  /** Charities / donors / events whose stored totals differ from the sums of their completed donations. */
  charityMismatches: number;
  donorMismatches: number;
  /** Absent from results written before events kept their totals. */
  eventMismatches?: number;
  /** Donations completed by more than one gateway event. */
  doubleCounted: number;
  problems: string[];
}

export interface RssResultJson {
  samples: number;
  maxMB: number;
  phases: { name: string; maxMB: number }[];
}

/** bench/profile.ts: one list endpoint's time, split up. */
export interface ListProfile {
  name: string;
  rows: number;
  serviceMs: number;
  zodMs: number;
  stringifyMs: number;
}

/** bench/generate.ts's dataset.json. */
export interface Dataset {
  database: 'pglite' | 'postgres';
  seconds: number;
  counts: {
    users: number;
    charities: number;
    publicCharities: number;
    events: number;
    donations: number;
    donors: number;
    organizationLikes: number;
    eventLikes: number;
    organizationVolunteers: number;
    eventVolunteers: number;
    images: number;
  };
  /** A public charity, one of its upcoming events, a category and search words, for the endpoints. */
  sample: { charityId: number; eventId: number; categoryId: number; charityWord: string; eventWord: string };
  /** Signed-in users for the donation phase (tokens of sessions made by the generator). */
  sessions: { userId: number; token: string }[];
}

export interface Opportunity {
  title: string;
  savingsMs: number;
  savingsBytes: number | null;
}

/** One Lighthouse performance run; times in ms. */
export interface PerformanceRun {
  /** The page's own API calls (pictures aside), with what they weighed on the wire. */
  apiCalls: { path: string; bytes: number }[];
  performance: number;
  shiftedBy: { selector: string; score: number } | null;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  speedIndex: number;
  ttfb: number | null;
  bytes: number | null;
  domSize: number | null;
  opportunities: Opportunity[];
  warnings: string[];
  /** Lighthouse's own measure of the host's CPU (`environment.benchmarkIndex`), taken with the run. */
  benchmarkIndex: number | null;
}

export interface AccessibilityRun {
  accessibility: number;
  /** The titles of the weighted audits that failed. */
  failing: string[];
}

/** A Lighthouse run that did not finish, and why. */
export interface Unfinished {
  reason: string;
}

export interface PageResult {
  name: string;
  path: string;
  /** The run with the median performance score; null when none finished. */
  median: PerformanceRun | null;
  scores: number[];
  failures: string[];
  a11y: AccessibilityRun | Unfinished;
}

export interface AssetSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleSizes {
  entry: AssetSize[];
  entryGzip: number;
  preloaded: AssetSize[];
  initialGzip: number;
  css: AssetSize[];
  cssGzip: number;
  jsFiles: number;
  allJsBytes: number;
  allJsGzip: number;
  largest: AssetSize[];
}

export interface MachineInfo {
  date: string;
  nproc: string;
  memGiB: string;
  model: string;
  node: string;
  chromium: string;
  load: string[];
  /**
   * How long one core took for a fixed piece of JavaScript when the run started (ms, best of three): the same
   * machine kind has been seen several times slower on some days, and every speed figure moves with it.
   */
  cpuLoopMs?: number;
}

/** The commit the server ran, and how many files under apps/ and packages/ differed from it. */
export interface CodeVersion {
  commit: string;
  changed: number;
}

/** One database's part of the run. */
export interface PassResult {
  label: string;
  code: CodeVersion;
  dataset: Dataset;
  lists: ListProfile[];
  api: ApiResult[];
  lighthouse: PageResult[] | null;
  donations: DonationResult | null;
  /** Reads while donating and while mail is down; absent in results.json files from before them. */
  underWrites?: UnderWritesResult | null;
  /** Reads without the cache; absent in results.json files from before them. */
  uncached?: UncachedRead[] | null;
  /** Receipts once mail is back; absent in results.json files from before them, null on PGlite. */
  receipts?: ReceiptsResult | null;
  /** The money after every phase that gave (bench/check-totals.ts); absent in older files (see DonationResult). */
  totals?: TotalsCheck | null;
  rss: RssResultJson | null;
  seconds: number;
}

export interface BenchResults {
  command: string;
  config: BenchConfig;
  machineInfo: MachineInfo;
  bundle: BundleSizes;
  passes: PassResult[];
  totalSeconds: number;
}

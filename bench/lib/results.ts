/** The shape of one benchmark run's results: what the measuring modules produce and bench/report.ts renders. */
import type { BenchConfig } from './config';

export interface ApiTarget {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

export interface ApiResult extends ApiTarget {
  /** The 1-minute load average after the run. */
  load: number;
  status: number;
  bytes: number;
  gzipBytes: number;
  servedCompressed: boolean;
  /** The length of a JSON array body, else null. */
  items: number | null;
  unloadedTtfbMs: number;
  unloadedTotalMs: number;
  rps: number;
  requests: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  ok: number;
  status2xx: number;
  status3xx: number;
  failures: number;
  errors: number;
  timeouts: number;
  throughputMBs: number;
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
  /** A public charity and an upcoming event, for the endpoints that take an id. */
  sample: { charityId: number; eventId: number };
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

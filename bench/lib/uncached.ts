/**
 * "Reads without the cache": every target read against a second server on the same data set started with
 * PUBLIC_CACHE=0 (and serving only the web, no jobs), so each answer is computed by its handler (queries, serialisation) as it is while a server is
 * unsure it heard every change. No public read may depend on the cache to be fast: each should answer at least 2,000 req/s.
 */
import { apiTargets, measureLoad, warmUp } from './api-load';
import type { BenchConfig } from './config';
import { log } from './log';
import type { ApiResult, Dataset, UncachedRead } from './results';
import { settle, startServer } from './server';

export async function measureUncached(
  config: BenchConfig,
  {
    dataset,
    quiet,
    dataDir,
    databaseUrl,
  }: { dataset: Dataset; quiet: ApiResult[]; dataDir: string; databaseUrl: string | undefined },
): Promise<UncachedRead[]> {
  // Web only: the receipts the donors' gifts left failing (mail is down) stay with the job queue, not this measure.
  const server = await startServer(config, {
    dataDir,
    databaseUrl,
    env: { PUBLIC_CACHE: '0', TABANG_ROLE: 'web' },
  });
  try {
    const reads = (await apiTargets(server.base, dataset.sample)).filter((t) => t.target && !t.skipped);
    const results: UncachedRead[] = [];
    for (const read of reads) {
      const url = `${server.base}${read.path}`;
      const headers = read.headers ?? {};
      await settle(server.base);
      await warmUp(config, url, headers);
      const figures = await measureLoad(config, url, headers);
      const quietRps = quiet.find((r) => r.name === read.name)?.ours?.rps ?? null;
      results.push({ name: read.name, path: read.path, figures, quietRps });
      log(
        `${read.name} without the cache: ${Math.round(figures.rps)} req/s (cached ${quietRps === null ? '–' : Math.round(quietRps)}), ` +
          `p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.failures} 4xx/5xx, ${figures.errors} errors`,
      );
    }
    return results;
  } finally {
    await server.stop();
  }
}

import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from '../../scripts/chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
const outDir = process.env.WEB_OUT_DIR ?? 'dist';

export default defineConfig({
  testDir: './e2e',
  // One folder per port, so runs side by side never delete each other's traces.
  outputDir: `../../test-results/${port}`,
  // The longest walks (Home to the leaderboard with four accessibility checks, a charity and an event added from
  // the dashboard) take about 40 s on a quiet 2-core machine and over 60 s on a busy one.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Three browsers at once on 2 cores: each test also waits (on the server, on timers), and two left a fifth of the
  // machine idle. The whole run took 221 s with two, 193 s with three and 193 s with four.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../../reports/e2e.json' }]],
  use: {
    baseURL,
    // A failed test keeps its trace (actions, network, console), a screenshot and the page's accessibility tree. The
    // trace's screencast and DOM snapshots, taken in every test whether kept or not, made the run an eighth and a
    // twentieth slower.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    // The installable app's worker precaches every file of the app (over a hundred) in each new browser context, that
    // is in every test: only offline.spec.ts, which tests it, lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // Phone-width runs cover the tests tagged @phone.
    {
      name: 'phone',
      grep: /@phone/,
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 } },
    },
  ],
  webServer: {
    command: 'node --import tsx scripts/e2e-server.mjs',
    cwd: '../..',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: `data/e2e-${port}`,
      WEB_DIST_DIR: `apps/web/${outDir}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      RATE_LIMIT: '0',
    },
  },
});

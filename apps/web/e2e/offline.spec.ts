import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, logIn, signUp, test } from './fixtures';

// The installable app's worker, which every other file blocks.
test.use({ serviceWorkers: 'allow' });

// The installable app against the production build: the manifest, the service worker, what it keeps and what it
// never pretends. Each test has a browser context of its own, so its service worker starts from nothing.

const BANNER = "You're offline — showing what you saw last";

type Charity = { organizationID: number; organizationName: string };
type Event = { eventID: number; nameOfEvent: string };
type Donor = { name: string };

/** Waits until a service worker controls the page (the first one claims it once it has installed). */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
}

/** Opens a page and waits until its reads have come through the service worker (and so are kept). */
async function visit(page: Page, path: string, text: string) {
  await page.goto(path);
  await expect(page.getByText(text).first()).toBeVisible();
}

/** Every API request the pages of a context send to the network (the service worker's included). */
function recordApiRequests(context: BrowserContext) {
  const sent: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      sent.push(`${request.method()} ${request.url()}`);
  });
  return sent;
}

test('the manifest has every member an installable app needs, and its icons are real PNGs of their sizes', async ({
  playwright,
  request,
}, testInfo) => {
  // Chromium never offers to install from an incognito profile, which a test's usual context is.
  const context = await playwright.chromium.launchPersistentContext(
    mkdtempSync(join(tmpdir(), 'tabang-pwa-')),
    {
      baseURL: testInfo.project.use.baseURL,
      viewport: testInfo.project.use.viewport,
      ...testInfo.project.use.launchOptions,
    },
  );
  const page = await context.newPage();
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: expect.stringContaining('Tabang'),
    short_name: 'Tabang',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0f766e',
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
  });
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe(icon.type);
    const { width, height, format } = await sharp(await file.body()).metadata();
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    expect(format).toBe('png');
  }

  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-type']).toContain('javascript');

  // Chromium's own installability check (what Lighthouse's PWA audits used): no errors once the worker runs.
  await waitForServiceWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  await context.close();
});

test('offline, pages seen before open from the cache with the banner; an unseen page says it is offline; back online it refreshes', async ({
  page,
  context,
  request,
}) => {
  const charities = (await (await request.get('/api/get/organizations')).json()) as Charity[];
  const charity = charities[0]!;
  const [event] = (await (await request.get('/api/get/events/all/upcoming')).json()) as Event[];
  const [donor] = (await (await request.get('/api/get/leaderboard')).json()) as Donor[];

  await page.goto('/');
  await waitForServiceWorker(page);
  await visit(page, '/', charity.organizationName);
  await visit(page, '/charities', charity.organizationName);
  await visit(page, `/charity/${charity.organizationID}`, charity.organizationName);
  await visit(page, '/leaderboards', donor!.name);
  await expect(page.getByText(BANNER)).toHaveCount(0);

  await context.setOffline(true);
  const sent = recordApiRequests(context);
  for (const [path, text] of [
    ['/', charity.organizationName],
    ['/charities', charity.organizationName],
    [`/charity/${charity.organizationID}`, charity.organizationName],
    ['/leaderboards', donor!.name],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(BANNER), path).toBeVisible();
    await expect(page.getByText(text).first(), path).toBeVisible();
    // The time of the data the cache gave.
    await expect(page.getByText(/Saved \w{3} \d{1,2}, \d{4}/), path).toBeVisible();
  }
  // Nothing reached the network while offline (the service worker's tries fail before they leave).
  expect(sent.filter((line) => !line.startsWith('GET '))).toEqual([]);

  // A page never opened on this device: the offline page, with a way to try again.
  await page.goto(`/event/${event!.eventID}`);
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByText('nothing saved to show')).toBeVisible();
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  await tryAgain.click();
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();

  // Back online: the banner goes, the page's reads come from the network again, and Try again opens the page.
  const fresh = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/get/events/${event!.eventID}`) &&
      response.status() === 200 &&
      !response.headers()['x-tabang-cached'],
  );
  await context.setOffline(false);
  await expect(page.getByText(BANNER)).toHaveCount(0);
  await fresh;
  await expect(page.getByRole('heading', { level: 1, name: event!.nameOfEvent })).toBeVisible();

  await page.goto('/leaderboards');
  await expect(page.getByText(donor!.name).first()).toBeVisible();
  await expect(page.getByText(/Saved \w{3} \d{1,2}, \d{4}/)).toHaveCount(0);
});

test('the page that installed the app opens offline: its reads are asked again through the new worker', async ({
  page,
  context,
  request,
}) => {
  const [charity] = (await (await request.get('/api/get/organizations?limit=1')).json()) as Charity[];
  const read = `/api/get/organizationsByID/${charity!.organizationID}`;
  // The first visit: its reads go around the service worker, which installs meanwhile.
  await visit(page, `/charity/${charity!.organizationID}`, charity!.organizationName);
  await waitForServiceWorker(page);
  await expect
    .poll(() =>
      page.evaluate(async (path) => {
        for (const name of await caches.keys())
          if (await (await caches.open(name)).match(path, { ignoreVary: true })) return true;
        return false;
      }, read),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(BANNER)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: charity!.organizationName })).toBeVisible();
});

test('signed-in data is never kept: only public reads are in the cache', async ({ page, request }) => {
  await logIn(page, await signUp(request));
  await page.goto('/');
  await waitForServiceWorker(page);
  await visit(page, '/my/giving', 'My giving');
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(kept.some((path) => path.startsWith('/api/get/'))).toBe(true);
  expect(
    kept.filter((path) => /^\/(auth\/|api\/get\/(my|dashboard|donation|donations)\/)|\/liked\//.test(path)),
  ).toEqual([]);
});

test('Like while offline says it needs a connection and sends nothing', async ({
  page,
  context,
  request,
}) => {
  const [charity] = (await (await request.get('/api/get/organizations')).json()) as Charity[];
  await logIn(page, await signUp(request));
  await page.goto(`/charity/${charity!.organizationID}`);
  await waitForServiceWorker(page);
  const like = page.getByRole('button', { name: /^Liked?$/ });
  await expect(like).toBeEnabled();
  const pressed = await like.getAttribute('aria-pressed');

  await context.setOffline(true);
  const sent = recordApiRequests(context);
  await like.click();
  await expect(page.getByText('This needs a connection. Nothing was sent')).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', pressed!);
  expect(sent.filter((line) => line.startsWith('POST '))).toEqual([]);
  await context.setOffline(false);
});

/**
 * A server of the test's own, on another port with a database of its own, serving a copy of the build that the test
 * may change: a new version deployed there reaches no other test's browser.
 */
async function startOwnServer() {
  const folder = mkdtempSync(join(tmpdir(), 'tabang-deploy-'));
  const dist = join(folder, 'dist');
  cpSync(join(import.meta.dirname, '..', process.env.WEB_OUT_DIR ?? 'dist'), dist, { recursive: true });
  const port = Number(process.env.E2E_PORT ?? 4173) + 100;
  const baseURL = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.mjs'], {
    cwd: join(import.meta.dirname, '..', '..', '..'),
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: join(folder, 'data'),
      WEB_DIST_DIR: dist,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      RATE_LIMIT: '0',
      // Home with no charities serves the test as well, and a server without demo data starts seconds sooner.
      DEMO_SEED: '0',
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    rmSync(folder, { recursive: true, force: true });
  };
  // Started when its health check answers.
  const healthy = () =>
    fetch(`${baseURL}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
  try {
    await expect.poll(healthy, { timeout: 90_000 }).toBe(true);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, serviceWorker: join(dist, 'sw.js'), stop };
}

test('a new version waits until the person accepts "Reload for the new version"', async ({ page }) => {
  // Its own server: while a new version is deployed, every browser that opened a page would find it.
  test.slow();
  const deploy = await startOwnServer();
  try {
    await page.goto(`${deploy.baseURL}/`);
    await waitForServiceWorker(page);
    const scriptOf = () => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    const first = await scriptOf();

    // A new deploy: the same file name with other bytes (the build's sw.js with a new revision line).
    const original = readFileSync(deploy.serviceWorker, 'utf8');
    writeFileSync(deploy.serviceWorker, `${original}\n// next version ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const reload = page.getByRole('button', { name: 'Reload for the new version' });
    await expect(reload).toBeVisible();
    // Installed, and waiting: the page is still run by the version it opened with.
    const states = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting?.state, controller: navigator.serviceWorker.controller?.state };
    });
    expect(states).toEqual({ waiting: 'installed', controller: 'activated' });
    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    });

    const reloaded = page.waitForEvent('load');
    await reload.click();
    await reloaded;
    await waitForServiceWorker(page);
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting ?? null,
        marked: (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false,
      };
    });
    // The page reloaded (its old state is gone) under the new worker, which nothing waits behind.
    expect(after).toEqual({ waiting: null, marked: false });
    expect(await scriptOf()).toBe(first);
    await expect(reload).toHaveCount(0);
  } finally {
    await deploy.stop();
  }
});

test('logging in while offline says it needs a connection, sends nothing and keeps what was typed', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  await page.getByLabel('Email').fill('maria@example.ph');
  await page.getByLabel('Password', { exact: true }).fill('a long phrase to remember');

  await context.setOffline(true);
  const sent: string[] = [];
  context.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(request.url());
  });
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('This needs a connection. Nothing was sent')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('maria@example.ph');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('a long phrase to remember');
  expect(sent).toEqual([]);
  await context.setOffline(false);
});

/** The storage keys this device keeps for a signed-in person (apps/web/src/lib/kept.ts). */
const keptKeys = (page: Page) =>
  page.evaluate(() =>
    [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) =>
      key.startsWith('tabang:kept:'),
    ),
  );

test('signed in and offline: still signed in after a reload, My volunteering and My giving open from this device with their age, Like and Donate need a connection, an unopened page recovers online; logout forgets it all', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const [charity] = (await (
    await request.get(`/api/get/organizations?q=${encodeURIComponent('Toril Reading Circle')}`)
  ).json()) as Charity[];
  const account = await signUp(request);
  const token = await logIn(page, account);
  const headers = { authorization: `Bearer ${token}` };
  const { user } = (await (await request.get('/auth/authenticated', { headers })).json()) as {
    user: { userID: number };
  };
  // Volunteers for the first upcoming event that takes them (one may be full or ask for a slot).
  let joined: Event | undefined;
  for (const event of (await (await request.get('/api/get/events/all/upcoming')).json()) as Event[]) {
    const response = await request.post('/api/post/events/volunteer', {
      headers,
      data: { userID: user.userID, eventID: event.eventID },
    });
    if (response.ok()) {
      joined = event;
      break;
    }
  }
  expect(joined, 'an upcoming event that takes volunteers').toBeDefined();

  await page.goto('/');
  await waitForServiceWorker(page);
  await visit(page, `/charity/${charity!.organizationID}`, charity!.organizationName);
  await visit(page, '/my/giving', 'You have not given yet.');
  await page.goto('/my/volunteering');
  const card = page.getByTestId('my-volunteering').filter({ hasText: joined!.nameOfEvent });
  const code = (await card.getByTestId('check-in-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[0-9A-F]{8}$/);

  // The signal drops and the page is reloaded: the person is still signed in, their codes still there.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(BANNER)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(card.getByTestId('check-in-code')).toHaveText(code);
  await expect(card.getByRole('img', { name: `QR code for check-in code ${code}` })).toBeVisible();
  await expect(page.getByText(/Saved \w{3} \d{1,2}, \d{4}/)).toBeVisible();
  await page.goto('/my/giving');
  await expect(page.getByText('You have not given yet.')).toBeVisible();
  await expect(page.getByText(/Saved \w{3} \d{1,2}, \d{4}/)).toBeVisible();

  // Like and Donate say they need a connection (not "Please log in…"), and send nothing.
  const sent = recordApiRequests(context);
  await page.goto(`/charity/${charity!.organizationID}`);
  await page.getByRole('button', { name: /^Liked?$/ }).click();
  await expect(page.getByText('This needs a connection. Nothing was sent').first()).toBeVisible();
  await expect(page.getByText(/Please log in/)).toHaveCount(0);
  await page.getByRole('button', { name: 'DONATE NOW' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a donation' });
  await expect(dialog.getByText('This needs a connection. Nothing was sent')).toBeVisible();
  await page.keyboard.press('Escape');
  expect(sent.filter((line) => !line.startsWith('GET '))).toEqual([]);

  // A signed-in page never opened here: the offline page (not white, not the login page), itself again online.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  // Logout takes everything kept for this person off the device: offline, My volunteering shows nothing of theirs.
  expect(await keptKeys(page)).not.toEqual([]);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await keptKeys(page)).toEqual([]);
  await context.setOffline(true);
  await page.goto('/my/volunteering');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page.getByText(code)).toHaveCount(0);
  await context.setOffline(false);
});

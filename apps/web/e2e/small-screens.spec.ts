import type { APIRequestContext, Page, Request } from '@playwright/test';
import { LANGUAGE_COOKIE } from '@tabang/shared';
import { addCharity, addEvent, bearer, payInSandbox, verifyCharity } from './charities';
import { DEMO_ADMIN, expect, logIn, signUp, test } from './fixtures';

// Every page at 320 px (the narrowest phones still sold in Davao), signed out and signed in, in English and in
// Filipino (the longest of the three languages): nothing wider than the screen, and every control a thumb can hit at
// least 44 px tall (WCAG 2.5.5; a link inside a sentence is exempt, as WCAG says).

test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
// The pages change nothing, so the four sets below run side by side (each browser runs the set-up below once). Each
// set checks its pages one after another in one tab, a step per page: a new browser context per page cost more
// than most pages' checks.
test.describe.configure({ mode: 'parallel' });

type Small = { tag: string; text: string; height: number };

/** A member gives to an event and volunteers for it through the API, as the pages' buttons do. */
async function giveAndVolunteer(
  request: APIRequestContext,
  account: { email: string; password: string },
  gift: { organizationID: number; eventID: number },
) {
  const login = await request.post('/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { token, user } = (await login.json()) as { token: string; user: { userID: number } };
  const headers = { authorization: `Bearer ${token}` };
  await payInSandbox(request, headers, { ...gift, amount: 150 });
  const volunteered = await request.post('/api/post/events/volunteer', {
    headers,
    data: { userID: user.userID, eventID: gift.eventID },
  });
  expect(volunteered.ok(), await volunteered.text()).toBeTruthy();
}

/**
 * The signed-in pages in Filipino are a representative's own: the demo admin's account language is shared by every
 * test that logs in as it, so it stays English. Their charity and event have long Filipino names; the long-named
 * donor below gives to them and volunteers, and so does the representative (for My giving and My volunteering).
 */
let filipino: { rep: { email: string; password: string }; charityID: number; eventID: number };

// The pages are checked with the longest name a donor may have in them: a first name of 60 letters without a space
// gives to the charity and the event visited below, so their recent gifts and the leaderboard must break it.
test.beforeAll(async ({ playwright }, testInfo) => {
  // The screen is set above, so the desktop project would only run the same checks a second time.
  test.skip(testInfo.project.name !== 'phone', 'run once, in the phone project');
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const donor = await signUp(request, { firstName: 'Mariaclara'.repeat(6) });
    const headers = await bearer(request, donor);
    // Event 12 is a demo event weeks ahead, so it takes gifts whatever the day the tests run.
    const event = await request.get('/api/get/events/12');
    expect(event.ok(), await event.text()).toBeTruthy();
    // GET /api/get/events/{id} answers an array holding the one event.
    const [{ organizationID }] = (await event.json()) as [{ organizationID: number }];
    await payInSandbox(request, headers, { organizationID: 1, amount: 150 });
    await payInSandbox(request, headers, { organizationID, eventID: 12, amount: 150 });

    const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const { account: rep, organizationID: charityID } = await addCharity(
      request,
      `Samahang Pangkabuhayan ng mga Mangingisda ng Davao ${unique}`,
    );
    await verifyCharity(charityID);
    const repHeaders = await bearer(request, rep);
    const chosen = await request.post('/api/post/my/language', {
      headers: repHeaders,
      data: { language: 'fil' },
    });
    expect(chosen.ok(), await chosen.text()).toBeTruthy();
    const eventID = await addEvent(
      request,
      repHeaders,
      charityID,
      `Paglilinis ng Baybayin at Pagtatanim ng Bakawan ${unique}`,
    );
    await giveAndVolunteer(request, donor, { organizationID: charityID, eventID });
    await giveAndVolunteer(request, rep, { organizationID: charityID, eventID });
    filipino = { rep, charityID, eventID };
  } finally {
    await request.dispose();
  }
});

/** The visible controls shorter than 44 px, except links inside running text. */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const found: { tag: string; text: string; height: number }[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], summary',
    );
    for (const element of controls) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Not shown: hidden, or the skip link's 1 px box until it is focused.
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
      // A checkbox or radio is hit through its label; a card's "stretched" link (an ::after over the whole card)
      // through the card.
      const stretched = getComputedStyle(element, '::after').position === 'absolute';
      const target =
        element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)
          ? (element.closest('label') ?? element)
          : stretched && element.offsetParent
            ? element.offsetParent
            : element;
      const height = target.getBoundingClientRect().height;
      if (height >= 44) continue;
      // A link inside a sentence (its block has more text than the link).
      const block = element.parentElement;
      const inline = style.display === 'inline' && element.tagName === 'A';
      if (
        inline &&
        block &&
        (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length
      )
        continue;
      found.push({
        tag: element.tagName.toLowerCase(),
        text: (
          element.textContent ||
          element.getAttribute('aria-label') ||
          element.getAttribute('name') ||
          ''
        )
          .trim()
          .slice(0, 40),
        height: Math.round(height),
      });
    }
    return found;
  });
}

type Check = { name: string; path: string; ready: string; signedIn?: boolean };

const PAGES: Check[] = [
  { name: 'Home', path: '/', ready: 'main h1' },
  { name: 'Charities', path: '/charities', ready: 'main a[href^="/charity/"]' },
  { name: 'a charity', path: '/charity/1', ready: 'main h1' },
  { name: 'Events', path: '/events', ready: 'main a[href^="/event/"]' },
  { name: 'an event', path: '/event/12', ready: 'main h1' },
  { name: 'the leaderboard', path: '/leaderboards', ready: 'main h1' },
  { name: 'Log in', path: '/login', ready: 'main form' },
  { name: 'Sign up', path: '/register', ready: 'main form' },
  { name: 'Forgot password', path: '/forgot-password', ready: 'main form' },
  // Signed in, as the demo admin: every signed-in page, a charity's reports and its edit form included.
  { name: 'the dashboard', path: '/dashboard', ready: 'main h1', signedIn: true },
  { name: 'My giving', path: '/my/giving', ready: 'main h1', signedIn: true },
  { name: 'My volunteering', path: '/my/volunteering', ready: 'main h1', signedIn: true },
  { name: 'the profile', path: '/profile', ready: 'main form', signedIn: true },
  {
    name: "a charity's reports",
    path: '/dashboard/organizations/1/reports',
    ready: 'main table >> visible=true',
    signedIn: true,
  },
  { name: 'editing a charity', path: '/dashboard/organizations/1/edit', ready: 'main form', signedIn: true },
  { name: "an event's roster", path: '/dashboard/events/12/roster', ready: 'main h1', signedIn: true },
  { name: 'editing an event', path: '/dashboard/events/12/edit', ready: 'main form', signedIn: true },
  { name: 'the admin page', path: '/admin', ready: 'main h1', signedIn: true },
];

/** The signed-in pages in Filipino, as the representative made above (the ids are known once it has run). */
const FILIPINO_SIGNED_IN: { name: string; path: () => string; ready: string }[] = [
  { name: 'the dashboard', path: () => '/dashboard', ready: 'main h1' },
  { name: 'My giving', path: () => '/my/giving', ready: 'main h1' },
  { name: 'My volunteering', path: () => '/my/volunteering', ready: 'main h1' },
  { name: 'the profile', path: () => '/profile', ready: 'main form' },
  {
    name: "a charity's reports",
    path: () => `/dashboard/organizations/${filipino.charityID}/reports`,
    ready: 'main table >> visible=true',
  },
  {
    name: 'editing a charity',
    path: () => `/dashboard/organizations/${filipino.charityID}/edit`,
    ready: 'main form',
  },
  { name: "an event's roster", path: () => `/dashboard/events/${filipino.eventID}/roster`, ready: 'main h1' },
  { name: 'editing an event', path: () => `/dashboard/events/${filipino.eventID}/edit`, ready: 'main form' },
];

/**
 * Opens the page and checks it, once it is whole: in its language, no sideways scroll, no control too small for a
 * thumb. Whole means its footer is drawn (it comes once the page has loaded and the browser is idle) and every request
 * the page made is answered, with none started in the two frames after: each section asks for its data as it is
 * drawn. (The browser's "network idle" waits half a second more on every page for the same.) The two measures are
 * soft checks, so the pages after one that fails are still checked.
 */
async function check(page: Page, path: string, ready: string, language: 'en' | 'fil') {
  // The requests this page makes: one the page before left unanswered does not count.
  const pending = new Set<Request>();
  const asked = (request: Request) => pending.add(request);
  const answered = (request: Request) => pending.delete(request);
  page.on('request', asked);
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  try {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator(ready).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect
      .poll(async () => {
        if (pending.size > 0) return pending.size;
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        return pending.size;
      }, 'requests still unanswered')
      .toBe(0);
  } finally {
    page.off('request', asked);
    page.off('requestfinished', answered);
    page.off('requestfailed', answered);
  }
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect.soft(widths.page, `${path} is wider than the screen`).toBeLessThanOrEqual(widths.screen);
  const small: Small[] = await smallTargets(page);
  expect.soft(small, `${path}: controls under 44 px`).toEqual([]);
}

/** Checks the pages one after another in one tab, a step each. */
async function checkEach(
  page: Page,
  pages: { name: string; path: string; ready: string }[],
  language: 'en' | 'fil',
) {
  for (const { name, path, ready } of pages) await test.step(name, () => check(page, path, ready, language));
}

/** The reader chose Filipino on this device (the switcher keeps the choice in localStorage). */
const inFilipino = (page: Page) =>
  page.addInitScript((key) => window.localStorage.setItem(key, 'fil'), LANGUAGE_COOKIE);

const SIGNED_OUT = PAGES.filter((checked) => !checked.signedIn);

test('every page signed out at 320 px: no sideways scroll, and every control at least 44 px tall @phone', async ({
  page,
}) => {
  await checkEach(page, SIGNED_OUT, 'en');
});

test('every page signed in at 320 px: no sideways scroll, and every control at least 44 px tall @phone', async ({
  page,
}) => {
  await logIn(page, DEMO_ADMIN);
  await checkEach(
    page,
    PAGES.filter((checked) => checked.signedIn),
    'en',
  );
});

test('every page signed out in Filipino at 320 px: no sideways scroll, and every control at least 44 px tall @phone', async ({
  page,
}) => {
  await inFilipino(page);
  await checkEach(page, SIGNED_OUT, 'fil');
});

test('every page signed in, in Filipino at 320 px: no sideways scroll, and every control at least 44 px tall @phone', async ({
  page,
}) => {
  await inFilipino(page);
  await logIn(page, filipino.rep);
  await checkEach(
    page,
    FILIPINO_SIGNED_IN.map((checked) => ({ ...checked, path: checked.path() })),
    'fil',
  );
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export { expect };

/** The seeded demo accounts (see apps/api/src/db/seed/index.ts). */
export const DEMO_USER = { email: 'demo@tabang.ph', password: 'tabang-demo-2026' };
export const DEMO_ADMIN = { email: 'admin@tabang.ph', password: 'tabang-admin-2026' };

let counter = 0;
/** Registers a brand-new member through the real sign-up API, so tests never share state. */
export async function signUp(request: APIRequestContext, overrides: Record<string, string> = {}) {
  counter += 1;
  const unique = `${Date.now()}${process.pid}${counter}`;
  const account = {
    firstName: 'Maria Clara',
    lastName: 'Santos',
    email: `e2e${unique}@example.ph`,
    contactNumber: '09171234567',
    password: 'tabang e2e password',
    confirmPassword: 'tabang e2e password',
    dob: '1995-06-15',
    location: 'Davao City',
    interestedIn: 'Education',
    ...overrides,
  };
  const response = await request.post('/auth/register', { data: account });
  expect(response.ok(), await response.text()).toBeTruthy();
  return account;
}

/** Logs in through the API (sets the session cookie) and stores the token where the web app reads it. */
export async function logIn(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post('/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => window.localStorage.setItem('authToken', value), token);
  return token;
}

/** For the analysis, every animation and transition jumps to its end: the page as it looks at rest. */
const AT_REST = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
}`;

/** axe-core's script: put into a page once per document (its `window.axe` stays until the page navigates). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Fails on serious or critical accessibility violations on the current page, or only in the elements `include`'s
 * selectors match, naming the elements. It is checked at rest: a toast caught half-way through fading in or out
 * (which on a busy machine depends on when the analysis runs) would otherwise fail colour contrast, although nobody
 * reads it half-transparent.
 */
export async function expectAccessible(page: Page, include?: string[]) {
  const atRest = await page.addStyleTag({ content: AT_REST });
  try {
    // axe.run in the page itself, with its script sent once per document and only the violations brought back:
    // @axe-core/playwright sent axe's 560 KB to the page (and to every frame) on every check, which took longer
    // than the analysis. The app's only frame is a Google map, not ours to check.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    const serious = await page.evaluate(async (selectors) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const { violations } = await axe.run(
        selectors ? { include: selectors.map((selector) => [selector]) } : document,
        {
          resultTypes: ['violations'],
          iframes: false,
        },
      );
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`);
    }, include);
    expect(serious).toEqual([]);
  } finally {
    // Gone already when the page has moved on meanwhile.
    await atRest.evaluate((style) => (style as Element).remove()).catch(() => undefined);
  }
}

/**
 * The pages that come with their first reads in their HTML (a charity's, an event's, Events) as the server sends
 * them when its own read failed: without them, so the page asks the API, which the test can make fail or answer.
 */
export async function pagesWithoutFirstReads(page: Page) {
  await page.route(/\/(charity\/\d+|event\/\d+|events)\/?$/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<script type="application\/json" id="first-reads">.*?<\/script>/s,
      '',
    );
    return route.fulfill({ response, body: html });
  });
}

export const test = base;

import AxeBuilder from '@axe-core/playwright';
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

/** Fails on serious or critical accessibility violations on the current page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

export const test = base;

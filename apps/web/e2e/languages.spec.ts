import type { Page } from '@playwright/test';
import { type Catalogue, en, type Language, type MessageKey, type Translation, textIn } from '@tabang/shared';
import { ceb } from '@tabang/shared/messages/ceb';
import { fil } from '@tabang/shared/messages/fil';
import { addCharityWithEvent, type CharityWithEvent } from './charities';
import { expect, expectAccessible, test } from './fixtures';

// A whole visit in Cebuano on a 320 px phone and in Filipino on a laptop: the language chosen with the switcher,
// then sign-up, log out and in, Home → Charities → a charity → its event, like, volunteer and a sandbox donation.
// Every text looked for comes from the language's catalogue, and every page is checked for accessibility and for
// text that no longer fits (translations run longer than English).

const CATALOGUES: Record<Language, Translation<Catalogue>> = { en, fil, ceb };

// The two walks share nothing but the charity made below (each browser makes its own), so they run side by side:
// one after the other they were the longest file of the run.
test.describe.configure({ mode: 'parallel' });

let fixture: CharityWithEvent;
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  fixture = await addCharityWithEvent(request, {
    charityName: `Tabang Sinultian ${unique}`,
    eventName: `Coastal Cleanup ${unique}`,
    verified: true,
  });
  await request.dispose();
});

/**
 * Text that does not fit: the page scrolls sideways, or a visible element with text is wider inside than its box
 * while its overflow is hidden or clipped (screen-reader-only texts, 1 px boxes, are meant to be clipped).
 */
export async function expectNothingClipped(page: Page) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.scrollWidth;
    if (width > window.innerWidth) found.push(`the page scrolls sideways (${width} > ${window.innerWidth})`);
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(element);
      if (!['hidden', 'clip'].includes(style.overflowX) || element.clientWidth <= 1) continue;
      if (!element.checkVisibility({ visibilityProperty: true }) || !element.textContent?.trim()) continue;
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(
          `${element.tagName.toLowerCase()}.${element.className}: "${element.textContent.slice(0, 60)}"`,
        );
    }
    return found;
  });
  expect(problems).toEqual([]);
}

/** Every page of the walks: in the language (`<html lang>`), accessible and with every text fitting. */
async function checkPage(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expectAccessible(page);
  await expectNothingClipped(page);
}

async function walk(page: Page, language: Language, switcher: 'phone menu' | 'footer') {
  const say = (key: MessageKey, values?: Record<string, string | number>) =>
    textIn(CATALOGUES[language], key, values);
  const phone = switcher === 'phone menu';
  const nav = page.getByRole('navigation', { name: say('common.nav.mainNavigation') });
  /** A link of the main navigation, in the phone menu on a phone. */
  const goByNav = async (key: MessageKey) => {
    if (phone) await page.getByRole('button', { name: say('common.nav.openMenu') }).click();
    await page
      .getByRole('banner')
      .getByRole('link', { name: say(key), exact: true })
      .click();
  };

  // A first visit is in English; the switcher changes the page at once, without a reload.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  if (phone) {
    await page.getByRole('button', { name: textIn(en, 'common.nav.openMenu') }).click();
    await page.locator('#mobile-menu').getByLabel(textIn(en, 'language.label')).selectOption(language);
    await expect(page.locator('#mobile-menu').getByLabel(say('language.label'))).toHaveValue(language);
  } else {
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel(textIn(en, 'language.label')).selectOption(language);
    await expect(footer.getByLabel(say('language.label'))).toHaveValue(language);
    await expect(footer.getByText(say('common.tagline'))).toBeVisible();
  }
  await expect(nav).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkPage(page, language);

  // Sign up in three steps.
  const email = `lang${language}${Date.now()}${Math.floor(Math.random() * 1e6)}@example.ph`;
  const password = 'tabang e2e password';
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: say('auth.register.heading') })).toBeVisible();
  await checkPage(page, language);
  await page.getByLabel(say('auth.register.fullName')).fill('Maria Clara Santos');
  await page.getByLabel(say('auth.register.email')).fill(email);
  await page.getByLabel(say('auth.register.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: say('auth.register.next') }).click();
  await page.getByLabel(say('auth.register.confirmPassword')).fill(password);
  await page.getByLabel(say('auth.register.contactNumber')).fill('09171234567');
  await page.getByRole('button', { name: say('auth.register.next') }).click();
  await page.getByLabel(say('auth.register.dob')).fill('1995-06-15');
  await page.getByLabel(say('auth.register.location')).selectOption('Davao City');
  await page.getByLabel(say('auth.register.interest')).selectOption('Education');
  await page.getByRole('button', { name: say('auth.register.submit') }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Log in, out, and in again: the account keeps the language chosen before it existed.
  const logIn = async () => {
    await expect(page.getByRole('heading', { level: 1, name: say('auth.login.heading') })).toBeVisible();
    await page.getByLabel(say('auth.login.email')).fill(email);
    await page.getByLabel(say('auth.login.password'), { exact: true }).fill(password);
    await page.getByRole('button', { name: say('auth.login.submit') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  };
  await checkPage(page, language);
  await logIn();
  await page.getByRole('button', { name: say('common.nav.userMenu') }).click();
  await nav.getByRole('button', { name: say('common.nav.logout') }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn();
  await checkPage(page, language);

  // Home → Charities → the charity → its event.
  await goByNav('common.nav.home');
  await expect(page).toHaveURL(/\/$/);
  await checkPage(page, language);
  await goByNav('common.nav.charities');
  await expect(page).toHaveURL(/\/charities$/);
  await checkPage(page, language);
  await page.goto(`/charities?q=${encodeURIComponent(fixture.charityName)}`);
  await page.locator(`main a[href="/charity/${fixture.charityID}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1, name: fixture.charityName })).toBeVisible();
  await checkPage(page, language);
  await page.locator(`main a[href="/event/${fixture.eventID}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1, name: fixture.eventName })).toBeVisible();

  // Like and volunteer.
  const like = page.getByRole('button', { name: say('charities.like'), exact: true });
  await like.click();
  await expect(page.getByRole('button', { name: say('charities.liked'), exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: say('charities.volunteer'), exact: true }).click();
  await expect(page.getByRole('button', { name: say('charities.volunteered'), exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await checkPage(page, language);

  // Donate ₱250 through the sandbox's checkout, which the server renders in the same language.
  await page.getByRole('button', { name: say('events.donateNow') }).click();
  const dialog = page.getByRole('dialog', { name: say('donations.modalTitle') });
  await dialog.getByRole('button', { name: '₱250', exact: true }).click();
  await expect(dialog.getByLabel(say('donations.amountLabel'))).toHaveValue('250');
  await checkPage(page, language);
  const popupOpened = page.context().waitForEvent('page');
  await dialog.getByRole('button', { name: say('donations.submitAmount', { amount: '₱250' }) }).click();
  const checkout = await popupOpened;
  await checkout.waitForURL(/\/sandbox\/checkout\/[A-Za-z0-9_-]+$/);
  await expect(checkout.getByText(say('payment.sandbox.banner'))).toBeVisible();
  await expect(checkout.getByText('₱250.00')).toBeVisible();
  await checkPage(checkout, language);
  await checkout.getByRole('button', { name: say('payment.sandbox.pay'), exact: true }).click();
  await checkout.waitForURL(/\/payment-success\?req_id=/);
  await expect(checkout.getByRole('status').first()).toContainText(say('payment.success'));
  await checkPage(checkout, language);
  await checkout.close();

  // The choice survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: fixture.eventName })).toBeVisible();
  await expect(page.getByRole('button', { name: say('charities.liked'), exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test.describe('Cebuano on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test('choose Cebuano in the phone menu, sign up, log in, like, volunteer and donate', async ({ page }) => {
    await walk(page, 'ceb', 'phone menu');
  });
});

test.describe('Filipino on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('choose Filipino in the footer, sign up, log in, like, volunteer and donate', async ({ page }) => {
    await walk(page, 'fil', 'footer');
  });
});

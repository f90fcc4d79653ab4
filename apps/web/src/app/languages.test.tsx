import { en, textIn } from '@tabang/shared';
import { ceb } from '@tabang/shared/messages/ceb';
import { fil } from '@tabang/shared/messages/fil';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ForgotPasswordPage from '../features/auth/forgot-password-page';
import { Clock } from '../features/dashboard/clock';
import { formatDateTime } from '../lib/dates';
import { currentLanguage, setLanguage, startingLanguage } from '../lib/i18n';
import { useAccountLanguage } from '../lib/language';
import { fakeServer, json, signedInAs } from '../testing/fake-server';
import { renderWithProviders } from '../testing/render';
import { Navbar } from './navbar';

/** Sets (or with Max-Age=0 removes) the `lang` cookie as the server or an earlier visit would have. */
const setCookie = (value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = value;
};
const forgetCookie = () => setCookie('lang=; Path=/; Max-Age=0');

afterEach(async () => {
  await act(() => setLanguage('en'));
  localStorage.clear();
  forgetCookie();
  vi.restoreAllMocks();
});

const browserLanguages = (languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

describe('the language to start in', () => {
  it('is the one stored on this device, before the cookie and the browser', () => {
    browserLanguages(['fil-PH']);
    setCookie('lang=ceb; Path=/');
    localStorage.setItem('lang', 'en');
    expect(startingLanguage()).toBe('en');
  });

  it("is the cookie's without a stored one, before the browser", () => {
    browserLanguages(['fil-PH']);
    setCookie('lang=ceb; Path=/');
    localStorage.setItem('lang', 'xx');
    expect(startingLanguage()).toBe('ceb');
  });

  it("follows the browser's languages on a first visit, Tagalog read as Filipino", () => {
    browserLanguages(['ja', 'tl-PH', 'en']);
    expect(startingLanguage()).toBe('fil');
    browserLanguages(['ceb', 'fil']);
    expect(startingLanguage()).toBe('ceb');
  });

  it('is English when the browser asks for nothing Tabang speaks', () => {
    browserLanguages(['ja', 'ko']);
    expect(startingLanguage()).toBe('en');
  });
});

/** The navbar and a page, as the app shows them, with the switcher's chunk loaded. */
async function renderShellAndPage() {
  const rendered = renderWithProviders(
    <>
      <Navbar />
      <ForgotPasswordPage />
    </>,
  );
  await screen.findByLabelText(textIn(en, 'language.label'));
  return rendered;
}

const switchTo = async (user: Awaited<ReturnType<typeof renderShellAndPage>>['user'], language: string) =>
  user.selectOptions(screen.getByLabelText(textIn(en, 'language.label')), language);

describe('switching the language', () => {
  it('shows the navbar and the page in the new language at once and remembers it', async () => {
    fakeServer(signedInAs({ userID: 7, firstName: 'Maria', lastName: 'Santos', role: 'user' }));
    const { user } = await renderShellAndPage();
    expect(screen.getByRole('option', { name: 'Cebuano/Bisaya' })).toBeInTheDocument();
    await switchTo(user, 'ceb');

    expect(
      await screen.findByRole('heading', { name: textIn(ceb, 'auth.forgot.heading') }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('navigation', { name: textIn(ceb, 'common.nav.mainNavigation') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: textIn(ceb, 'common.nav.charities') })).toBeInTheDocument();
    expect(screen.getByLabelText(textIn(ceb, 'language.label'))).toHaveValue('ceb');
    expect(document.documentElement.lang).toBe('ceb');
    expect(localStorage.getItem('lang')).toBe('ceb');
    expect(document.cookie).toContain('lang=ceb');
    expect(startingLanguage()).toBe('ceb');
  });

  it('keeps the choice on the account when signed in, and keeps it on screen when saving fails', async () => {
    const { posts } = fakeServer({
      ...signedInAs({ userID: 7, firstName: 'Maria', lastName: 'Santos', role: 'user' }),
      'POST /api/post/my/language': () => json({ message: 'Language saved.' }),
    });
    const { user } = await renderShellAndPage();
    await screen.findByRole('button', { name: textIn(en, 'common.nav.userMenu') });
    await switchTo(user, 'fil');
    await waitFor(() =>
      expect(posts()).toEqual([{ method: 'POST', path: '/api/post/my/language', body: { language: 'fil' } }]),
    );

    fakeServer({
      ...signedInAs({ userID: 7, firstName: 'Maria', lastName: 'Santos', role: 'user' }),
      'POST /api/post/my/language': () => json({ message: 'down' }, 500),
    });
    await user.selectOptions(screen.getByLabelText(textIn(fil, 'language.label')), 'ceb');
    expect(
      await screen.findByRole('heading', { name: textIn(ceb, 'auth.forgot.heading') }),
    ).toBeInTheDocument();
    expect(currentLanguage()).toBe('ceb');
  });

  it('does not write to any account when signed out', async () => {
    const { posts } = fakeServer({
      'GET /auth/authenticated': () => json({ authenticated: false, user: null }),
    });
    const { user } = await renderShellAndPage();
    await switchTo(user, 'fil');
    await screen.findByRole('heading', { name: textIn(fil, 'auth.forgot.heading') });
    expect(posts()).toEqual([]);
  });
});

function SignedInShell() {
  useAccountLanguage();
  return <Navbar />;
}

describe('signing in', () => {
  it("switches to the account's language", async () => {
    fakeServer(
      signedInAs({ userID: 7, firstName: 'Maria', lastName: 'Santos', role: 'user', language: 'ceb' }),
    );
    renderWithProviders(<SignedInShell />);
    expect(
      await screen.findByRole('link', { name: textIn(ceb, 'common.nav.charities') }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ceb');
    expect(localStorage.getItem('lang')).toBe('ceb');
  });

  it('gives an account without a language the one in use', async () => {
    await act(() => setLanguage('fil'));
    const { posts } = fakeServer({
      ...signedInAs({ userID: 7, firstName: 'Maria', lastName: 'Santos', role: 'user', language: null }),
      'POST /api/post/my/language': () => json({ message: 'Language saved.' }),
    });
    renderWithProviders(<SignedInShell />);
    await waitFor(() =>
      expect(posts()).toEqual([{ method: 'POST', path: '/api/post/my/language', body: { language: 'fil' } }]),
    );
    expect(currentLanguage()).toBe('fil');
  });
});

describe('dates', () => {
  const start = '2026-06-14T00:00:00Z';

  it("are written in Filipino, in Davao's time", async () => {
    expect(formatDateTime(start)).toBe('Jun 14, 2026, 8:00 AM');
    await act(() => setLanguage('fil'));
    expect(formatDateTime(start)).toBe('Hun 14, 2026, 8:00 AM');
  });

  it('are shown again in the new language on a switch', async () => {
    vi.useFakeTimers({ now: new Date(start), toFake: ['Date'] });
    render(<Clock />);
    const clock = screen.getByTestId('dashboard-clock');
    expect(clock).toHaveTextContent('Sunday, June 14, 2026');
    await act(() => setLanguage('fil'));
    expect(clock).toHaveTextContent('Linggo, Hunyo 14, 2026');
  });
});

import { act, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { fakeServer, json, signedOut } from '../../testing/fake-server';
import { event, organization } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import EventPage from './event-page';

afterEach(async () => {
  await act(() => setLanguage('en'));
  localStorage.clear();
  vi.restoreAllMocks();
});

/** Intl as Chromium and Android have it: no Cebuano data, so a `ceb` locale falls back to English. */
function withoutCebuanoData() {
  const RealFormat = Intl.DateTimeFormat;
  const withoutCeb = (locales?: Intl.LocalesArgument) =>
    [locales ?? []]
      .flat()
      .map(String)
      .filter((locale) => !/^ceb\b/i.test(locale));
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(
    (locales, options) => new RealFormat(withoutCeb(locales), options),
  );
  expect(new Intl.DateTimeFormat('ceb', { month: 'long' }).format(new Date(2026, 10, 15))).toBe('November');
}

it('writes the date of an event in Cebuano on a Cebuano page, in a browser without Cebuano data', async () => {
  withoutCebuanoData();
  await act(() => setLanguage('ceb'));
  // 01:00 UTC is 9:00 AM in Davao, a Saturday.
  const shown = event(5, { organizationID: 1, dateAndTimeStart: '2026-11-28T01:00:00Z' });
  fakeServer({
    ...signedOut,
    'GET /api/get/events/5': () => json([shown]),
    'GET /api/get/organizations/1': () => json([organization(1)]),
    'GET /api/get/events/volunteers/count/5': () => json({ totalVolunteers: 0 }),
  });
  renderWithProviders(null, { path: '/event/5', routes: { '/event/:eventID': <EventPage /> } });
  const [when] = await screen.findAllByText('Sabado, Nobyembre 28, 2026 sa 9:00 AM');
  expect(when).toHaveAttribute('dateTime', '2026-11-28T01:00:00Z');
  expect(screen.queryByText(/November/)).not.toBeInTheDocument();
});

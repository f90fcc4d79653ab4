import type { OrganizationStats } from '@tabang/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { cardTable } from '../../components/card-table';
import { fakeServer, json } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import ReportsPage from './reports-page';

// uPlot draws on a canvas, which jsdom lacks: the chart stands in as its label. The table is the real thing.
vi.mock('./donation-chart', () => ({
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const STATS = '/api/get/dashboard/organizations/5/stats';
const PAGE = '/dashboard/organizations/5/reports';
const render = () =>
  renderWithProviders(null, {
    path: PAGE,
    routes: { '/dashboard/organizations/:id/reports': <ReportsPage /> },
  });

function stats(fields: Partial<OrganizationStats> = {}): OrganizationStats {
  const daily = Array.from({ length: 90 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 7, 26) + i * 86_400_000).toISOString().slice(0, 10);
    return { date, amount: 0, count: 0 };
  });
  daily[88] = { date: daily[88]!.date, amount: 1250.5, count: 2 };
  daily[89] = { date: daily[89]!.date, amount: 100, count: 1 };
  const monthly = Array.from({ length: 12 }, (_, i) => ({
    month: `${i < 1 ? 2025 : 2026}-${String(((i + 11) % 12) + 1).padStart(2, '0')}`,
    amount: 0,
    count: 0,
  }));
  monthly[11] = { month: '2026-11', amount: 1350.5, count: 3 };
  monthly[7] = { month: '2026-07', amount: 700, count: 1 };
  return {
    organizationName: 'Davao Food Bank',
    rosterContactsHiddenReason: null,
    monthlyDonors: 4,
    daily,
    monthly,
    events: [
      {
        eventID: 7,
        nameOfEvent: 'Coastal cleanup',
        startDate: '2026-11-20T00:00:00.000Z',
        volunteerCount: 12,
        checkedInCount: 10,
        hours: 25.5,
        expectedHours: 0,
      },
      {
        eventID: 8,
        nameOfEvent: 'Feeding program',
        startDate: '2026-10-03T00:00:00.000Z',
        volunteerCount: 3,
        checkedInCount: 1,
        hours: 2,
        expectedHours: 0,
      },
    ],
    ...fields,
  };
}

describe('ReportsPage', () => {
  it('shows the totals, both charts with their numbers as tables, and volunteering per event', async () => {
    fakeServer({ [`GET ${STATS}`]: () => json(stats()) });
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reports: Davao Food Bank' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Reports: Davao Food Bank · Tabang');
    expect(screen.getByTestId('reports-last90Days')).toHaveTextContent('₱1,350.50');
    expect(screen.getByTestId('reports-thisMonth')).toHaveTextContent('₱1,350.50');
    // Monthly donors: people with an active monthly gift.
    expect(screen.getByTestId('reports-monthly-donors')).toHaveTextContent('4');
    expect(screen.getByText('Monthly donors')).toBeInTheDocument();
    expect(screen.getByTestId('reports-last12Months')).toHaveTextContent('₱2,050.50');
    expect(
      await screen.findByRole('img', { name: 'Donations per day, last 90 days: ₱1,350.50, 3 donations' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Donations per month, last 12 months: ₱2,050.50, 4 donations' }),
    ).toBeInTheDocument();

    const daily = screen.getByRole('table', { name: 'Donations per day, last 90 days' });
    expect(within(daily).getAllByRole('row')).toHaveLength(91);
    expect(within(daily).getByRole('rowheader', { name: 'Nov 22, 2026' }).closest('tr')).toHaveTextContent(
      '₱1,250.502',
    );
    const monthly = screen.getByRole('table', { name: 'Donations per month, last 12 months' });
    expect(within(monthly).getByRole('rowheader', { name: 'November 2026' }).closest('tr')).toHaveTextContent(
      '₱1,350.503',
    );

    const events = screen.getAllByTestId('reports-event');
    expect(
      events.map((row) => [...row.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent)),
    ).toEqual([
      ['12', '10', '25.5'],
      ['3', '1', '2'],
    ]);
    expect(screen.getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent('Total151127.5');
    expect(
      screen.getByRole('button', { name: 'Download the roster of Coastal cleanup (CSV)' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('contacts-hidden')).not.toBeInTheDocument();
  });

  it('shows hours still expected apart from those served, and says when they count', async () => {
    const base = stats();
    fakeServer({
      [`GET ${STATS}`]: () =>
        json({ ...base, events: [{ ...base.events[0]!, hours: 4, expectedHours: 6 }, base.events[1]!] }),
    });
    render();
    const events = await screen.findAllByTestId('reports-event');
    expect([...events[0]!.querySelectorAll('td')][2]).toHaveTextContent('4+ 6 h expected');
    expect([...events[1]!.querySelectorAll('td')][2]).toHaveTextContent(/^2$/);
    expect(screen.getByRole('rowheader', { name: 'Total' }).closest('tr')).toHaveTextContent(
      'Total15116+ 6 h expected',
    );
    expect(
      screen.getByText(/Expected hours \(checked in, not out, event still running\)/),
    ).toBeInTheDocument();
  });

  it('says before a download that the roster files have names only until the charity is verified', async () => {
    fakeServer({ [`GET ${STATS}`]: () => json(stats({ rosterContactsHiddenReason: 'charity_unverified' })) });
    render();
    expect(await screen.findByTestId('contacts-hidden')).toHaveTextContent(
      "Contact details appear once an admin verifies your charity. Until then, rosters and their CSV files show volunteers' names only.",
    );
  });

  it('downloads a CSV with the session and saves it under the server’s name', async () => {
    const server = fakeServer({
      [`GET ${STATS}`]: () => json(stats()),
      'GET /api/get/dashboard/events/7/roster.csv': () =>
        new Response('\uFEFFFirst name\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="tabang-roster-7-2026-11-23.csv"',
          },
        }),
    });
    // jsdom has no blob URLs: they stand in for the test only.
    const createObjectURL = vi.fn(() => 'blob:roster');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { user } = render();
    await user.click(
      await screen.findByRole('button', { name: 'Download the roster of Coastal cleanup (CSV)' }),
    );
    await waitFor(() => expect(saved).toEqual(['tabang-roster-7-2026-11-23.csv blob:roster']));
    expect(server.calls.map((call) => call.path)).toContain('/api/get/dashboard/events/7/roster.csv');
    click.mockRestore();
  });

  it('says why when the file cannot be had', async () => {
    fakeServer({
      [`GET ${STATS}`]: () => json(stats()),
      // The Gifts section's list (gifts-section.test.tsx), empty here so its own states stay out of the way.
      'GET /api/get/organizations/5/donations?limit=20': () => json([]),
      'GET /api/get/dashboard/organizations/5/donations.csv': () =>
        json({ message: 'You are not allowed to do that.' }, 403),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Download donations (CSV)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do that.');
  });

  it('shows empty states without donations or events', async () => {
    const empty = stats();
    fakeServer({
      [`GET ${STATS}`]: () =>
        json({
          ...empty,
          daily: empty.daily.map((day) => ({ ...day, amount: 0, count: 0 })),
          monthly: empty.monthly.map((month) => ({ ...month, amount: 0, count: 0 })),
          events: [],
        }),
    });
    render();
    expect(await screen.findByText('No completed donations in the last year yet.')).toBeInTheDocument();
    expect(screen.getByText('This charity has no events yet.')).toBeInTheDocument();
  });

  it('without a gift in the year, shows one friendly empty state instead of two charts of bare axes', async () => {
    const empty = stats();
    fakeServer({
      [`GET ${STATS}`]: () =>
        json({
          ...empty,
          daily: empty.daily.map((day) => ({ ...day, amount: 0, count: 0 })),
          monthly: empty.monthly.map((month) => ({ ...month, amount: 0, count: 0 })),
        }),
    });
    render();
    const said = (await screen.findByText('No completed donations in the last year yet.')).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(said).toHaveTextContent(
      'No completed donations in the last year yet.Share your charity’s page to bring in its first gift.',
    );
    expect(within(said).getByRole('link', { name: 'Open your charity’s page' })).toHaveAttribute(
      'href',
      '/charity/5',
    );
    // No chart, no table of zeros, and no second "nothing here".
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('Show the numbers as a table')).not.toBeInTheDocument();
    expect(screen.queryByText('No donations in this period.')).not.toBeInTheDocument();
    expect(screen.getByTestId('reports-last12Months')).toHaveTextContent('₱0.00');
  });

  it('says in words when one chart has no donations, and draws the other', async () => {
    const quiet = stats();
    fakeServer({
      [`GET ${STATS}`]: () =>
        json({ ...quiet, daily: quiet.daily.map((day) => ({ ...day, amount: 0, count: 0 })) }),
    });
    render();
    const daily = (await screen.findByRole('heading', { name: 'Donations per day, last 90 days' })).closest(
      'section',
    )!;
    expect(within(daily).getByText('No donations in this period.')).toBeInTheDocument();
    expect(within(daily).queryByRole('img')).not.toBeInTheDocument();
    expect(within(daily).queryByRole('table')).not.toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Donations per month, last 12 months: ₱2,050.50, 4 donations' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('No completed donations in the last year yet.')).not.toBeInTheDocument();
  });

  it('lays the volunteering table out as the roster does, cards on a phone with every number named', async () => {
    fakeServer({ [`GET ${STATS}`]: () => json(stats()) });
    render();
    const rows = await screen.findAllByTestId('reports-event');
    const table = rows[0]!.closest('table')!;
    // The roster's pattern (components/card-table.ts): the table, its heads, its rows.
    expect(table.className).toContain(cardTable.table);
    expect(table.querySelector('thead')!.className).toContain(cardTable.head);
    expect(table).toHaveAccessibleName('Volunteers and hours per event');
    for (const row of rows) {
      expect(row.className).toContain(cardTable.row);
      // On a card each number says what it is, from the head of its column.
      const figures = [...row.querySelectorAll('td[data-label]')];
      expect(figures.map((cell) => cell.getAttribute('data-label'))).toEqual([
        'Volunteers',
        'Checked in',
        'Hours',
      ]);
      for (const cell of figures) expect(cell.className).toContain(cardTable.label);
      // The CSV button is on every card, not in a column off-screen.
      expect(
        within(row).getByRole('button', { name: /^Download the roster of .* \(CSV\)$/ }),
      ).toBeInTheDocument();
    }
    const total = screen.getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(total.className).toContain(cardTable.row);
    expect([...total.querySelectorAll('td[data-label]')].map((cell) => cell.textContent)).toEqual([
      '15',
      '11',
      '27.5',
    ]);
    // Nothing scrolls sideways any more: no scroll box to tab into.
    expect(table.closest('[tabindex]')).toBeNull();
  });

  it('tells a stranger the reports are not theirs', async () => {
    fakeServer({ [`GET ${STATS}`]: () => json({ message: 'You are not allowed to do that.' }, 403) });
    render();
    expect(
      await screen.findByText('Only this charity’s representative or an admin can see its reports.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('offers a retry when the reports fail to load', async () => {
    let fail = true;
    fakeServer({ [`GET ${STATS}`]: () => (fail ? json({ message: 'Server error' }, 500) : json(stats())) });
    const { user } = render();
    expect(
      await screen.findByText('Could not load the reports. Check your connection and try again.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reports: Davao Food Bank' }),
    ).toBeInTheDocument();
  });
});

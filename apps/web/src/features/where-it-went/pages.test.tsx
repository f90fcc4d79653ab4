import type { Distribution, EventReport, OfflineGift } from '@tabang/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, listPage, signedInAs } from '../../testing/fake-server';
import { event, organization } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import CharityGiftsPage from './charity-gifts-page';
import EventReportPage from './event-report-page';
import OrganiserReportPage from './organiser-report-page';

const report = (fields: Partial<EventReport> = {}): EventReport => ({
  eventID: 9,
  eventName: 'Typhoon relief',
  organizationID: 4,
  organizationName: 'Davao Aid',
  money: { online: 12_000, offline: 3_500, total: 15_500, spent: 9_000 },
  goods: [{ item: 'Rice', unit: 'sacks', received: 40, distributed: 30 }],
  distributions: [],
  donors: { count: 14, anonymous: 3 },
  publishedAt: null,
  ...fields,
});
const distribution = (fields: Partial<Distribution> = {}): Distribution => ({
  distributionID: 5,
  eventID: 9,
  barangay: 'Bucana',
  distributedOn: '2026-11-20',
  households: 120,
  items: [{ item: 'Rice', unit: 'sacks', quantity: 30, needID: null }],
  amountSpent: 9_000,
  note: null,
  photos: [{ url: '/images/d1.webp', width: 1280, height: 960 }],
  recordedBy: 'Maria Santos',
  recordedAt: '2026-11-20T06:00:00.000Z',
  status: 'recorded',
  ...fields,
});
const cash = (fields: Partial<OfflineGift> = {}): OfflineGift => ({
  offlineGiftID: 31,
  organizationID: 4,
  eventID: 9,
  eventName: 'Typhoon relief',
  kind: 'cash',
  amount: 3_500,
  item: null,
  unit: null,
  quantity: null,
  donorName: 'Aling Nena',
  receivedOn: '2026-11-19',
  note: null,
  status: 'recorded',
  recordedBy: 'Maria Santos',
  recordedAt: '2026-11-19T03:00:00.000Z',
  voidedBy: null,
  voidedAt: null,
  voidReason: null,
  ...fields,
});

describe('the public report page', () => {
  const open = () =>
    renderWithProviders(<p>elsewhere</p>, {
      path: '/event/9/report',
      routes: { '/event/:eventID/report': <EventReportPage /> },
    });

  it('shows the money, goods, distributions with photos, donors, the draft notice and the PDF link', async () => {
    fakeServer({
      'GET /api/get/events/9/report': () => json(report()),
      'GET /api/get/events/9/distributions?limit=24': () => listPage([distribution()]),
    });
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where it went: Typhoon relief' }),
    ).toBeVisible();
    expect(screen.getByTestId('report-money-online')).toHaveTextContent('₱12,000.00');
    expect(screen.getByTestId('report-money-offline')).toHaveTextContent('₱3,500.00');
    expect(screen.getByTestId('report-money-total')).toHaveTextContent('₱15,500.00');
    expect(screen.getByTestId('report-money-spent')).toHaveTextContent('₱9,000.00');
    expect(screen.getByTestId('report-status')).toHaveTextContent('Draft — not yet published by the charity');
    expect(screen.getByRole('img', { name: '30 of 40 sacks distributed' })).toBeVisible();
    expect(screen.getByTestId('report-donors')).toHaveTextContent(
      '14 donors gave online, of whom 3 chose to stay anonymous',
    );
    const card = await screen.findByTestId('report-distribution');
    expect(card).toHaveTextContent('Bucana');
    expect(card).toHaveTextContent('120 households');
    expect(card).toHaveTextContent('30 sacks Rice');
    expect(
      within(card).getByRole('img', { name: 'Photo of the distribution in Bucana, 1 of 1' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/get/events/9/report.pdf?lang=en',
    );
    // Nobody's name: not the recorder's, not a donor's.
    expect(document.body).not.toHaveTextContent('Maria Santos');
  });

  it('says when the charity published it', async () => {
    fakeServer({
      'GET /api/get/events/9/report': () => json(report({ publishedAt: '2026-11-25T04:00:00.000Z' })),
      'GET /api/get/events/9/distributions?limit=24': () => listPage([]),
    });
    open();
    expect(await screen.findByTestId('report-status')).toHaveTextContent('Published by the charity on');
    expect(await screen.findByText('Nothing distributed yet.')).toBeVisible();
  });

  it('says there is no such report for an unknown event', async () => {
    fakeServer({ 'GET /api/get/events/9/report': () => json({ message: 'Not found' }, 404) });
    open();
    expect(await screen.findByText('There is no such event, or its report cannot be shown.')).toBeVisible();
  });

  it('offers a retry when the report cannot load', async () => {
    fakeServer({ 'GET /api/get/events/9/report': () => json({ message: 'Oops' }, 500) });
    open();
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 })).toBeVisible();
  });
});

describe('the organiser’s page', () => {
  const open = () =>
    renderWithProviders(<p>elsewhere</p>, {
      path: '/dashboard/events/9/report',
      routes: { '/dashboard/events/:id/report': <OrganiserReportPage /> },
    });
  const giftsPath = 'GET /api/get/organizations/4/offline-gifts?limit=24&eventID=9';

  function organiser(fields: Parameters<typeof event>[1] = {}) {
    let gifts: OfflineGift[] = [];
    const server = fakeServer({
      ...signedInAs({
        userID: 2,
        firstName: 'Maria',
        lastName: 'Santos',

        role: 'user',
      }),
      'GET /api/get/events/9': () =>
        json([event(9, { organizationID: 4, nameOfEvent: 'Typhoon relief', ...fields })]),
      [giftsPath]: () => listPage(gifts),
      'GET /api/get/events/9/distributions?limit=24': () => listPage([]),
      'GET /api/get/events/9/report': () => json(report()),
      'GET /api/get/events/9/needs': () =>
        json([
          {
            needID: 3,
            item: 'Rice',
            unit: 'sacks',
            quantityNeeded: 50,
            quantityPledged: 0,
            quantityReceived: 10,
            enough: false,
          },
        ]),
      'POST /api/post/offline-gifts': (init) => {
        const body = JSON.parse(String(init?.body));
        gifts = [cash({ ...body, donorName: body.donorName ?? null })];
        return json(gifts[0]);
      },
      'POST /api/post/offline-gifts/void': (init) => {
        const { reason } = JSON.parse(String(init?.body));
        gifts = gifts.map((gift) => ({
          ...gift,
          status: 'voided' as const,
          voidedBy: 'Maria Santos',
          voidedAt: '2026-11-27T01:00:00.000Z',
          voidReason: reason,
        }));
        return json(gifts[0]);
      },
      'POST /api/post/events/distributions': () => json(distribution()),
    });
    return server;
  }

  it('records cash received outside Tabang, lists it, and voids it with a reason', async () => {
    const server = organiser();
    const { user } = open();
    expect(await screen.findByText('No gifts recorded yet.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /^Amount \(₱\)/ }), '3500');
    await user.type(screen.getByRole('textbox', { name: /Donor’s name/ }), 'Aling Nena');
    await user.click(screen.getByRole('button', { name: 'Record gift' }));
    await waitFor(() => expect(server.posts()).toHaveLength(1));
    expect(server.posts()[0]).toMatchObject({
      path: '/api/post/offline-gifts',
      body: { organizationID: 4, eventID: 9, kind: 'cash', amount: 3500, donorName: 'Aling Nena' },
    });
    const row = await screen.findByTestId('offline-gift');
    expect(row).toHaveTextContent('₱3,500.00');
    expect(row).toHaveTextContent('From Aling Nena');
    expect(row).toHaveTextContent('Recorded by Maria Santos');

    await user.click(within(row).getByRole('button', { name: /^Void/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Void this gift?' });
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    expect(await within(dialog).findByText('Say why, in 1 to 300 characters.')).toBeVisible();
    expect(server.posts()).toHaveLength(1);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Counted twice');
    await user.click(within(dialog).getByRole('button', { name: 'Void' }));
    await waitFor(() =>
      expect(server.posts()[1]).toMatchObject({ body: { offlineGiftID: 31, reason: 'Counted twice' } }),
    );
    await waitFor(() => expect(screen.getByTestId('offline-gift')).toHaveAttribute('data-status', 'voided'));
    expect(screen.getByTestId('offline-gift-voided')).toHaveTextContent('Voided by Maria Santos');
    expect(screen.getByTestId('offline-gift-voided')).toHaveTextContent('Counted twice');
  });

  it('sends goods for a relief drive to its drop-off desk instead of recording them twice', async () => {
    const server = organiser({ reliefDrive: true });
    const { user } = open();
    await user.click(await screen.findByRole('radio', { name: 'Goods' }));
    expect(screen.getByText(/recorded at its drop-off desk/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the drop-off desk' })).toHaveAttribute(
      'href',
      '/dashboard/events/9/desk',
    );
    expect(screen.queryByRole('button', { name: 'Record gift' })).toBeNull();
    expect(server.posts()).toHaveLength(0);
  });

  it('records a drive’s distribution from its needs, rows added and removed', async () => {
    const server = organiser({ reliefDrive: true });
    const { user } = open();
    await user.type(await screen.findByRole('textbox', { name: /Barangay/ }), 'Bucana');
    await user.type(screen.getByRole('textbox', { name: /Households reached/ }), '120');
    await user.click(screen.getByRole('button', { name: 'Add an item' }));
    expect(screen.getAllByTestId('distribution-item')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.getAllByTestId('distribution-item')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Record distribution' }));
    expect(await screen.findByText('Choose an item.')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Item/ }), 'Rice (sacks)');
    await user.type(screen.getByRole('textbox', { name: /Quantity/ }), '30');
    await user.click(screen.getByRole('button', { name: 'Record distribution' }));
    await waitFor(() => expect(server.posts()).toHaveLength(1));
    const body = server.posts()[0]?.body as FormData;
    expect(body.get('barangay')).toBe('Bucana');
    expect(JSON.parse(String(body.get('items')))).toEqual([{ needID: 3, quantity: 30 }]);
  });

  it('asks before publishing, saying who will be emailed', async () => {
    const server = organiser();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Publish final report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the final report?' });
    expect(dialog).toHaveTextContent('Everyone who gave to this event through Tabang or pledged goods');
    await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(server.posts()).toHaveLength(0);
  });

  it('tells someone who is not the charity’s writer that they may not record here', async () => {
    fakeServer({
      ...signedInAs({ userID: 3, firstName: 'Jose', lastName: 'Cruz', role: 'user' }),
      'GET /api/get/events/9': () => json([event(9, { organizationID: 4 })]),
      [giftsPath]: () => json({ message: 'Forbidden' }, 403),
    });
    open();
    expect(
      await screen.findByText(
        'Only the charity’s representative or an admin can record gifts and distributions.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Record gift' })).toBeNull();
  });
});

describe('a charity’s gifts outside Tabang', () => {
  it('records a gift for one of its events or for the charity as a whole, and lists them with their event', async () => {
    let gifts: OfflineGift[] = [cash({ eventID: null, eventName: null, amount: 800, donorName: null })];
    const server = fakeServer({
      ...signedInAs({ userID: 2, firstName: 'Maria', lastName: 'Santos', role: 'user' }),
      'GET /api/get/organizationsByID/4': () => json([organization(4, { organizationName: 'Davao Aid' })]),
      'GET /api/get/organizations/4/offline-gifts?limit=24': () => listPage(gifts),
      'GET /api/get/organizations/events/upcoming/4': () =>
        json([event(9, { organizationID: 4, nameOfEvent: 'Typhoon relief' })]),
      'GET /api/get/organizations/events/past/4': () =>
        json([event(8, { organizationID: 4, nameOfEvent: 'Quake drive', reliefDrive: true })]),
      'POST /api/post/offline-gifts': (init) => {
        const body = JSON.parse(String(init?.body));
        gifts = [cash({ ...body, eventName: 'Typhoon relief', donorName: null }), ...gifts];
        return json(gifts[0]);
      },
    });
    const { user } = renderWithProviders(<p>elsewhere</p>, {
      path: '/dashboard/organizations/4/offline-gifts',
      routes: { '/dashboard/organizations/:id/offline-gifts': <CharityGiftsPage /> },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gifts outside Tabang: Davao Aid' }),
    ).toBeVisible();
    expect(await screen.findByTestId('offline-gift')).toHaveTextContent('For the charity as a whole');
    const eventChoice = screen.getByRole('combobox', { name: 'Event (optional)' });
    await waitFor(() => expect(within(eventChoice).getAllByRole('option')).toHaveLength(3));
    // Goods for the past relief drive go to its desk; for the charity as a whole they may be recorded here.
    await user.selectOptions(eventChoice, 'Quake drive');
    await user.click(screen.getByRole('radio', { name: 'Goods' }));
    expect(screen.getByRole('link', { name: 'Open the drop-off desk' })).toHaveAttribute(
      'href',
      '/dashboard/events/8/desk',
    );
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    await user.selectOptions(eventChoice, 'Typhoon relief');
    await user.type(screen.getByRole('textbox', { name: /^Amount \(₱\)/ }), '1,250.50');
    await user.click(screen.getByRole('button', { name: 'Record gift' }));
    await waitFor(() =>
      expect(server.posts()[0]?.body).toEqual({
        organizationID: 4,
        eventID: 9,
        kind: 'cash',
        amount: 1250.5,
        receivedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('offline-gift')).toHaveLength(2));
    expect(screen.getAllByTestId('offline-gift')[0]).toHaveTextContent('For Typhoon relief');
  });
});

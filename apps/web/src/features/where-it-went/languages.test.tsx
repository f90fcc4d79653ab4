import type { EventReport } from '@tabang/shared';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { fakeServer, json, listPage } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import EventReportPage from './event-report-page';

afterEach(async () => {
  await act(() => setLanguage('en'));
  localStorage.clear();
});

const report: EventReport = {
  eventID: 9,
  eventName: 'Typhoon relief',
  organizationID: 4,
  organizationName: 'Davao Aid',
  money: { online: 12_000, offline: 3_500, total: 15_500, spent: 9_000 },
  goods: [],
  distributions: [],
  donors: { count: 2, anonymous: 1 },
  publishedAt: null,
};

describe('the public report in Filipino and Cebuano', () => {
  it.each([
    ['fil', 'Saan napunta: Typhoon relief', 'Draft — hindi pa inilalathala ng charity', 'I-download ang PDF'],
    [
      'ceb',
      'Asa kini napadulong: Typhoon relief',
      'Draft — wala pa gipatik sa charity',
      'I-download ang PDF',
    ],
  ] as const)('%s: its texts, and the PDF in that language', async (language, title, draft, pdf) => {
    fakeServer({
      'GET /api/get/events/9/report': () => json(report),
      'GET /api/get/events/9/distributions?limit=24': () => listPage([]),
    });
    await act(() => setLanguage(language));
    renderWithProviders(<p>elsewhere</p>, {
      path: '/event/9/report',
      routes: { '/event/:eventID/report': <EventReportPage /> },
    });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByTestId('report-status')).toHaveTextContent(draft);
    expect(screen.getByRole('link', { name: pdf })).toHaveAttribute(
      'href',
      `/api/get/events/9/report.pdf?lang=${language}`,
    );
  });
});

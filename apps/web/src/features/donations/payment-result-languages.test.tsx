import { textIn } from '@tabang/shared';
import { ceb } from '@tabang/shared/messages/ceb';
import { fil } from '@tabang/shared/messages/fil';
import { act, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { fakeServer, json, signedOut } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import PaymentSuccessPage from './payment-success-page';

afterEach(async () => {
  await act(() => setLanguage('en'));
  localStorage.clear();
});

it.each([
  ['ceb', 'failed', '❌ Wala natuloy ang imong bayad.'],
  ['ceb', 'expired', '❌ Na-expire ang imong bayad.'],
  ['fil', 'cancelled', '❌ Kinansela ang bayad.'],
] as const)(
  'says the payment status in the page language (%s, %s), never the English value',
  async (language, status, start) => {
    const catalogue = { fil, ceb }[language];
    await act(() => setLanguage(language));
    fakeServer({
      ...signedOut,
      'GET /api/get/donation/result?req_id=abc': () =>
        json({
          status,
          amount: 250,
          organizationID: 3,
          organizationName: 'Davao Food Bank',
          eventID: null,
          eventName: null,
        }),
    });
    renderWithProviders(<PaymentSuccessPage />, { path: '/payment-success?req_id=abc' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      textIn(catalogue, 'payment.failed', {
        status: textIn(catalogue, `payment.statusInSentence.${status}`),
      }),
    );
    expect(alert.textContent).toMatch(new RegExp(`^${start}`));
    expect(alert).not.toHaveTextContent(status);
  },
);

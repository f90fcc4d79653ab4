import { textIn } from '@tabang/shared';
import { ceb } from '@tabang/shared/messages/ceb';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { fakeServer, json, signedInAs } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import { DonateButton } from './donate-button';

const USER = { userID: 7, firstName: 'Maria', lastName: 'Santos', role: 'user' as const };
const CHARITY = { organizationID: 3, organizationName: 'Davao Food Bank' };
const SIX = {
  methods: [
    { method: 'gcash', min: 1, max: 100_000 },
    { method: 'grabpay', min: 1, max: 100_000 },
    { method: '7eleven', min: 50, max: 50_000 },
    { method: 'qrph', min: 1, max: 50_000 },
    { method: 'maya', min: 1, max: 100_000 },
    { method: 'card', min: 1, max: 1_000_000 },
  ],
};
const WALLETS = { methods: SIX.methods.slice(0, 4) };

function fakeTab() {
  return { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
}

async function openDialog(methods: () => Response | Promise<Response>, amountLabel = 'Amount (PHP)') {
  const server = fakeServer({
    ...signedInAs(USER),
    'GET /api/get/payment/methods': methods,
    'POST /api/post/donation/create': () => json({ req_id: 'abc', checkout_url: '/sandbox/checkout/abc' }),
  });
  const open = vi.fn(() => fakeTab() as unknown as Window);
  vi.stubGlobal('open', open);
  const rendered = renderWithProviders(<DonateButton organization={CHARITY} label="DONATE NOW" />, {
    path: '/charity/3',
  });
  await rendered.user.click(screen.getByRole('button', { name: 'DONATE NOW' }));
  const amount = await screen.findByLabelText(amountLabel);
  return { ...server, ...rendered, open, amount };
}

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('How to pay', () => {
  it('offers the methods the server offers, each saying what it takes in one payment', async () => {
    await openDialog(() => json(SIX));
    const group = screen.getByRole('group', { name: 'How to pay' });
    const qr = await within(group).findByRole('radio', { name: 'QR Ph (any bank or e-wallet)' });
    expect(qr).toHaveAccessibleDescription('Up to ₱50,000 in one payment');
    expect(within(group).getByRole('radio', { name: '7-Eleven' })).toHaveAccessibleDescription(
      '₱50 to ₱50,000 in one payment',
    );
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['', 'gcash', 'grabpay', '7eleven', 'qrph', 'maya', 'card']);
  });

  it('for a large amount leaves only the methods that take it, and says why the others cannot', async () => {
    const { user, amount } = await openDialog(() => json(SIX));
    await screen.findByRole('radio', { name: 'GCash' });
    await user.type(amount, '75000');
    for (const name of ['7-Eleven', 'QR Ph (any bank or e-wallet)']) {
      const radio = screen.getByRole('radio', { name });
      expect(radio).toBeDisabled();
      expect(radio).toHaveAccessibleDescription('Not for this amount: at most ₱50,000 in one payment.');
    }
    for (const name of ['GCash', 'GrabPay', 'Maya', 'Credit or debit card', /Choose on the payment page/])
      expect(screen.getByRole('radio', { name })).toBeEnabled();
  });

  it('sends the chosen method', async () => {
    const { user, amount, posts } = await openDialog(() => json(SIX));
    await user.type(amount, '500');
    await user.click(await screen.findByRole('radio', { name: 'QR Ph (any bank or e-wallet)' }));
    await user.click(screen.getByRole('button', { name: 'Donate ₱500' }));
    await screen.findByText('Payment link opened in new tab. Please complete your payment there.');
    expect(posts()[0]!.body).toMatchObject({ amount: 500, method: 'qrph' });
  });

  it('refuses a chosen method the amount outgrew, before asking the server or opening a tab', async () => {
    const { user, amount, posts, open } = await openDialog(() => json(SIX));
    await user.type(amount, '500');
    await user.click(await screen.findByRole('radio', { name: 'QR Ph (any bank or e-wallet)' }));
    await user.clear(amount);
    await user.type(amount, '60000');
    await user.click(screen.getByRole('button', { name: 'Donate ₱60,000' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'QR Ph (any bank or e-wallet) takes at most ₱50,000 in one payment. Give less, or choose another way to pay.',
    );
    expect(posts()).toEqual([]);
    expect(open).not.toHaveBeenCalled();
    // Choosing a method that takes it clears the message and the gift goes through.
    await user.click(screen.getByRole('radio', { name: 'GCash' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Donate ₱60,000' }));
    await screen.findByText('Payment link opened in new tab. Please complete your payment there.');
    expect(posts()[0]!.body).toMatchObject({ amount: 60_000, method: 'gcash' });
  });

  it('says when no method offered takes the amount, and sends nothing', async () => {
    const { user, amount, posts } = await openDialog(() => json(WALLETS));
    await screen.findByRole('radio', { name: 'GCash' });
    await user.type(amount, '200000');
    const onPage = screen.getByRole('radio', { name: /Choose on the payment page/ });
    expect(onPage).toBeDisabled();
    const message =
      'No way to pay here takes ₱200,000 in one payment: the most is ₱100,000. Give a smaller amount, or split your gift into several donations.';
    expect(onPage).toHaveAccessibleDescription(message);
    await user.click(screen.getByRole('button', { name: 'Donate ₱200,000' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(posts()).toEqual([]);
  });

  it('still gives through the payment page when the methods cannot be loaded', async () => {
    const { user, amount, posts } = await openDialog(() => json({ message: 'down' }, 503));
    expect(
      await screen.findByText('We could not load the ways to pay. You can still choose on the payment page.'),
    ).toBeInTheDocument();
    await user.type(amount, '250');
    await user.click(screen.getByRole('button', { name: 'Donate ₱250' }));
    await screen.findByText('Payment link opened in new tab. Please complete your payment there.');
    expect(posts()[0]!.body).not.toHaveProperty('method');
  });

  it('speaks the page language (Cebuano)', async () => {
    await act(() => setLanguage('ceb'));
    await openDialog(() => json(SIX), textIn(ceb, 'donations.amountLabel'));
    expect(
      await screen.findByRole('radio', { name: textIn(ceb, 'donations.methodNames.qrph') }),
    ).toHaveAccessibleDescription(textIn(ceb, 'donations.methodUpTo', { max: '₱50,000' }));
    expect(screen.getByRole('group', { name: textIn(ceb, 'donations.howToPay') })).toBeInTheDocument();
  });
});

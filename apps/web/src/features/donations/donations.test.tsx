import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, signedInAs, signedOut } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import { DonateButton } from './donate-button';
import PaymentSuccessPage from './payment-success-page';

const USER = { userID: 7, firstName: 'Maria', lastName: 'Santos', role: 'user' as const };
const CHARITY = { organizationID: 3, organizationName: 'Davao Food Bank' };
const EVENT = { eventID: 9, nameOfEvent: 'Feeding Day' };

const signedIn = signedInAs(USER);

/** The component at `path`, with stand-ins for the pages it may send the user to. */
const renderAt = (path: string, element: React.ReactNode) =>
  renderWithProviders(element, {
    path,
    routes: { '/': <p>Home page</p>, '/login': <p>Login page</p> },
  });

/** A stand-in for the tab window.open gives back. */
function fakeTab() {
  return { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
}

beforeEach(() => {
  localStorage.clear();
});

describe('DonateButton and the donation modal', () => {
  it('is disabled until the charity is known', () => {
    fakeServer(signedIn);
    renderAt('/x', <DonateButton organization={null} event={EVENT} label="Donate Now" />);
    expect(screen.getByRole('button', { name: 'Donate Now' })).toBeDisabled();
  });

  it('signed out: asks to log in and sends to /login', async () => {
    fakeServer(signedOut);
    const { user, router } = renderAt(
      '/charity/3',
      <DonateButton organization={CHARITY} label="DONATE NOW" />,
    );
    await user.click(screen.getByRole('button', { name: 'DONATE NOW' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a donation' });
    expect(
      await within(dialog).findByText('You need to be logged in to make a donation.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Go to Login' }));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the checking state while the login is being checked', async () => {
    let answer!: (response: Response) => void;
    fakeServer({ 'GET /auth/authenticated': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user } = renderAt('/charity/3', <DonateButton organization={CHARITY} label="DONATE NOW" />);
    await user.click(screen.getByRole('button', { name: 'DONATE NOW' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Checking your login...');
    await act(async () => answer(json({ authenticated: true, user: USER })));
    expect(await screen.findByLabelText('Amount (PHP)')).toBeInTheDocument();
  });

  it('validates the amount, offers quick amounts, lists the methods and names the event and charity', async () => {
    const { calls } = fakeServer(signedIn);
    const { user } = renderAt(
      '/event/9',
      <DonateButton organization={CHARITY} event={EVENT} label="Donate Now" />,
    );
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    const amount = await screen.findByLabelText('Amount (PHP)');
    expect(amount).toHaveAttribute('type', 'number');
    expect(amount).toHaveAttribute('min', '1');
    expect(amount).toHaveAttribute('step', '0.01');
    expect(screen.getByText('You are donating to Feeding Day by Davao Food Bank.')).toBeInTheDocument();
    // How to pay: left to the payment page unless chosen (the methods themselves: payment-method-choice.test).
    expect(screen.getByRole('radio', { name: /Choose on the payment page/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Donate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid amount');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid amount');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    const quick = screen.getByRole('button', { name: '₱500' });
    await user.click(quick);
    expect(amount).toHaveValue(500);
    expect(quick).toHaveAttribute('aria-pressed', 'true');
    // The primary button says what it will give.
    expect(screen.getByRole('button', { name: 'Donate ₱500' })).toHaveAttribute('type', 'submit');
    // The amount is checked again as it is set (the schema check is asynchronous), and the error goes.
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    for (const value of [100, 250, 1000])
      expect(screen.getByRole('button', { name: `₱${value.toLocaleString('en-PH')}` })).toBeInTheDocument();
  });

  it('holds the amount to the shared donation rule before asking the server or opening a tab', async () => {
    const { posts } = fakeServer(signedIn);
    const open = vi.fn(() => fakeTab() as unknown as Window);
    vi.stubGlobal('open', open);
    const { user } = renderAt('/charity/3', <DonateButton organization={CHARITY} label="DONATE NOW" />);
    await user.click(screen.getByRole('button', { name: 'DONATE NOW' }));
    const amount = await screen.findByLabelText('Amount (PHP)');
    for (const [typed, message] of [
      ['0.5', 'The smallest donation is ₱1.00.'],
      ['10.125', 'Amounts can have at most 2 decimals.'],
      ['1000001', 'The largest donation is ₱1,000,000.00.'],
      ['1000000.01', 'The largest donation is ₱1,000,000.00.'],
      ['-5', 'Please enter a valid amount'],
      ['0', 'Please enter a valid amount'],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(screen.getByRole('button', { name: 'Donate' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    }
    expect(posts()).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });

  it('creates the donation, opens the payment page in a new tab, says so and closes after 2 s', async () => {
    let answer!: (response: Response) => void;
    const { calls } = fakeServer({
      ...signedIn,
      'POST /api/post/donation/create': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const tab = fakeTab();
    const open = vi.fn(() => tab as unknown as Window);
    vi.stubGlobal('open', open);
    const { user } = renderAt(
      '/event/9',
      <DonateButton organization={CHARITY} event={EVENT} label="Donate Now" />,
    );
    await user.click(screen.getByRole('button', { name: 'Donate Now' }));
    await user.click(await screen.findByRole('button', { name: '₱250' }));
    await user.click(screen.getByRole('button', { name: 'Donate ₱250' }));

    expect(await screen.findByRole('button', { name: 'Processing' })).toBeDisabled();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/post/donation/create',
      body: {
        amount: 250,
        organizationID: 3,
        eventID: 9,
        description: 'Tabang - Donation for Feeding Day by Davao Food Bank',
        anonymous: false,
      },
    });
    // The tab is opened at the click (so popup blockers allow it) and cut off from this window.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () =>
      answer(
        json({ req_id: 'abc', payment_url: '/sandbox/checkout/abc', checkout_url: '/sandbox/checkout/abc' }),
      ),
    );
    expect(
      await screen.findByText('Payment link opened in new tab. Please complete your payment there.'),
    ).toBeVisible();
    expect(tab.location.href).toBe('/sandbox/checkout/abc');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2_000));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names only the charity when there is no event, and falls back to a normal new tab when popups are blocked', async () => {
    const { calls } = fakeServer({
      ...signedIn,
      'POST /api/post/donation/create': () =>
        json({ req_id: 'abc', checkout_url: 'https://pay.example/abc' }),
    });
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    const { user } = renderAt('/charity/3', <DonateButton organization={CHARITY} label="DONATE NOW" />);
    await user.click(screen.getByRole('button', { name: 'DONATE NOW' }));
    expect(await screen.findByText('You are donating to Davao Food Bank.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount (PHP)'), '12.50');
    await user.click(screen.getByRole('button', { name: 'Donate ₱12.50' }));
    expect(
      await screen.findByText('Payment link opened in new tab. Please complete your payment there.'),
    ).toBeVisible();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      amount: 12.5,
      organizationID: 3,
      eventID: null,
      description: 'Tabang - Donation for Davao Food Bank',
      anonymous: false,
    });
    expect(open).toHaveBeenLastCalledWith('https://pay.example/abc', '_blank', 'noopener');
  });

  it('offers "Give anonymously", explained, off by default, reachable by keyboard, and sends it', async () => {
    const { posts } = fakeServer({
      ...signedIn,
      'POST /api/post/donation/create': () => json({ req_id: 'abc', checkout_url: '/sandbox/checkout/abc' }),
    });
    vi.stubGlobal(
      'open',
      vi.fn(() => fakeTab() as unknown as Window),
    );
    const { user } = renderAt('/charity/3', <DonateButton organization={CHARITY} label="DONATE NOW" />);
    await user.click(screen.getByRole('button', { name: 'DONATE NOW' }));
    const anonymous = await screen.findByRole('checkbox', { name: 'Give anonymously' });
    expect(anonymous).not.toBeChecked();
    expect(anonymous).toHaveAccessibleDescription(
      "Your name won't be shown on Tabang's public lists or leaderboard; the charity's total still counts your gift. You still see it in your own giving history and on your receipt.",
    );
    await user.type(screen.getByLabelText('Amount (PHP)'), '100');
    anonymous.focus();
    await user.keyboard(' ');
    expect(anonymous).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Donate ₱100' }));
    expect(
      await screen.findByText('Payment link opened in new tab. Please complete your payment there.'),
    ).toBeVisible();
    expect(posts()[0]?.body).toEqual({
      amount: 100,
      organizationID: 3,
      eventID: null,
      description: 'Tabang - Donation for Davao Food Bank',
      anonymous: true,
    });
  });

  it.each([
    [
      () =>
        json(
          { message: 'This charity does not exist or is not accepting donations.', code: 'not_found' },
          404,
        ),
      'This charity does not exist or is not accepting donations.',
    ],
    // No answer at all gives the API client's connection text, not the general failure.
    [
      () => Promise.reject(new TypeError('Failed to fetch')),
      "Can't reach Tabang. Please check your internet connection and try again.",
    ],
    [() => json({ req_id: 'abc' }), 'Failed to create payment link - no payment URL received'],
    // A proxy's 502/503 without a message, and the server's own 502, never as "HTTP error! status: 502".
    [
      () => new Response('<html>Bad Gateway</html>', { status: 502 }),
      'Failed to process donation. Please try again.',
    ],
    [() => new Response('', { status: 503 }), 'Failed to process donation. Please try again.'],
    [
      () =>
        json(
          {
            message:
              'We could not start the payment with our payment provider. Nothing was charged. Please try again in a few minutes.',
            code: 'gateway_unavailable',
          },
          502,
        ),
      'We could not start the payment with our payment provider. Nothing was charged. Please try again in a few minutes.',
    ],
    // The dialog decides on the code, not on the text: the gateway's failure in any wording is shown as it came…
    [
      () => json({ message: 'Hindi nasimulan ang bayad.', code: 'gateway_unavailable' }, 502),
      'Hindi nasimulan ang bayad.',
    ],
    // …and a 5xx without that code is never shown raw, even with the gateway failure's very words.
    [
      () =>
        json(
          {
            message:
              'We could not start the payment with our payment provider. Nothing was charged. Please try again in a few minutes.',
            code: 'internal',
          },
          500,
        ),
      'Failed to process donation. Please try again.',
    ],
  ])('shows what went wrong and closes the blank tab (%#)', async (handler, message) => {
    fakeServer({ ...signedIn, 'POST /api/post/donation/create': handler });
    const tab = fakeTab();
    vi.stubGlobal(
      'open',
      vi.fn(() => tab as unknown as Window),
    );
    const { user } = renderAt('/charity/3', <DonateButton organization={CHARITY} label="DONATE NOW" />);
    await user.click(screen.getByRole('button', { name: 'DONATE NOW' }));
    await user.click(await screen.findByRole('button', { name: '₱100' }));
    await user.click(screen.getByRole('button', { name: 'Donate ₱100' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert')).not.toHaveTextContent('HTTP error');
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Donate ₱100' })).toBeEnabled();
  });
});

describe('DonateButton offline', () => {
  it('opens the dialog saying a donation needs a connection, and the form comes back online', async () => {
    fakeServer(signedIn);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = renderAt('/charity/3', <DonateButton organization={CHARITY} label="DONATE NOW" />);
    await user.click(screen.getByRole('button', { name: 'DONATE NOW' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a donation' });
    expect(
      await within(dialog).findByText(
        "This needs a connection. Nothing was sent — try again when you're back online.",
      ),
    ).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() =>
      expect(within(dialog).queryByText(/This needs a connection/)).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByLabelText('Amount (PHP)')).toBeInTheDocument();
    onLine.mockRestore();
  });
});

describe('DonateButton closedReason', () => {
  const REASON = 'This charity is waiting for verification. Donations open once it is verified.';

  it.each([
    ['signed in', signedIn],
    ['signed out', signedOut],
  ])('shows the reason instead of the amount and the pay button (%s)', async (_, session) => {
    const { posts } = fakeServer(session);
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { user } = renderAt(
      '/charity/3',
      <DonateButton organization={CHARITY} label="DONATE NOW" closedReason={REASON} />,
    );
    await user.click(screen.getByRole('button', { name: 'DONATE NOW' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a donation' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(REASON);
    expect(within(dialog).queryByLabelText('Amount (PHP)')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Donate/ })).not.toBeInTheDocument();
    expect(posts()).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('PaymentSuccessPage', () => {
  // Asked without a session: the gateway may return the donor to a browser where they are not signed in.
  const statusUrl = (reqId: string) => `GET /api/get/donation/result?req_id=${reqId}`;
  const result = (status: string, fields: Record<string, unknown> = {}) => ({
    status,
    amount: 250,
    organizationID: 3,
    organizationName: 'Davao Food Bank',
    eventID: null,
    eventName: null,
    ...fields,
  });

  it('says the request ID is missing without req_id, and asks nothing', async () => {
    const { calls } = fakeServer(signedIn);
    renderAt('/payment-success?amount=250', <PaymentSuccessPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid payment information - missing request ID',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment result');
    expect(calls.filter((call) => call.path.includes('donation'))).toEqual([]);
  });

  it('thanks the donor on completed and goes home after 5 s', async () => {
    fakeServer({ [statusUrl('abc')]: () => json(result('completed', { amount: 1250.5 })) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderAt('/payment-success?req_id=abc&amount=999999', <PaymentSuccessPage />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      '🎉 Thank you for your donation! Your contribution has been processed successfully.',
    );
    // The server's amount, not the URL's.
    expect(screen.getByText('You gave ₱1,250.50 to Davao Food Bank.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment-success');
    await act(async () => vi.advanceTimersByTime(5_000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('counts down to Home on screen, and stops for good once the page is used', async () => {
    fakeServer({ ...signedOut, [statusUrl('abc')]: () => json(result('completed')) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderAt('/payment-success?req_id=abc', <PaymentSuccessPage />);
    const countdown = await screen.findByTestId('home-countdown');
    expect(countdown).toHaveTextContent('Taking you to the home page in 5 seconds.');
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(countdown).toHaveTextContent('Taking you to the home page in 4 seconds.');
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(countdown).toHaveTextContent('Taking you to the home page in 2 seconds.');

    // A key, a tap or focus anywhere on the page: the person is using it.
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    expect(countdown).toHaveTextContent(
      'You are using this page, so it stays open. Go back to Home when you are done.',
    );
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(router.state.location.pathname).toBe('/payment-success');
  });

  it.each([
    ['a hover', () => document.body.dispatchEvent(new Event('pointermove', { bubbles: true }))],
    ['the Stay button', () => screen.getByRole('button', { name: 'Stay on this page' }).click()],
  ])('stops the countdown on %s', async (_, use) => {
    fakeServer({ ...signedOut, [statusUrl('abc')]: () => json(result('completed')) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderAt('/payment-success?req_id=abc', <PaymentSuccessPage />);
    await screen.findByText(/Taking you to the home page in 5 seconds/);
    act(use);
    expect(screen.getByTestId('home-countdown')).toHaveTextContent(/stays open/);
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(router.state.location.pathname).toBe('/payment-success');
  });

  it('keeps checking every 3 s while pending (or unknown), then shows the result', async () => {
    const answers = [result('pending'), result('something-new'), result('completed')];
    const { calls } = fakeServer({ [statusUrl('abc')]: () => json(answers.shift()) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/payment-success?req_id=abc', <PaymentSuccessPage />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      '⏳ Your payment is being processed. Please wait...',
    );
    await act(async () => vi.advanceTimersByTime(3_000));
    await waitFor(() => expect(calls.filter((call) => call.path.includes('donation'))).toHaveLength(2));
    expect(screen.getByRole('status')).toHaveTextContent(
      '⏳ Your payment is being processed. Please wait...',
    );
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(await screen.findByText(/Thank you for your donation/)).toBeInTheDocument();
    expect(calls.filter((call) => call.path.includes('donation'))).toHaveLength(3);
  });

  it('names the event too when the donation was for one', async () => {
    fakeServer({
      [statusUrl('abc')]: () => json(result('completed', { eventID: 9, eventName: 'Feeding Day' })),
    });
    renderAt('/payment-success?req_id=abc', <PaymentSuccessPage />);
    expect(await screen.findByText('You gave ₱250.00 to Davao Food Bank for Feeding Day.')).toBeVisible();
  });

  it.each(['failed', 'cancelled', 'expired'])('shows "Payment %s" and stops checking', async (status) => {
    const { calls } = fakeServer({ [statusUrl('abc')]: () => json(result(status)) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/payment-success?req_id=abc', <PaymentSuccessPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `❌ Payment ${status}. Please try again or contact support.`,
    );
    expect(
      await screen.findByText('Your donation of ₱250.00 to Davao Food Bank did not go through.'),
    ).toBeVisible();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(calls.filter((call) => call.path.includes('donation'))).toHaveLength(1);
  });

  it('offers to try again at the charity or event and a mail to support with the req_id', async () => {
    const reqId = 'Zx9_-abcdefghijklmnopqrstuvwxyz01';
    fakeServer({ [statusUrl(reqId)]: () => json(result('failed')) });
    const { user, router } = renderWithProviders(<PaymentSuccessPage />, {
      path: `/payment-success?req_id=${reqId}&organizationID=3&eventID=&amount=250.00`,
      routes: { '/charity/:id': <p>Charity page</p> },
    });
    const support = await screen.findByRole('link', { name: 'Contact support (hello@tabang.ph)' });
    expect(support).toHaveAttribute(
      'href',
      `mailto:hello@tabang.ph?subject=${encodeURIComponent(`Tabang payment ${reqId}`)}`,
    );
    await user.click(screen.getByRole('link', { name: 'Try again' }));
    expect(router.state.location.pathname).toBe('/charity/3');
  });

  it("sends an event donation's Try again to the event", async () => {
    fakeServer({
      [statusUrl('abc')]: () => json(result('cancelled', { eventID: 9, eventName: 'Feeding Day' })),
    });
    renderAt('/payment-success?req_id=abc', <PaymentSuccessPage />);
    expect(await screen.findByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/event/9');
    expect(
      screen.getByText('Your donation of ₱250.00 to Davao Food Bank for Feeding Day did not go through.'),
    ).toBeVisible();
  });

  it('says the check failed when the request fails, with Try again from the URL and the support link', async () => {
    fakeServer({
      [statusUrl('abc')]: () => json({ message: 'No donation with this request ID was found.' }, 404),
    });
    renderAt('/payment-success?req_id=abc&organizationID=3&eventID=9&amount=250.00', <PaymentSuccessPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '❌ There was an error checking your payment status. Please contact support if your payment was deducted.',
    );
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/event/9');
    expect(screen.getByRole('link', { name: /Contact support/ })).toHaveAttribute(
      'href',
      expect.stringContaining('subject=Tabang%20payment%20abc'),
    );
  });

  it('offers no Try again when the URL has no usable ids and the check failed', async () => {
    fakeServer({});
    renderAt('/payment-success?req_id=abc&organizationID=x1&eventID=-2', <PaymentSuccessPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error checking your payment status',
    );
    expect(screen.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Contact support/ })).toBeInTheDocument();
  });

  it('stops checking when the page is left', async () => {
    const { calls } = fakeServer({ [statusUrl('abc')]: () => json(result('pending')) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderAt('/payment-success?req_id=abc', <PaymentSuccessPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('⏳');
    await act(async () => router.navigate('/'));
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(calls.filter((call) => call.path.includes('donation'))).toHaveLength(1);
  });
});

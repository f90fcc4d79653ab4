import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, signedInAs } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import { DonateButton } from './donate-button';
import { checkTribute, EMPTY_TRIBUTE } from './tribute-fields';

const USER = { userID: 7, firstName: 'Maria', lastName: 'Santos', role: 'user' as const };
const CHARITY = { organizationID: 3, organizationName: 'Davao Food Bank' };

beforeEach(() => {
  localStorage.clear();
});

async function openDialog() {
  const server = fakeServer({
    ...signedInAs(USER),
    'POST /api/post/donation/create': () =>
      json({ req_id: 'r1', payment_url: 'https://pay.example/r1', checkout_url: 'https://pay.example/r1' }),
  });
  vi.stubGlobal(
    'open',
    vi.fn(() => ({ opener: {}, location: { href: '' }, close: vi.fn() }) as unknown as Window),
  );
  const rendered = renderWithProviders(<DonateButton organization={CHARITY} label="DONATE NOW" />, {
    path: '/charity/3',
  });
  await rendered.user.click(screen.getByRole('button', { name: 'DONATE NOW' }));
  await rendered.user.click(await screen.findByRole('button', { name: '₱250' }));
  return { ...server, ...rendered };
}

describe('checkTribute', () => {
  it('sends nothing while the section is off, and the trimmed tribute when it is whole', () => {
    expect(checkTribute(EMPTY_TRIBUTE)).toEqual({ ok: true, tribute: undefined });
    expect(
      checkTribute({ on: true, kind: 'honour', name: ' Lolo Ben ', notifyEmail: '', showAmount: true }),
    ).toEqual({ ok: true, tribute: { kind: 'honour', name: ' Lolo Ben ', showAmount: false } });
  });

  it('names each field that is wrong, with the shared rule’s messages', () => {
    const result = checkTribute({ on: true, kind: '', name: '  ', notifyEmail: 'nope', showAmount: false });
    expect(result).toEqual({
      ok: false,
      errors: {
        kind: 'tributes.validation.kind',
        name: 'tributes.validation.nameRequired',
        notifyEmail: 'tributes.validation.email',
      },
    });
  });
});

describe('"Dedicate this gift" in the donation dialog', () => {
  it('is closed at first, opens from its checkbox and sends no tribute when left closed', async () => {
    const { user, posts } = await openDialog();
    const toggle = await screen.findByRole('checkbox', { name: 'Dedicate this gift' });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: 'In memory of' })).not.toBeInTheDocument();
    expect(toggle).toHaveAccessibleDescription(
      'Give in memory or in honour of someone. Their name is printed on your receipt.',
    );
    await user.click(screen.getByRole('button', { name: 'Donate ₱250' }));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).not.toHaveProperty('tribute');
  });

  it('says what is missing beside each field, moves focus there, and sends nothing until it is whole', async () => {
    const { user, posts } = await openDialog();
    await user.click(await screen.findByRole('checkbox', { name: 'Dedicate this gift' }));
    const section = screen.getByRole('group', { name: 'This gift is' });
    await user.type(screen.getByLabelText(/Family's email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Donate ₱250' }));

    // The form's own checks (react-hook-form with zod) finish a few promises after the click: then the section's.
    expect(await within(section).findByText('Choose "In memory of" or "In honour of".')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'In memory of' })).toHaveFocus();
    const name = screen.getByRole('textbox', { name: /Their name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter the name of the person this gift is for.');
    expect(screen.getByText('Enter a valid email for the family, or leave it empty.')).toBeInTheDocument();
    expect(posts()).toEqual([]);

    // By keyboard: the radios and fields are reachable and each fix clears its own message.
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'In memory of' })).toBeChecked();
    await user.type(name, 'Lola Rosa');
    expect(name).not.toHaveAttribute('aria-invalid');
    const email = screen.getByLabelText(/Family's email/);
    await user.clear(email);
    await user.type(email, 'Family@Example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Include the amount in the email' }));
    await user.click(screen.getByRole('button', { name: 'Donate ₱250' }));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toMatchObject({
      amount: 250,
      tribute: { kind: 'memory', name: 'Lola Rosa', notifyEmail: 'Family@Example.com', showAmount: true },
    });
  });

  it('offers "include the amount" only with a family email', async () => {
    const { user } = await openDialog();
    await user.click(await screen.findByRole('checkbox', { name: 'Dedicate this gift' }));
    const amount = screen.getByRole('checkbox', { name: 'Include the amount in the email' });
    expect(amount).toBeDisabled();
    expect(amount).toHaveAccessibleDescription('Without this, the email does not say how much you gave.');
    await user.type(screen.getByLabelText(/Family's email/), 'a@b.ph');
    expect(amount).toBeEnabled();
  });
});

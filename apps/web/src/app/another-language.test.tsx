import { msg } from '@tabang/shared';
import { render, screen } from '@testing-library/react';
import type { ResolverOptions } from 'react-hook-form';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TextInput } from '../components/form/controls';
import { EMPTY, type RegisterValues, stepResolver } from '../features/auth/register-form';
import { DonateButton } from '../features/donations/donate-button';
import { ApiError, apiRequest } from '../lib/api-client';
import { addTexts, removeTexts, showIn } from '../lib/i18n';
import { fakeServer, signedInAs } from '../testing/fake-server';
import { renderWithProviders } from '../testing/render';

/**
 * A made-up language, only for these tests: a few texts, marked so they cannot be English. A real one is a
 * whole catalogue; missing texts fall back to English.
 */
const TEST_LANGUAGE = {
  auth: { validation: { passwordTooShort: '[xx] pasword {{min}}+' } },
  dashboard: { eventFieldErrors: { nameOfEvent: { required: '[xx] kinahanglan ang ngalan sa kalihokan' } } },
  donations: { invalidAmount: '[xx] sayop nga kantidad' },
  errors: { requestTimeout: '[xx] dugay kaayo' },
};

beforeAll(() => {
  addTexts('xx', TEST_LANGUAGE);
  showIn('xx');
});
afterAll(() => {
  showIn('en');
  removeTexts('xx');
});

describe('another language, added as a catalogue alone', () => {
  it("shows a schema's message, a field's whole sentence, in the reader's language, and a server's text as it is", () => {
    render(
      <>
        <TextInput label="Event" error={msg('dashboard.eventFieldErrors.nameOfEvent.required')} />
        <TextInput label="Email" error="An account with this email already exists." />
      </>,
    );
    expect(screen.getByText('[xx] kinahanglan ang ngalan sa kalihokan')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists.')).toBeInTheDocument();
  });

  it("names the sign-up step's problem in the reader's language", async () => {
    const result = await stepResolver(1)(
      {
        ...EMPTY,
        firstName: 'Maria',
        lastName: 'Santos',
        email: 'maria@example.ph',
        password: 'short',
        confirmPassword: 'short',
        contactNumber: '09171234567',
      },
      undefined,
      {} as ResolverOptions<RegisterValues>,
    );
    expect(result.errors.password?.message).toBe('[xx] pasword 8+');
  });

  it("checks the donation amount in the reader's language", async () => {
    fakeServer(signedInAs({ userID: 7, firstName: 'Maria', lastName: 'Santos', role: 'user' }));
    const { user } = renderWithProviders(
      <DonateButton
        organization={{ organizationID: 3, organizationName: 'Davao Food Bank' }}
        label="Donate Now"
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Donate Now' }));
    await screen.findByLabelText('Amount (PHP)');
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('[xx] sayop nga kantidad');
  });

  it("gives the API client's timeout in the reader's language", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const pending = apiRequest('/get/leaderboard').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(15_000);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('[xx] dugay kaayo');
  });
});

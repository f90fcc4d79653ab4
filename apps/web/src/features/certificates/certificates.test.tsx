import { type CharityForEditing, philippineToday } from '@tabang/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../testing/fake-server';
import { NO_DONEE, organization } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { DoneeForm } from './donee-form';
import { DoneeLine } from './donee-line';

describe('the charity page line', () => {
  it('says gifts are tax-deductible while the checked status holds, and nothing once it has passed', () => {
    const donee = { deductibility: 'full' as const, checkedAt: '2026-01-05T02:00:00.000Z' };
    renderWithProviders(
      <>
        <DoneeLine organization={organization(1, { donee: { ...donee, validUntil: '2999-12-31' } })} />
        <DoneeLine organization={organization(2, { donee: { ...donee, validUntil: '2000-01-01' } })} />
      </>,
    );
    // The second has passed its last day: only the first says it.
    expect(screen.getAllByTestId('charity-deductible')).toHaveLength(1);
    expect(screen.getByTestId('charity-deductible')).toHaveTextContent('Gifts are tax-deductible (full)');
  });
});

describe('the donee status form', () => {
  const charity: CharityForEditing = {
    ...organization(4),
    representativeContactNumber: '09171234567',
    registrationDetails: { secRegistrationNumber: null, dswdRegistrationNumber: null, dswdValidUntil: null },
    ...NO_DONEE,
  };

  it('asks for the BIR registration whole, sends the donee fields, and says a check is awaited', async () => {
    const validUntil = philippineToday(Date.now() + 100 * 86_400_000);
    const server = fakeServer({
      'POST /api/post/organizations/update': () =>
        json({
          message: 'Saved.',
          ...charity,
          doneeDetails: {
            ...NO_DONEE.doneeDetails,
            organizationTin: '123-456-789',
            birRegistrationNumber: 'BIR-DI-42',
            birRegistrationValidUntil: validUntil,
            deductibility: 'limited',
          },
        }),
    });
    const { user } = renderWithProviders(<DoneeForm charity={charity} />);
    await user.type(screen.getByLabelText(/BIR donee registration number/), 'BIR-DI-42');
    await user.click(screen.getByRole('button', { name: 'Save donee status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /TIN, the BIR registration number, its validity/,
    );
    expect(server.posts()).toEqual([]);

    await user.type(screen.getByLabelText(/TIN/), '123456789');
    await user.type(screen.getByLabelText(/BIR registration valid until/), validUntil);
    await user.selectOptions(screen.getByLabelText('Deductibility'), 'limited');
    await user.click(screen.getByRole('button', { name: 'Save donee status' }));
    expect(await screen.findByTestId('donee-check-status')).toHaveTextContent('Waiting for the Tabang team');
    const form = server.posts()[0]!.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({
      organizationID: '4',
      organizationTin: '123456789',
      birRegistrationNumber: 'BIR-DI-42',
      birRegistrationValidUntil: validUntil,
      pcncAccreditationNumber: '',
      pcncValidUntil: '',
      deductibility: 'limited',
    });
  });
});

import type { CharityForEditing } from '@tabang/shared';
import { cleanup, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../testing/fake-server';
import { NO_DONEE, organization } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { AddCharityForm } from './add-charity-form';

const field = (label: string) => screen.getByLabelText(label, { exact: false });
/** The field whose label starts with `label` ("Name", not "Representative name"). */
const named = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('AddCharityForm in edit mode', () => {
  it('is prefilled, keeps the pictures unless replaced, and sends only the changed description', async () => {
    const charity = {
      ...organization(3, {
        organizationName: 'Davao Reading Circle',
        organizationProfilePicture: '/get/organizations/logo/3',
        organizationFeaturePicture: '/get/organizations/image/3',
      }),
      representativeContactNumber: '09171234567',
      registrationDetails: {
        secRegistrationNumber: null,
        dswdRegistrationNumber: null,
        dswdValidUntil: null,
      },
      ...NO_DONEE,
    };
    const { calls } = fakeServer({
      'GET /api/get/categories/all': () => json([]),
      'POST /api/post/organizations/update': () => json({ message: 'Charity updated.', ...charity }),
    });
    const onDone = vi.fn();
    const { user } = renderWithProviders(
      <AddCharityForm editing={charity} onDone={onDone} onCancel={() => {}} />,
    );
    expect(field('Representative contact number')).toHaveValue('09171234567');
    expect(screen.getByRole('img', { name: 'Current Logo' })).toBeInTheDocument();
    const description = field('Description');
    await user.clear(description);
    await user.type(description, 'Books for every barangay.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const form = calls.find((call) => call.path.includes('update'))!.body as FormData;
    expect([...form.keys()].sort()).toEqual(['organizationDescription', 'organizationID']);
    expect(form.get('organizationID')).toBe('3');
  });

  const editable = (fields: Partial<CharityForEditing> = {}): CharityForEditing => ({
    ...organization(5, {
      organizationName: 'Davao Kids Fund',
      organizationMainWebsite: 'https://kids.example.ph/',
    }),
    representativeContactNumber: '09171234567',
    registrationDetails: { secRegistrationNumber: null, dswdRegistrationNumber: null, dswdValidUntil: null },
    ...NO_DONEE,
    ...fields,
  });
  const notice = () => screen.queryByTestId('identity-notice');

  it('warns before saving that changing who a verified charity is pauses its donations', async () => {
    const charity = editable();
    fakeServer({
      'GET /api/get/categories/all': () => json([]),
      'POST /api/post/organizations/update': () =>
        json({
          message:
            'Charity updated. It is back in verification: donations are paused until an admin checks it again.',
          ...charity,
          organizationName: 'Philippine Red Cross - Davao Chapter',
          verified: false,
        }),
    });
    const success = vi.spyOn(toast, 'success');
    const onDone = vi.fn();
    const { user } = renderWithProviders(
      <AddCharityForm editing={charity} onDone={onDone} onCancel={() => {}} />,
    );
    // What does not change who it is, or a value typed again as it is stored, says nothing.
    await user.type(field('Description'), ' More words.');
    await user.clear(named('Website'));
    await user.type(named('Website'), 'https://kids.example.ph');
    expect(notice()).toBeNull();

    await user.clear(named('Name'));
    await user.type(named('Name'), 'Philippine Red Cross - Davao Chapter');
    const shown = await screen.findByTestId('identity-notice');
    expect(shown.closest('[role="status"]')).not.toBeNull();
    expect(within(shown).getByText('Saving sends this charity back to verification')).toBeInTheDocument();
    expect(shown).toHaveTextContent(
      'You changed who the charity is (Name). Until an admin checks it again it shows “Pending verification” and takes no donations.',
    );
    await user.clear(named('Email'));
    await user.type(named('Email'), 'davao@redcross.example.ph');
    expect(shown).toHaveTextContent('(Name, Email)');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith(
      'Charity updated. It is back in verification: donations are paused until an admin checks it again.',
    );
  });

  it('shows the notice for a new logo, goes when the change is undone, and never for a charity not verified', async () => {
    fakeServer({ 'GET /api/get/categories/all': () => json([]) });
    const { user } = renderWithProviders(
      <AddCharityForm editing={editable()} onDone={() => {}} onCancel={() => {}} />,
    );
    await user.type(named('Abbreviation'), 'X');
    expect(await screen.findByTestId('identity-notice')).toHaveTextContent('(Abbreviation)');
    await user.type(named('Abbreviation'), '{Backspace}');
    expect(notice()).toBeNull();
    const logo = document.querySelector<HTMLInputElement>('input[name="organizationProfilePicture"]')!;
    await user.upload(logo, new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByTestId('identity-notice')).toHaveTextContent('(Logo)');
    cleanup();

    const { user: other } = renderWithProviders(
      <AddCharityForm editing={editable({ verified: false })} onDone={() => {}} onCancel={() => {}} />,
    );
    await other.type(named('Name'), ' Renamed');
    expect(named('Name')).toHaveValue('Davao Kids Fund Renamed');
    expect(notice()).toBeNull();
  });
});

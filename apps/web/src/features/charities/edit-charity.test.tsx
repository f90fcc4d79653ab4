import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../testing/fake-server';
import { organization } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { AddCharityForm } from './add-charity-form';

const field = (label: string) => screen.getByLabelText(label, { exact: false });

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
});

import { ADD_CHARITY_MODAL_CLOSE_MS } from '@tabang/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import { AddCharityForm } from './add-charity-form';

/** A labelled control; labels of required fields end with a star that screen readers skip. */
const field = (label: string) => screen.getByLabelText(label, { exact: false });

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

/** Fills every required text field and the type with valid values. */
async function fillText(user: ReturnType<typeof renderWithProviders>['user']) {
  for (const [label, value] of [
    ['Abbreviation', 'A'],
    ['Address', 'B'],
    ['Phone number', '1'],
    ['Representative name', 'C'],
    ['Email', 'c@example.ph'],
    ['Representative contact number', '2'],
    ['Description', 'D'],
  ] as const)
    await user.type(field(label), value);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'N');
  await user.selectOptions(field('Organization type'), 'other');
}

beforeEach(() => {
  // jsdom has no object URLs; the previews only need a string.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('AddCharityForm', () => {
  it("says 'Failed to load categories' when the categories cannot load", async () => {
    fakeServer({ 'GET /api/get/categories/all': () => json({ message: 'down' }, 500) });
    renderWithProviders(<AddCharityForm onDone={() => {}} onCancel={() => {}} />);
    expect(await screen.findByText('Failed to load categories')).toBeInTheDocument();
  });

  it('names every missing field and sends nothing', async () => {
    const { calls } = fakeServer({ 'GET /api/get/categories/all': () => json([]) });
    const { user } = renderWithProviders(<AddCharityForm onDone={() => {}} onCancel={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Add charity' }));
    for (const message of [
      'Name is required',
      'Abbreviation is required',
      'Address is required',
      'Phone number is required',
      'Representative name is required',
      'Email is required',
      'Representative contact number is required',
      'Description is required',
      'Organization type is required',
      'Logo is required',
      'Featured picture is required',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('posts the form with both images and the chosen categories as a JSON list, then closes', async () => {
    const { calls } = fakeServer({
      'GET /api/get/categories/all': () =>
        json([
          { categoryID: 4, category: 'Education' },
          { categoryID: 9, category: 'Health' },
          { categoryID: 12, category: 'Elderly Care' },
        ]),
      'POST /api/post/organizations/add': () =>
        json({ message: 'Charity added successfully!', organizationID: 31 }, 201),
    });
    const onDone = vi.fn();
    const { user } = renderWithProviders(<AddCharityForm onDone={onDone} onCancel={() => {}} />);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Davao Reading Circle');
    await user.type(field('Abbreviation'), 'DRC');
    await user.type(field('Address'), 'San Pedro Street');
    await user.type(field('Phone number'), '0822211234');
    await user.type(field('Representative name'), 'Liza Dizon');
    await user.type(field('Email'), 'hello@example.ph');
    await user.type(field('Representative contact number'), '09171112222');
    await user.type(field('Description'), 'Reading lessons.');
    await user.selectOptions(field('Organization type'), 'educational');
    await user.upload(field('Logo'), png('logo.png'));
    await user.upload(field('Featured picture'), png('feature.png'));
    expect(screen.getByRole('img', { name: 'Preview of the chosen Logo' })).toHaveAttribute(
      'src',
      'blob:preview',
    );

    const picker = await screen.findByRole('combobox', { name: 'Choose a category to add' });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.selectOptions(picker, 'Health');
    await user.selectOptions(picker, 'Education');
    await user.selectOptions(picker, 'Elderly Care');
    await user.click(screen.getByRole('button', { name: 'Remove Elderly Care' }));
    expect(screen.queryByRole('button', { name: 'Remove Elderly Care' })).not.toBeInTheDocument();

    // Fake clocks from here, to see the form close after its delay without waiting for it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Add charity' }));
    // The toast and the modal's own message.
    expect(await screen.findAllByText('Charity added successfully!')).toHaveLength(2);
    const post = calls.find((call) => call.method === 'POST')!;
    const form = post.body as FormData;
    expect(form.get('organizationName')).toBe('Davao Reading Circle');
    expect(form.get('organizationType')).toBe('educational');
    expect(form.get('categories')).toBe('[9,4]');
    expect(form.get('organizationMainWebsite')).toBe('');
    expect((form.get('organizationProfilePicture') as File).name).toBe('logo.png');
    expect((form.get('organizationFeaturedPicture') as File).name).toBe('feature.png');
    expect(onDone).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(ADD_CHARITY_MODAL_CLOSE_MS));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when adding fails", async () => {
    fakeServer({
      'GET /api/get/categories/all': () => json([]),
      'POST /api/post/organizations/add': () =>
        json({ message: 'You can add at most 3 charities in 24 hours. Please try again later.' }, 429),
    });
    const { user } = renderWithProviders(<AddCharityForm onDone={() => {}} onCancel={() => {}} />);
    await fillText(user);
    await user.upload(field('Logo'), png('logo.png'));
    await user.upload(field('Featured picture'), png('feature.png'));
    await user.click(screen.getByRole('button', { name: 'Add charity' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can add at most 3 charities in 24 hours. Please try again later.',
    );
  });

  it("ties the server's image refusal to the image fields, and clears it when an image changes", async () => {
    fakeServer({
      'GET /api/get/categories/all': () => json([]),
      'POST /api/post/organizations/add': () =>
        json({ message: 'Only JPEG, PNG or WebP images are accepted.' }, 415),
    });
    const { user } = renderWithProviders(<AddCharityForm onDone={() => {}} onCancel={() => {}} />);
    await fillText(user);
    await user.upload(field('Logo'), png('logo.png'));
    await user.upload(field('Featured picture'), png('feature.png'));
    await user.click(screen.getByRole('button', { name: 'Add charity' }));
    await waitFor(() =>
      expect(field('Logo')).toHaveAccessibleDescription(/Only JPEG, PNG or WebP images are accepted\./),
    );
    expect(field('Featured picture')).toHaveAccessibleDescription(
      /Only JPEG, PNG or WebP images are accepted\./,
    );
    // Not a second copy at the end of the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.upload(field('Logo'), png('other-logo.png'));
    expect(field('Logo')).not.toHaveAccessibleDescription(/Only JPEG/);
    expect(field('Featured picture')).not.toHaveAccessibleDescription(/Only JPEG/);
  });

  it('refuses a text file named .png in the browser, under its field, and sends nothing', async () => {
    const { calls } = fakeServer({ 'GET /api/get/categories/all': () => json([]) });
    const { user } = renderWithProviders(<AddCharityForm onDone={() => {}} onCancel={() => {}} />);
    await fillText(user);
    await user.upload(field('Logo'), new File(['just some text'], 'logo.png', { type: 'image/png' }));
    await user.upload(field('Featured picture'), png('feature.png'));
    await waitFor(() =>
      expect(field('Logo')).toHaveAccessibleDescription(/Only JPEG, PNG or WebP images are accepted\./),
    );
    await user.click(screen.getByRole('button', { name: 'Add charity' }));
    await waitFor(() =>
      expect(field('Logo')).toHaveAccessibleDescription(/Only JPEG, PNG or WebP images are accepted\./),
    );
    expect(field('Featured picture')).not.toHaveAccessibleDescription(/Only JPEG/);
    // No preview of what is no image.
    expect(screen.queryByRole('img', { name: 'Preview of the chosen Logo' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.upload(field('Logo'), png('logo.png'));
    await waitFor(() => expect(field('Logo')).not.toHaveAccessibleDescription(/Only JPEG/));
  });
});

import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { Providers } from '../../app/providers';
import { AddCharityForm } from './add-charity-form';
import { AddEventForm } from './add-event-form';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { method: string; path: string; body: BodyInit | null | undefined };
function fakeServer(routes: Record<string, () => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const call = { method: init?.method ?? 'GET', path: String(input), body: init?.body };
      calls.push(call);
      const handler = routes[`${call.method} ${call.path}`];
      return handler ? handler() : json({ message: 'no route' }, 404);
    }),
  );
  return calls;
}

function renderForm(ui: React.ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(<Providers client={client}>{ui}</Providers>);
}

/** A labelled control; labels of required fields end with a star that screen readers skip. */
const field = (label: string) => screen.getByLabelText(label, { exact: false });

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

beforeEach(() => {
  // jsdom has no object URLs; the previews only need a string.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  act(() => toast.remove());
  cleanup();
  vi.unstubAllGlobals();
});

describe('AddCharityForm', () => {
  it("says 'Failed to load categories' when the categories cannot load", async () => {
    fakeServer({ 'GET /api/get/categories/all': () => json({ message: 'down' }, 500) });
    renderForm(<AddCharityForm onDone={() => {}} onCancel={() => {}} />);
    expect(await screen.findByText('Failed to load categories')).toBeInTheDocument();
  });

  it('names every missing field and sends nothing', async () => {
    const calls = fakeServer({ 'GET /api/get/categories/all': () => json([]) });
    const user = userEvent.setup();
    renderForm(<AddCharityForm onDone={() => {}} onCancel={() => {}} />);
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
    const calls = fakeServer({
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
    const user = userEvent.setup();
    renderForm(<AddCharityForm onDone={onDone} onCancel={() => {}} />);

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
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 5000 });
  });

  it("shows the server's message when adding fails", async () => {
    fakeServer({
      'GET /api/get/categories/all': () => json([]),
      'POST /api/post/organizations/add': () =>
        json({ message: 'Only JPEG, PNG or WebP images are accepted.' }, 415),
    });
    const user = userEvent.setup();
    renderForm(<AddCharityForm onDone={() => {}} onCancel={() => {}} />);
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
    await user.upload(field('Logo'), png('logo.png'));
    await user.upload(field('Featured picture'), png('feature.png'));
    await user.click(screen.getByRole('button', { name: 'Add charity' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only JPEG, PNG or WebP images are accepted.');
  });
});

describe('AddEventForm', () => {
  const charities = [{ organizationID: 5, organizationName: 'Davao Reading Circle' }];

  it('refuses an end before the start and sends the times with their zone', async () => {
    const calls = fakeServer({
      'POST /api/post/event/add': () => json({ message: 'Event added successfully!', eventID: 8 }, 201),
    });
    const user = userEvent.setup();
    renderForm(<AddEventForm charities={charities} onDone={() => {}} onCancel={() => {}} />);
    expect(field('Charity')).toHaveValue('5');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Storytelling');
    await user.type(field('Description'), 'Stories.');
    await user.type(field('Location'), 'Rizal Park');
    await user.type(field('Who can join'), 'Children');
    const start = field('Start date and time');
    const end = field('End date and time');
    await user.type(start, '2031-03-14T09:00');
    await user.type(end, '2031-03-14T08:00');
    await user.upload(field('Poster image'), png('poster.png'));
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    expect(
      await screen.findByText('End date and time must be after start date and time.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(end);
    await user.type(end, '2031-03-14T11:00');
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    expect(await screen.findAllByText('Event added successfully!')).toHaveLength(2);
    const form = calls[0]!.body as FormData;
    expect(form.get('organizationID')).toBe('5');
    // 09:00 in Davao.
    expect(form.get('dateAndTimeStart')).toBe('2031-03-14T01:00:00.000Z');
    expect(form.get('dateAndTimeEnd')).toBe('2031-03-14T03:00:00.000Z');
  });

  it("shows 'Error submitting event. Please try again.' when the server refuses", async () => {
    fakeServer({ 'POST /api/post/event/add': () => json({ message: 'Not allowed.' }, 500) });
    const user = userEvent.setup();
    renderForm(<AddEventForm charities={charities} onDone={() => {}} onCancel={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Storytelling');
    await user.type(field('Description'), 'Stories.');
    await user.type(field('Location'), 'Rizal Park');
    await user.type(field('Who can join'), 'Children');
    await user.type(field('Start date and time'), '2031-03-14T09:00');
    await user.type(field('End date and time'), '2031-03-14T10:00');
    await user.upload(field('Poster image'), png('poster.png'));
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error submitting event. Please try again.');
  });
});

import type { Update } from '@tabang/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, listPage, signedInAs, signedOut } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render';
import UpdatesSection from './updates-section';

const update = (updateID: number, fields: Partial<Update> = {}): Update => ({
  updateID,
  organizationID: 3,
  eventID: null,
  eventName: null,
  body: `News number ${updateID}`,
  photos: [],
  createdAt: new Date(Date.UTC(2026, 5, updateID)).toISOString(),
  editedAt: null,
  ...fields,
});
const FIRST = '/api/get/organizations/3/updates?limit=5';
const NEXT = '/api/get/organizations/3/updates?limit=5&cursor=abc';
const rep = signedInAs({ userID: 8, firstName: 'Rosa', lastName: 'Reyes', role: 'user' });
const visitor = signedInAs({ userID: 9, firstName: 'Lito', lastName: 'Cruz', role: 'user' });

describe('a charity’s updates', () => {
  it('show newest first with their event and photos, and load more; the public sees no form', async () => {
    fakeServer({
      ...visitor,
      [`GET ${FIRST}`]: () =>
        listPage(
          [
            update(2, {
              eventID: 5,
              eventName: 'Coastal clean-up',
              photos: [{ url: '/get/updates/photos/7', width: 640, height: 480 }],
            }),
          ],
          NEXT,
        ),
      [`GET ${NEXT}`]: () => listPage([update(1, { editedAt: new Date().toISOString() })]),
    });
    const { user } = renderWithProviders(<UpdatesSection organizationID={3} representativeUserID={8} />);
    const region = await screen.findByRole('region', { name: 'Updates' });
    const first = await within(region).findByText('News number 2');
    const card = first.closest('article')!;
    expect(within(card).getByRole('link', { name: 'About Coastal clean-up' })).toHaveAttribute(
      'href',
      '/event/5',
    );
    expect(within(card).getByRole('img', { name: 'Photo 1 of 1 from this update' })).toHaveAttribute(
      'src',
      expect.stringContaining('/api/get/updates/photos/7'),
    );
    expect(within(region).queryByRole('button', { name: 'Post update' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Load more' }));
    expect(await within(region).findByText('News number 1')).toBeInTheDocument();
    expect(within(region).getByText('(edited)')).toBeInTheDocument();
  });

  it('show nothing to the public while there are none, and the way to post to the representative', async () => {
    fakeServer({ ...signedOut, [`GET ${FIRST}`]: () => listPage([]) });
    const { client } = renderWithProviders(<UpdatesSection organizationID={3} representativeUserID={8} />);
    await waitFor(() => expect(client.getQueryState(['updates', 'charity', 3])?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: 'Updates' })).toBeNull();
    cleanup();

    fakeServer({ ...rep, [`GET ${FIRST}`]: () => listPage([]) });
    renderWithProviders(<UpdatesSection organizationID={3} representativeUserID={8} />);
    expect(await screen.findByText(/No updates yet\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post update' })).toBeInTheDocument();
  });

  it('posts text with a photo only once the consent is ticked', async () => {
    const server = fakeServer({
      ...rep,
      [`GET ${FIRST}`]: () => listPage([]),
      'POST /api/post/updates': () =>
        json(
          { message: 'Your update is posted. Your supporters will get it by email.', update: update(3) },
          201,
        ),
    });
    const { user } = renderWithProviders(<UpdatesSection organizationID={3} representativeUserID={8} />);
    await user.type(await screen.findByRole('textbox', { name: /What is new\?/ }), 'We delivered rice.');
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'rice.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photos (optional)'), photo);
    await user.click(screen.getByRole('button', { name: 'Post update' }));
    expect(
      await screen.findByText(/Please confirm that the people in the photos agreed/),
    ).toBeInTheDocument();
    expect(server.posts()).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: /Everyone shown in these photos agreed/ }));
    await user.click(screen.getByRole('button', { name: 'Post update' }));
    await screen.findByText('Your update is posted. Your supporters will get it by email.');
    const form = server.posts()[0]!.body as FormData;
    expect(
      Object.fromEntries(
        [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : 'file']),
      ),
    ).toEqual({
      organizationID: '3',
      body: 'We delivered rice.',
      photoConsent: 'true',
      photo1: 'file',
    });
  });

  it('lets the representative delete an update after confirming', async () => {
    const server = fakeServer({
      ...rep,
      [`GET ${FIRST}`]: () => listPage([update(4)]),
      'POST /api/post/updates/delete': () => json({ message: 'Update deleted.' }),
    });
    const { user } = renderWithProviders(<UpdatesSection organizationID={3} representativeUserID={8} />);
    await screen.findByText('News number 4');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this update?' });
    expect(server.posts()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete update' }));
    expect(await screen.findByText('Update deleted.')).toBeInTheDocument();
    expect(server.posts()).toEqual([
      expect.objectContaining({ path: '/api/post/updates/delete', body: { updateID: 4 } }),
    ]);
  });
});

import type { Dropoff, Need } from '@tabang/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, signedInAs, signedOut } from '../../testing/fake-server';
import { event } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import DriveSection from './drive-section';
import { manilaDate, mapLink, pledgeable } from './needs';

const need = (needID: number, fields: Partial<Need> = {}): Need => ({
  needID,
  item: `Item ${needID}`,
  unit: 'sacks',
  quantityNeeded: 50,
  quantityPledged: 0,
  quantityReceived: 0,
  enough: false,
  ...fields,
});
const DROPOFF: Dropoff = {
  dropoffID: 3,
  name: 'Sta. Ana Wharf',
  address: 'Sta. Ana Avenue',
  barangay: '30-C',
  hours: 'Daily 8 AM–5 PM',
  contactName: 'Ana Cruz',
  contactNumber: '09171234567',
};
const DAY = 24 * 60 * 60 * 1000;
const drive = event(9, {
  nameOfEvent: 'Quake relief',
  reliefDrive: true,
  acceptanceRules: 'No used clothing.',
  dateAndTimeStart: new Date(Date.now() - DAY).toISOString(),
  dateAndTimeEnd: new Date(Date.now() + 10 * DAY).toISOString(),
});
const reads = (needs: Need[], dropoffs: Dropoff[] = [DROPOFF]) => ({
  'GET /api/get/events/9/needs': () => json(needs),
  'GET /api/get/events/9/dropoffs': () => json(dropoffs),
});
const maria = signedInAs({ userID: 4, firstName: 'Maria', lastName: 'Santos', role: 'user' });

describe('the needs arithmetic', () => {
  it('takes what has arrived and what is on its way from what is needed, never below none', () => {
    expect(pledgeable(need(1, { quantityNeeded: 50, quantityReceived: 20, quantityPledged: 18 }))).toBe(12);
    expect(pledgeable(need(1, { quantityNeeded: 10, quantityReceived: 12, quantityPledged: 0 }))).toBe(0);
    expect(
      pledgeable(need(1, { quantityNeeded: 50, quantityReceived: 0, quantityPledged: 0, enough: true })),
    ).toBe(0);
  });

  it('says a drop-off point on the map by its name and address in Davao City', () => {
    expect(mapLink(DROPOFF)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Sta.%20Ana%20Wharf%2C%20Sta.%20Ana%20Avenue%2C%2030-C%2C%20Davao%20City',
    );
  });
});

describe('a relief drive on its event page', () => {
  it('shows what it accepts first, each need still needed with its counts, "Enough" ones, and the drop-off points', async () => {
    fakeServer({
      ...signedOut,
      ...reads([
        need(1, { item: 'Rice', quantityNeeded: 50, quantityReceived: 20, quantityPledged: 18 }),
        need(2, { item: 'Blankets', unit: 'pieces', enough: true }),
      ]),
    });
    renderWithProviders(<DriveSection event={drive} />);
    const [rice, blankets] = await screen.findAllByTestId('need');
    expect(within(rice!).getByTestId('need-still')).toHaveTextContent('12 sacks still needed');
    expect(within(rice!).getByTestId('need-counts')).toHaveTextContent(
      '20 received · 18 on the way · 50 sacks needed',
    );
    expect(within(rice!).getByRole('button', { name: 'Pledge goods: Rice' })).toBeInTheDocument();
    expect(within(blankets!).getByTestId('need-enough')).toHaveTextContent('Enough, thank you');
    expect(within(blankets!).queryByRole('button')).not.toBeInTheDocument();
    // The rules come before the needs.
    const rules = screen.getByRole('region', { name: 'What we accept' });
    const needs = screen.getByRole('region', { name: 'What we need' });
    expect(rules.compareDocumentPosition(needs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(rules).toHaveTextContent('No used clothing.');
    const point = await screen.findByTestId('dropoff');
    expect(within(point).getByRole('link', { name: '09171234567' })).toHaveAttribute(
      'href',
      'tel:09171234567',
    );
    expect(within(point).getByRole('link', { name: 'Map of Sta. Ana Wharf' })).toHaveAttribute(
      'href',
      mapLink(DROPOFF),
    );
  });

  it('asks a signed-out reader to log in instead of opening the dialog', async () => {
    fakeServer({ ...signedOut, ...reads([need(1, { item: 'Rice' })]) });
    const { user } = renderWithProviders(<DriveSection event={drive} />);
    await user.click(await screen.findByRole('button', { name: 'Pledge goods: Rice' }));
    expect(await screen.findByText('Please log in to pledge goods.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes no pledges once the drive is over', async () => {
    fakeServer({ ...maria, ...reads([need(1, { item: 'Rice' })]) });
    renderWithProviders(
      <DriveSection event={{ ...drive, dateAndTimeEnd: new Date(Date.now() - 1000).toISOString() }} />,
    );
    expect(await screen.findByTestId('need')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pledge goods/ })).not.toBeInTheDocument();
  });

  it("takes no pledges outside its permit's dates", async () => {
    fakeServer({ ...maria, ...reads([need(1, { item: 'Rice' })]) });
    const lapsed = {
      type: 'dswd-regional' as const,
      number: 'DSWD-SB-SP-00123-2026',
      issuer: 'DSWD Field Office XI',
      validFrom: manilaDate(new Date(Date.now() - 30 * DAY)),
      validUntil: manilaDate(new Date(Date.now() - 2 * DAY)),
      exemptReason: null,
      checked: true,
      valid: false,
    };
    renderWithProviders(<DriveSection event={{ ...drive, permit: lapsed }} />);
    // Everything has loaded: the need and the drop-off point, which an open drive would offer pledges for.
    expect(await screen.findByTestId('need')).toBeInTheDocument();
    expect(await screen.findByTestId('dropoff')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pledge goods/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('pledges-closed')).toHaveTextContent(
      "No pledges for now: this drive's solicitation permit does not cover today.",
    );
  });
});

describe('the pledge dialog', () => {
  const open = async () => {
    const rendered = renderWithProviders(<DriveSection event={drive} />);
    await rendered.user.click(await screen.findByRole('button', { name: 'Pledge goods: Rice' }));
    return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Pledge goods: Rice' }) };
  };
  const rice = need(1, { item: 'Rice', quantityNeeded: 50, quantityReceived: 20, quantityPledged: 18 });
  const today = manilaDate(new Date());

  it('checks the quantity against what is still needed, and the drop-off point and day, before sending', async () => {
    const { posts } = fakeServer({
      ...maria,
      ...reads([rice], [DROPOFF, { ...DROPOFF, dropoffID: 4, name: 'Bankerohan' }]),
    });
    const { user, dialog } = await open();
    const quantity = within(dialog).getByLabelText(/How many/);
    await user.type(quantity, '13');
    await user.click(within(dialog).getByRole('button', { name: 'Pledge' }));
    expect(within(dialog).getByText('Only 12 more needed (in sacks).')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose where you will bring the goods.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the day you will bring the goods.')).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(dialog).getByLabelText(/When you will bring them/), '2000-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Pledge' }));
    expect(within(dialog).getByText(/^Choose a day from/)).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it("shows the server's 409 when someone else took the last units meanwhile", async () => {
    fakeServer({
      ...maria,
      ...reads([rice]),
      'POST /api/post/events/pledge': () => json({ message: 'Only 4 more needed (in sacks).' }, 409),
    });
    const { user, dialog } = await open();
    await user.type(within(dialog).getByLabelText(/How many/), '12');
    await user.type(within(dialog).getByLabelText(/When you will bring them/), today);
    await user.click(within(dialog).getByRole('button', { name: 'Pledge' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only 4 more needed (in sacks).');
  });

  it('sends the pledge and shows the slip with its code, QR and drop-off point', async () => {
    const { posts } = fakeServer({
      ...maria,
      ...reads([rice]),
      'POST /api/post/events/pledge': () => json({ pledgeID: 70, code: 'K7P2QX', status: 'pledged' }),
    });
    const { user, dialog } = await open();
    // The only drop-off point is chosen already.
    expect(within(dialog).getByLabelText(/Drop-off point/)).toHaveValue('3');
    await user.type(within(dialog).getByLabelText(/How many/), '12');
    await user.type(within(dialog).getByLabelText(/When you will bring them/), today);
    await user.click(within(dialog).getByRole('button', { name: 'Pledge' }));
    const slip = await screen.findByTestId('pledge-slip');
    expect(within(slip).getByTestId('pledge-code')).toHaveTextContent('K7P2QX');
    expect(
      await within(slip).findByRole('img', { name: 'QR code for pledge code K7P2QX' }),
    ).toBeInTheDocument();
    expect(slip).toHaveTextContent('Rice: 12 sacks');
    expect(slip).toHaveTextContent('Drop-off point: Sta. Ana Wharf');
    expect(screen.getByRole('link', { name: 'See my pledges' })).toHaveAttribute('href', '/my/pledges');
    expect(posts()[0]!.body).toEqual({ needID: 1, quantity: 12, dropoffID: 3, expectedOn: today });
  });
});

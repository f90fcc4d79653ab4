import { whereItWentPages } from '@tabang/shared/messages/en/where-it-went-pages';
import { describe, expect, it } from 'vitest';
import {
  checkDistribution,
  checkGift,
  checkReason,
  type DistributionForm,
  emptyDistribution,
  emptyGift,
  emptyRow,
  isPastOrToday,
  parsePesos,
} from './rules';
import type { Problem } from './texts';

/** A problem in English words, as the form shows it. */
const english = (problem: Problem | undefined) =>
  problem
    ? whereItWentPages[problem.key].replace(
        /\{\{(\w+)\}\}/g,
        (_, name: string) => problem.values?.[name] ?? '',
      )
    : '';

const TODAY = '2026-11-27';
const gift = (fields: Partial<ReturnType<typeof emptyGift>> = {}) => ({
  ...emptyGift(null, TODAY),
  ...fields,
});
const problemsOf = (checked: { ok: boolean; problems?: Partial<Record<string, Problem>> }) =>
  Object.fromEntries(
    Object.entries(checked.problems ?? {}).map(([field, problem]) => [field, english(problem)]),
  );

describe('parsePesos', () => {
  it('reads pesos as people type them, with at most 2 decimals', () => {
    expect(parsePesos('3500')).toBe(3500);
    expect(parsePesos(' ₱3,500.50 ')).toBe(3500.5);
    expect(parsePesos('0.5')).toBe(0.5);
    expect(parsePesos('1.234')).toBeNull();
    expect(parsePesos('-5')).toBeNull();
    expect(parsePesos('abc')).toBeNull();
    expect(parsePesos('')).toBeNull();
  });
});

describe('isPastOrToday', () => {
  it('takes today and earlier days that exist, in the Philippines', () => {
    expect(isPastOrToday('2026-11-27', TODAY)).toBe(true);
    expect(isPastOrToday('2025-02-28', TODAY)).toBe(true);
    expect(isPastOrToday('2026-11-28', TODAY)).toBe(false);
    expect(isPastOrToday('2026-02-30', TODAY)).toBe(false);
    expect(isPastOrToday('27/11/2026', TODAY)).toBe(false);
  });
});

describe('checkGift', () => {
  it('sends cash with its amount only, and the optional fields only when given', () => {
    const checked = checkGift(gift({ amount: '3,500', eventID: '9', item: 'ignored' }), 4, TODAY);
    expect(checked).toEqual({
      ok: true,
      request: { organizationID: 4, eventID: 9, kind: 'cash', amount: 3500, receivedOn: TODAY },
    });
  });

  it('sends goods with item, unit and quantity, trimmed, and a donor name and note', () => {
    const checked = checkGift(
      gift({
        kind: 'goods',
        item: ' Rice ',
        unit: 'sacks',
        quantity: '20',
        donorName: ' Aling Nena ',
        note: 'Brought to the office',
        receivedOn: '2026-11-20',
      }),
      4,
      TODAY,
    );
    expect(checked).toEqual({
      ok: true,
      request: {
        organizationID: 4,
        kind: 'goods',
        item: 'Rice',
        unit: 'sacks',
        quantity: 20,
        donorName: 'Aling Nena',
        receivedOn: '2026-11-20',
        note: 'Brought to the office',
      },
    });
  });

  it('refuses cash without a positive amount up to ₱1,000,000', () => {
    for (const amount of ['', '0', '1000000.01', '12.345', 'lots']) {
      const checked = checkGift(gift({ amount }), 4, TODAY);
      expect(problemsOf(checked)).toEqual({
        amount: 'Enter an amount above ₱0 and up to ₱1,000,000, with at most 2 decimals.',
      });
    }
    expect(checkGift(gift({ amount: '1000000' }), 4, TODAY).ok).toBe(true);
  });

  it('asks goods for every one of item, unit and a whole quantity', () => {
    const checked = checkGift(gift({ kind: 'goods', quantity: '2.5' }), 4, TODAY);
    expect(problemsOf(checked)).toEqual({
      item: 'Enter the item, up to 120 characters.',
      unit: 'Enter the unit, up to 30 characters.',
      quantity: 'Enter a whole number from 1 to 1,000,000.',
    });
  });

  it('refuses a future date, a long donor name and a long note', () => {
    const checked = checkGift(
      gift({ amount: '100', receivedOn: '2026-11-28', donorName: 'x'.repeat(121), note: 'y'.repeat(501) }),
      4,
      TODAY,
    );
    expect(problemsOf(checked)).toEqual({
      receivedOn: 'Enter a date that is today or earlier.',
      donorName: 'Enter at most 120 characters.',
      note: 'Enter at most 500 characters.',
    });
  });
});

describe('checkReason', () => {
  it('wants 1 to 300 characters once trimmed', () => {
    expect(checkReason('Counted twice')).toBeUndefined();
    expect(english(checkReason('   '))).toBe('Say why, in 1 to 300 characters.');
    expect(checkReason('x'.repeat(301))).toBeDefined();
  });
});

describe('checkDistribution', () => {
  const form = (fields: Partial<DistributionForm> = {}): DistributionForm => ({
    ...emptyDistribution(TODAY),
    barangay: 'Bucana',
    households: '120',
    items: [{ ...emptyRow(), item: 'Rice', unit: 'packs', quantity: '240' }],
    ...fields,
  });
  const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'a.jpg', { type: 'image/jpeg' });

  it('sends the multipart form the API takes, items as JSON', () => {
    const checked = checkDistribution(form({ amountSpent: '1,250.50', note: ' Sunny ' }), 9, false, TODAY);
    if (!checked.ok) throw new Error('expected a request');
    const body = checked.request;
    expect(body.get('eventID')).toBe('9');
    expect(body.get('barangay')).toBe('Bucana');
    expect(body.get('distributedOn')).toBe(TODAY);
    expect(body.get('households')).toBe('120');
    expect(JSON.parse(String(body.get('items')))).toEqual([{ item: 'Rice', unit: 'packs', quantity: 240 }]);
    expect(body.get('amountSpent')).toBe('1250.5');
    expect(body.get('note')).toBe('Sunny');
    expect(body.get('photoConsent')).toBeNull();
    expect(body.getAll('photos')).toEqual([]);
  });

  it('on a relief drive sends the chosen needs and asks for a need on every row', () => {
    const rows = [
      { ...emptyRow(), needID: '3', quantity: '10' },
      { ...emptyRow(), needID: '', quantity: '5' },
    ];
    const refused = checkDistribution(form({ items: rows }), 9, true, TODAY);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(Object.keys(refused.rows)).toEqual([String(rows[1]?.key)]);
    expect(english(refused.rows[rows[1]?.key ?? 0]?.need)).toBe('Choose an item.');

    const accepted = checkDistribution(form({ items: rows.slice(0, 1) }), 9, true, TODAY);
    if (!accepted.ok) throw new Error('expected a request');
    expect(JSON.parse(String(accepted.request.get('items')))).toEqual([{ needID: 3, quantity: 10 }]);
  });

  it('sends photos only with the consent ticked', () => {
    const refused = checkDistribution(form({ photos: [photo] }), 9, false, TODAY);
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(english(refused.problems.photoConsent)).toBe(
        'Confirm that the people in the photos agreed to be photographed.',
      );
    const accepted = checkDistribution(form({ photos: [photo, photo], photoConsent: true }), 9, false, TODAY);
    if (!accepted.ok) throw new Error('expected a request');
    expect(accepted.request.get('photoConsent')).toBe('true');
    expect(accepted.request.getAll('photos')).toHaveLength(2);
  });

  it('refuses more than 4 photos, more than 30 items, and each bad field', () => {
    const checked = checkDistribution(
      form({
        barangay: ' ',
        distributedOn: '2026-12-01',
        households: '-1',
        amountSpent: 'a lot',
        photos: [photo, photo, photo, photo, photo],
        photoConsent: true,
        items: Array.from({ length: 31 }, () => ({
          ...emptyRow(),
          item: 'Rice',
          unit: 'packs',
          quantity: '1',
        })),
      }),
      9,
      false,
      TODAY,
    );
    expect(problemsOf(checked)).toEqual({
      barangay: 'Enter the barangay, up to 120 characters.',
      distributedOn: 'Enter a date that is today or earlier.',
      households: 'Enter a whole number from 0 to 1,000,000.',
      amountSpent: 'Enter ₱0 to ₱100,000,000, with at most 2 decimals.',
      photos: 'Choose at most 4 photos.',
      itemsList: 'A distribution can list up to 30 items.',
    });
  });

  it('takes 0 households (goods left at a barangay hall) but not a missing quantity', () => {
    const checked = checkDistribution(
      form({ households: '0', items: [{ ...emptyRow(), item: 'Rice', unit: 'packs', quantity: '' }] }),
      9,
      false,
      TODAY,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems).toEqual({});
    expect(Object.values(checked.rows).map((row) => english(row.quantity))).toEqual([
      'Enter a whole number from 1 to 1,000,000.',
    ]);
  });
});

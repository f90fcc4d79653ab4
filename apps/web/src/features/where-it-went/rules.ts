import {
  DISTRIBUTION_BARANGAY_MAX,
  DISTRIBUTION_HOUSEHOLDS_MAX,
  DISTRIBUTION_ITEMS_MAX,
  DISTRIBUTION_NOTE_MAX,
  DISTRIBUTION_PHOTOS_MAX,
  DISTRIBUTION_SPENT_MAX,
  NEED_ITEM_MAX,
  NEED_QUANTITY_MAX,
  NEED_UNIT_MAX,
  OFFLINE_CASH_MAX,
  OFFLINE_DONOR_NAME_MAX,
  OFFLINE_NOTE_MAX,
  philippineToday,
  type RecordOfflineGiftRequest,
  VOID_REASON_MAX,
} from '@tabang/shared';
import type { Problem } from './texts';

/*
 * The forms' own checks, so a person learns what to fix before anything is sent; the server checks the same again.
 * Each returns either the request to send or the problems by field (texts of the pages, shown in the reader's
 * language).
 */

const PESOS = /^\d{1,9}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,9}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Pesos typed by a person ("3,500.50" or "3500"), or null when it is not an amount with at most 2 decimals. */
export function parsePesos(text: string): number | null {
  const plain = text.trim().replace(/,/g, '').replace(/^₱\s*/, '');
  return PESOS.test(plain) ? Number(plain) : null;
}

const wholeNumber = (text: string) => (WHOLE.test(text.trim()) ? Number(text.trim()) : null);
/** A count of goods: a whole number from 1 to the most a need may ask for. */
const isQuantity = (quantity: number | null): quantity is number =>
  quantity !== null && quantity >= 1 && quantity <= NEED_QUANTITY_MAX;

/** A real calendar date (no 30 February), not after today in the Philippines. */
export function isPastOrToday(date: string, today = philippineToday()): boolean {
  if (!DATE.test(date)) return false;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date && date <= today;
}

/** A problem to show: a text of the pages and its values, written as people read numbers. */
const problem = (key: Problem['key'], values: Record<string, string | number> = {}): Problem => ({
  key,
  values: Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'number' ? value.toLocaleString('en-PH') : value,
    ]),
  ),
});

type Problems<F extends string> = Partial<Record<F, Problem>>;
type Checked<T, F extends string> = { ok: true; request: T } | { ok: false; problems: Problems<F> };

const done = <T, F extends string>(problems: Problems<F>, request: () => T): Checked<T, F> =>
  Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, request: request() };

export type GiftForm = {
  kind: 'cash' | 'goods';
  amount: string;
  item: string;
  unit: string;
  quantity: string;
  donorName: string;
  receivedOn: string;
  note: string;
  /** '' for the charity as a whole. */
  eventID: string;
};
export type GiftField = Exclude<keyof GiftForm, 'eventID'>;

export const emptyGift = (eventID: number | null, today = philippineToday()): GiftForm => ({
  kind: 'cash',
  amount: '',
  item: '',
  unit: '',
  quantity: '',
  donorName: '',
  receivedOn: today,
  note: '',
  eventID: eventID === null ? '' : String(eventID),
});

/** A gift received outside Tabang: cash needs its amount; goods their item, unit and whole quantity. */
export function checkGift(
  form: GiftForm,
  organizationID: number,
  today = philippineToday(),
): Checked<RecordOfflineGiftRequest, GiftField> {
  const problems: Problems<GiftField> = {};
  const amount = parsePesos(form.amount);
  const quantity = wholeNumber(form.quantity);
  const item = form.item.trim();
  const unit = form.unit.trim();
  const donorName = form.donorName.trim();
  const note = form.note.trim();
  if (form.kind === 'cash') {
    if (amount === null || amount <= 0 || amount > OFFLINE_CASH_MAX)
      problems.amount = problem('amountInvalid', {
        max: OFFLINE_CASH_MAX,
      });
  } else {
    if (!item || item.length > NEED_ITEM_MAX) problems.item = problem('itemInvalid', { max: NEED_ITEM_MAX });
    if (!unit || unit.length > NEED_UNIT_MAX) problems.unit = problem('unitInvalid', { max: NEED_UNIT_MAX });
    if (!isQuantity(quantity))
      problems.quantity = problem('quantityInvalid', {
        max: NEED_QUANTITY_MAX,
      });
  }
  if (donorName.length > OFFLINE_DONOR_NAME_MAX)
    problems.donorName = problem('tooLong', { max: OFFLINE_DONOR_NAME_MAX });
  if (!isPastOrToday(form.receivedOn, today)) problems.receivedOn = problem('dateInvalid');
  if (note.length > OFFLINE_NOTE_MAX) problems.note = problem('tooLong', { max: OFFLINE_NOTE_MAX });
  return done(problems, () => ({
    organizationID,
    ...(form.eventID ? { eventID: Number(form.eventID) } : {}),
    kind: form.kind,
    ...(form.kind === 'cash' ? { amount: amount ?? 0 } : { item, unit, quantity: quantity ?? 0 }),
    ...(donorName ? { donorName } : {}),
    receivedOn: form.receivedOn,
    ...(note ? { note } : {}),
  }));
}

/** A void's reason: 1 to 300 characters once trimmed. */
export function checkReason(reason: string): Problem | undefined {
  const trimmed = reason.trim();
  return trimmed && trimmed.length <= VOID_REASON_MAX
    ? undefined
    : problem('voidReasonInvalid', { max: VOID_REASON_MAX });
}

/** One row of a distribution's items: on a relief drive a need, otherwise an item and unit typed in. */
export type ItemRow = { key: number; needID: string; item: string; unit: string; quantity: string };

export type DistributionForm = {
  barangay: string;
  distributedOn: string;
  households: string;
  items: ItemRow[];
  amountSpent: string;
  note: string;
  photos: File[];
  photoConsent: boolean;
};
export type DistributionField = Exclude<keyof DistributionForm, 'items'>;
/** The problems of one item row, by its key. */
export type RowProblems = Record<number, Partial<Record<'need' | 'item' | 'unit' | 'quantity', Problem>>>;

let nextRowKey = 1;
export const emptyRow = (): ItemRow => ({ key: nextRowKey++, needID: '', item: '', unit: '', quantity: '' });

export const emptyDistribution = (today = philippineToday()): DistributionForm => ({
  barangay: '',
  distributedOn: today,
  households: '',
  items: [emptyRow()],
  amountSpent: '',
  note: '',
  photos: [],
  photoConsent: false,
});

export type DistributionItem =
  | { needID: number; quantity: number }
  | { item: string; unit: string; quantity: number };

/**
 * A distribution: where, when, how many households, 1 to 30 items (needs on a drive), what was spent, and photos
 * only with the consent ticked. The answer's `body` is the multipart form the API takes.
 */
export function checkDistribution(
  form: DistributionForm,
  eventID: number,
  reliefDrive: boolean,
  today = philippineToday(),
):
  | { ok: true; request: FormData }
  | { ok: false; problems: Problems<DistributionField | 'itemsList'>; rows: RowProblems } {
  const problems: Problems<DistributionField | 'itemsList'> = {};
  const rows: RowProblems = {};
  const barangay = form.barangay.trim();
  const households = wholeNumber(form.households);
  const spentText = form.amountSpent.trim();
  const spent = spentText ? parsePesos(spentText) : null;
  const note = form.note.trim();
  if (!barangay || barangay.length > DISTRIBUTION_BARANGAY_MAX)
    problems.barangay = problem('barangayInvalid', { max: DISTRIBUTION_BARANGAY_MAX });
  if (!isPastOrToday(form.distributedOn, today)) problems.distributedOn = problem('dateInvalid');
  if (households === null || households > DISTRIBUTION_HOUSEHOLDS_MAX)
    problems.households = problem('householdsInvalid', {
      max: DISTRIBUTION_HOUSEHOLDS_MAX,
    });
  if (spentText && (spent === null || spent > DISTRIBUTION_SPENT_MAX))
    problems.amountSpent = problem('amountSpentInvalid', {
      max: DISTRIBUTION_SPENT_MAX,
    });
  if (note.length > DISTRIBUTION_NOTE_MAX) problems.note = problem('tooLong', { max: DISTRIBUTION_NOTE_MAX });
  if (form.photos.length > DISTRIBUTION_PHOTOS_MAX)
    problems.photos = problem('photosTooMany', { max: DISTRIBUTION_PHOTOS_MAX });
  if (form.photos.length > 0 && !form.photoConsent) problems.photoConsent = problem('photoConsentRequired');
  if (form.items.length > DISTRIBUTION_ITEMS_MAX)
    problems.itemsList = problem('itemsTooMany', { max: DISTRIBUTION_ITEMS_MAX });

  const items: DistributionItem[] = [];
  for (const row of form.items) {
    const found: RowProblems[number] = {};
    const quantity = wholeNumber(row.quantity);
    if (!isQuantity(quantity))
      found.quantity = problem('quantityInvalid', {
        max: NEED_QUANTITY_MAX,
      });
    if (reliefDrive) {
      if (!row.needID) found.need = problem('needRequired');
      else if (isQuantity(quantity)) items.push({ needID: Number(row.needID), quantity });
    } else {
      const item = row.item.trim();
      const unit = row.unit.trim();
      if (!item || item.length > NEED_ITEM_MAX) found.item = problem('itemInvalid', { max: NEED_ITEM_MAX });
      if (!unit || unit.length > NEED_UNIT_MAX) found.unit = problem('unitInvalid', { max: NEED_UNIT_MAX });
      if (isQuantity(quantity) && !found.item && !found.unit) items.push({ item, unit, quantity });
    }
    if (Object.keys(found).length > 0) rows[row.key] = found;
  }
  if (Object.keys(problems).length > 0 || Object.keys(rows).length > 0) return { ok: false, problems, rows };

  const body = new FormData();
  body.set('eventID', String(eventID));
  body.set('barangay', barangay);
  body.set('distributedOn', form.distributedOn);
  body.set('households', String(households));
  body.set('items', JSON.stringify(items));
  if (spent !== null) body.set('amountSpent', String(spent));
  if (note) body.set('note', note);
  if (form.photos.length > 0) body.set('photoConsent', 'true');
  for (const photo of form.photos) body.append('photos', photo);
  return { ok: true, request: body };
}

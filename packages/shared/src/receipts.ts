/** Receipts are numbered per year and dated in Davao's time. */
export const RECEIPT_TIME_ZONE = 'Asia/Manila';

/** The receipt's catalogue key for each payment method, by the gateways' names folded (GCASH, grab_pay, 7ELEVEN…). */
export const RECEIPT_METHOD_KEYS = {
  gcash: 'receipts.methods.gcash',
  grabpay: 'receipts.methods.grabpay',
  '7eleven': 'receipts.methods.sevenEleven',
  paymaya: 'receipts.methods.maya',
  maya: 'receipts.methods.maya',
  card: 'receipts.methods.card',
  qrph: 'receipts.methods.qrph',
} as const;

/** A gateway's method name folded for RECEIPT_METHOD_KEYS: lower case, letters and digits only. */
export const foldPaymentMethod = (method: string) => method.toLowerCase().replace(/[^a-z0-9]/g, '');

const yearFormat = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: RECEIPT_TIME_ZONE });
/** The receipt year of a moment: its year in Davao. */
export const receiptYear = (date: Date) => Number(yearFormat.format(date));

/** The nth receipt of a year, e.g. (2026, 123) → TB-2026-000123 (the completion statement writes the same). */
export const receiptNumber = (year: number, n: number) => `TB-${year}-${String(n).padStart(6, '0')}`;

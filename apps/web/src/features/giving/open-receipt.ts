import { ApiError, getToken } from '../../lib/api-client';
import texts from '../../lib/i18n';

/** How long the receipt's blob URL lives: long enough for the new tab to read it. */
const BLOB_URL_LIFETIME_MS = 60_000;

/**
 * TEMPORARY stand-in until the receipts work lands `openReceipt` in features/donations/api.ts (same signature):
 * fetches the receipt PDF with the session's token and opens it in a new tab.
 */
export async function openReceipt(reqId: string): Promise<void> {
  const token = getToken();
  const response = await fetch(`/api/get/donations/${encodeURIComponent(reqId)}/receipt.pdf`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  }).catch(() => {
    throw new ApiError(texts.t('errors.offline'), 0);
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' ? body.message : texts.t('errors.generic');
    throw new ApiError(message, response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
}

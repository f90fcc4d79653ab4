import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from '../../lib/i18n';
import { openReceipt } from './api';

/** "Download receipt" for a completed donation; only its donor (or an admin) gets the file, others an error. */
export function ReceiptButton({ reqId }: { reqId: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await openReceipt(reqId);
    } catch {
      toast.error(t('receipts.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn-outline" onClick={download} disabled={busy} aria-busy={busy}>
      {busy ? t('receipts.downloading') : t('receipts.download')}
    </button>
  );
}

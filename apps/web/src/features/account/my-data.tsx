import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { PasswordField } from '../../components/form/controls';
import { FormMessage } from '../../components/form/form-message';
import { Modal } from '../../components/modal';
import { useTranslation } from '../../lib/i18n';
import { downloadMyData, useDeleteAccount } from './api';
import { Panel } from './panel';

/** "Download my data" and "Delete my account" (the Data Privacy Act's rights of access and erasure). */
export function MyData() {
  const { t } = useTranslation();
  const remove = useDeleteAccount();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadMyData();
      toast.success(t('account.data.downloaded'));
    } catch (failure) {
      setDownloadError((failure as Error).message);
    } finally {
      setDownloading(false);
    }
  };

  const close = () => {
    if (remove.isPending) return;
    setConfirming(false);
    setPassword('');
    setError(null);
  };

  const onDelete = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') return setError(t('account.delete.passwordRequired'));
    setError(null);
    remove.mutate(password, {
      onSuccess: (data) => toast.success(data.message),
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <>
      <Panel title={t('account.data.heading')} intro={t('account.data.intro')}>
        <button
          type="button"
          className="btn-outline w-full sm:w-auto"
          onClick={download}
          disabled={downloading}
        >
          {downloading ? t('account.data.downloading') : t('account.data.download')}
        </button>
        {downloadError && (
          <div className="mt-3">
            <FormMessage kind="error">{downloadError}</FormMessage>
          </div>
        )}
      </Panel>
      <Panel title={t('account.delete.heading')} intro={t('account.delete.intro')}>
        <button
          type="button"
          className="min-h-11 w-full rounded-lg border border-red-700 px-4 font-semibold text-red-800 hover:bg-red-50 sm:w-auto"
          onClick={() => setConfirming(true)}
        >
          {t('account.delete.open')}
        </button>
      </Panel>
      <Modal open={confirming} title={t('account.delete.dialogTitle')} onClose={close}>
        <form noValidate onSubmit={onDelete} className="space-y-4">
          <p className="text-stone-700">{t('account.delete.dialogText')}</p>
          <PasswordField
            label={t('account.delete.password')}
            name="password"
            autoComplete="current-password"
            aria-required
            aria-invalid={error ? true : undefined}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {error && <FormMessage kind="error">{error}</FormMessage>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className="btn-outline" onClick={close} disabled={remove.isPending}>
              {t('account.delete.cancel')}
            </button>
            <button
              type="submit"
              className="min-h-11 rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              disabled={remove.isPending}
            >
              {remove.isPending ? t('account.delete.deleting') : t('account.delete.confirm')}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}

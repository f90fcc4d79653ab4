import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { FormMessage } from '../../components/form/form-message';
import { Modal } from '../../components/modal';
import { ApiError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n';
import { distributionsCsvPath, donorsCsvPath, downloadCsv, useEventReport, usePublishReport } from './api';

/** A button that fetches a CSV export with the session and saves it; a failure is said next to it. */
function DownloadButton({ path, children }: { path: string; children: ReactNode }) {
  const { t } = useTranslation();
  const download = useMutation({ mutationFn: () => downloadCsv(path) });
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button
        type="button"
        className="btn-outline"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? t('whereItWentPages.downloading') : children}
      </button>
      {download.isError && (
        <span role="alert" className="text-sm text-red-800">
          {download.error instanceof ApiError ? download.error.message : t('whereItWentPages.downloadFailed')}
        </span>
      )}
    </span>
  );
}

/** The donor and distribution lists DSWD asks for at a permit's end. */
export function ReportFiles({ eventID }: { eventID: number }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="files-heading"
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h2 id="files-heading" className="text-xl font-bold">
        {t('whereItWentPages.filesHeading')}
      </h2>
      <div className="flex flex-wrap gap-3">
        <DownloadButton path={donorsCsvPath(eventID)}>{t('whereItWentPages.downloadDonors')}</DownloadButton>
        <DownloadButton path={distributionsCsvPath(eventID)}>
          {t('whereItWentPages.downloadDistributions')}
        </DownloadButton>
      </div>
    </section>
  );
}

/**
 * "Publish final report", after a confirmation that says who will be emailed; publishing again only moves the
 * date (the server emails nobody twice).
 */
export function PublishReport({ eventID }: { eventID: number }) {
  const { t } = useTranslation();
  const report = useEventReport(eventID);
  const publish = usePublishReport(eventID);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string>();
  const publishedAt = report.data?.publishedAt ?? null;
  const close = () => {
    setConfirming(false);
    setFailure(undefined);
  };
  const confirm = () => {
    setFailure(undefined);
    publish.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('whereItWentPages.publishDone'));
        setConfirming(false);
      },
      onError: (error) =>
        setFailure(error instanceof ApiError ? error.message : t('whereItWentPages.saveFailed')),
    });
  };
  return (
    <section
      aria-labelledby="publish-heading"
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4"
    >
      <h2 id="publish-heading" className="text-xl font-bold">
        {t('whereItWentPages.publishHeading')}
      </h2>
      <p className="text-stone-700">{t('whereItWentPages.publishIntro')}</p>
      <p className="font-semibold" data-testid="publish-state">
        {publishedAt
          ? t('whereItWentPages.publishedAt', { date: formatDateTime(publishedAt) })
          : t('whereItWentPages.notPublished')}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={() => setConfirming(true)}>
          {publishedAt ? t('whereItWentPages.publishAgain') : t('whereItWentPages.publish')}
        </button>
        <Link to={`/event/${eventID}/report`} className="btn-outline">
          {t('whereItWentPages.viewPublicReport')}
        </Link>
      </div>
      <Modal open={confirming} title={t('whereItWentPages.publishTitle')} onClose={close}>
        <p className="text-stone-700">{t('whereItWentPages.publishText')}</p>
        {failure && (
          <div className="mt-3">
            <FormMessage kind="error">{failure}</FormMessage>
          </div>
        )}
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-outline" onClick={close}>
            {t('whereItWentPages.publishCancel')}
          </button>
          <button type="button" className="btn-primary" aria-busy={publish.isPending} onClick={confirm}>
            {t('whereItWentPages.publishConfirm')}
          </button>
        </div>
      </Modal>
    </section>
  );
}

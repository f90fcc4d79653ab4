import { googleCalendarSubscribeUrl, webcalUrl } from '@tabang/shared';
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { inputClass } from '../../components/form/controls';
import { FormMessage } from '../../components/form/form-message';
import { Modal } from '../../components/modal';
import { StatusMessage } from '../../components/status-message';
import { useTranslation } from '../../lib/i18n';
import { useCalendarFeed, useChangeCalendarFeed } from './api';

type Confirming = 'rotate' | 'turnOff' | null;

/**
 * The volunteer's personal calendar feed: a secret link that calendar apps subscribe to (webcal:// for Apple
 * Calendar and Outlook, Google Calendar's "add by URL"), listing the events they volunteer for. It can be made
 * again (the old link stops working) or turned off.
 */
export function CalendarFeed() {
  const { t } = useTranslation();
  const feed = useCalendarFeed();
  const { create, revoke } = useChangeCalendarFeed();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [failed, setFailed] = useState(false);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const busy = create.isPending || revoke.isPending;
  // Turning the link off removes the buttons that had focus: it moves to "Create my calendar link".
  const createButton = useRef<HTMLButtonElement>(null);
  const focusCreate = useRef(false);
  useEffect(() => {
    if (focusCreate.current && createButton.current) {
      focusCreate.current = false;
      createButton.current.focus();
    }
  });

  if (feed.isPending) return <StatusMessage kind="loading">{t('common.loading')}</StatusMessage>;
  if (feed.isError)
    return (
      <StatusMessage kind="error" onRetry={() => void feed.refetch()}>
        {t('calendar.feed.loadFailed')}
      </StatusMessage>
    );
  const { url } = feed.data;

  const makeLink = (rotating: boolean) => {
    setFailed(false);
    create.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        if (rotating) toast.success(t('calendar.feed.rotated'));
      },
      onError: () => {
        setConfirming(null);
        setFailed(true);
      },
    });
  };
  const turnOff = () => {
    setFailed(false);
    revoke.mutate(undefined, {
      onSuccess: (data) => {
        setConfirming(null);
        focusCreate.current = true;
        toast.success(data.message);
      },
      onError: () => {
        setConfirming(null);
        setFailed(true);
      },
    });
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('calendar.feed.copied'));
    } catch {
      // No clipboard (an insecure origin, a refusal): the link is selected for the person to copy.
      input.current?.select();
      toast.error(t('calendar.feed.copyFailed'));
    }
  };
  const close = () => {
    if (!busy) setConfirming(null);
  };

  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <p className="text-stone-700">{t('calendar.feed.intro')}</p>
      {url === null ? (
        <button
          ref={createButton}
          type="button"
          className="btn-primary mt-4 w-full sm:w-auto"
          onClick={() => makeLink(false)}
          disabled={busy}
        >
          {create.isPending ? t('calendar.feed.working') : t('calendar.feed.create')}
        </button>
      ) : (
        <>
          <label htmlFor={inputId} className="mt-4 block font-semibold text-stone-800">
            {t('calendar.feed.linkLabel')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <input
              ref={input}
              id={inputId}
              type="text"
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className={`${inputClass} font-mono text-sm sm:flex-1`}
            />
            <button type="button" className="btn-outline sm:mt-1" onClick={() => void copy()}>
              {t('calendar.feed.copy')}
            </button>
          </div>
          <p className="mt-2 text-sm text-stone-600">{t('calendar.feed.private')}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <a className="btn-primary" href={webcalUrl(url)}>
              {t('calendar.feed.subscribe')}
            </a>
            <a
              className="btn-outline"
              href={googleCalendarSubscribeUrl(url)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('calendar.feed.google')}
              <span className="sr-only"> {t('calendar.newTab')}</span>
            </a>
          </div>
          <div className="mt-4 flex flex-wrap gap-2 border-t border-stone-100 pt-4">
            <button
              type="button"
              className="btn-outline"
              onClick={() => setConfirming('rotate')}
              disabled={busy}
            >
              {t('calendar.feed.rotate')}
            </button>
            <button
              type="button"
              className="btn border border-red-700 text-red-800 hover:bg-red-50"
              onClick={() => setConfirming('turnOff')}
              disabled={busy}
            >
              {t('calendar.feed.turnOff')}
            </button>
          </div>
        </>
      )}
      {failed && (
        <div className="mt-3">
          <FormMessage kind="error">{t('calendar.feed.actionFailed')}</FormMessage>
        </div>
      )}
      <Modal
        open={confirming !== null}
        title={confirming === 'turnOff' ? t('calendar.feed.turnOffTitle') : t('calendar.feed.rotateTitle')}
        onClose={close}
      >
        <p className="text-stone-700">
          {confirming === 'turnOff' ? t('calendar.feed.turnOffConfirm') : t('calendar.feed.rotateConfirm')}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-outline" onClick={close} disabled={busy}>
            {t('calendar.cancel')}
          </button>
          <button
            type="button"
            className="btn-primary"
            onClick={confirming === 'turnOff' ? turnOff : () => makeLink(true)}
            disabled={busy}
          >
            {busy
              ? t('calendar.feed.working')
              : confirming === 'turnOff'
                ? t('calendar.feed.turnOffAction')
                : t('calendar.feed.rotateAction')}
          </button>
        </div>
      </Modal>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n';

type Props = {
  /** Which page to share: a charity's (/charity/{id}) or an event's (/event/{id}). */
  kind: 'charity' | 'event';
  id: number;
  name: string;
};

/** A phone or tablet: a finger, not a mouse. */
const isPhone = () => window.matchMedia?.('(pointer: coarse)').matches === true;

/** Share links built from the page's address (plain links: no third-party script runs on the page). */
function shareLinks(url: string, phone: boolean) {
  const link = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${link}`,
    // Messenger's web dialog needs a Facebook app id; without one only the phone app takes a link.
    messenger: phone ? `fb-messenger://share/?link=${link}` : null,
  };
}

/**
 * Sharing a charity's or an event's page. On a phone with a share sheet, one Share button opens it; elsewhere (or
 * when the sheet fails) Facebook and Messenger links and Copy link, which says "Link copied", or selects the link
 * in a box for the person to copy when the browser does not allow copying.
 */
export function ShareButtons({ kind, id, name }: Props) {
  const { t } = useTranslation();
  const url = `${window.location.origin}/${kind}/${id}`;
  const [phone] = useState(isPhone);
  // A phone's share sheet knows the person's own apps; a desktop's (where there is one) is less useful than links.
  const sheet = phone && typeof navigator.share === 'function';
  const [sheetFailed, setSheetFailed] = useState(false);
  const [status, setStatus] = useState('');
  const [showLink, setShowLink] = useState(false);
  const linkBox = useRef<HTMLInputElement>(null);
  const links = shareLinks(url, phone);

  useEffect(() => {
    if (showLink) linkBox.current?.select();
  }, [showLink]);

  const share = async () => {
    const text = t(kind === 'charity' ? 'share.charityText' : 'share.eventText', { name });
    try {
      await navigator.share({ title: name, text, url });
    } catch (error) {
      // The person closed the sheet: nothing went wrong.
      if ((error as Error | undefined)?.name === 'AbortError') return;
      setSheetFailed(true);
      setStatus(t('share.failed'));
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setShowLink(false);
      setStatus(t('share.copied'));
    } catch {
      // No clipboard (an http page, an old browser) or no permission: the link, selected, to copy by hand.
      setShowLink(true);
      setStatus(t('share.copyFallback'));
      linkBox.current?.select();
    }
  };

  const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <fieldset className="mt-4 min-w-0" data-testid="share-buttons">
      <legend className="sr-only">{t('share.heading')}</legend>
      <div className="flex flex-wrap gap-2">
        {sheet && !sheetFailed ? (
          <button
            type="button"
            className="btn-outline"
            aria-label={t('share.shareLabel', { name })}
            onClick={() => void share()}
          >
            {t('share.share')}
          </button>
        ) : (
          <>
            <a
              className="btn-outline"
              href={links.facebook}
              aria-label={t('share.facebookLabel', { name })}
              {...newTab}
            >
              {t('share.facebook')}
            </a>
            {links.messenger && (
              // An app's address: a new tab would stay blank.
              <a
                className="btn-outline"
                href={links.messenger}
                aria-label={t('share.messengerLabel', { name })}
              >
                {t('share.messenger')}
              </a>
            )}
            <button type="button" className="btn-outline" onClick={() => void copy()}>
              {t('share.copyLink')}
            </button>
          </>
        )}
      </div>
      {showLink && (
        <label className="mt-2 block text-sm">
          <span className="sr-only">{t('share.linkLabel')}</span>
          <input
            ref={linkBox}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-stone-800"
          />
        </label>
      )}
      <p role="status" className="mt-2 text-sm text-stone-700">
        {status}
      </p>
    </fieldset>
  );
}

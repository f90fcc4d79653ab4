import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormMessage } from '../../components/form/form-message';
import { PageState } from '../../components/page-state';
import { languageChosenHere, setLanguage, useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useChangeSubscription, useUnsubscribeState } from './api';

/** The way to every choice (signing in first when needed). */
function ManageLink() {
  const { t } = useTranslation();
  return (
    <Link to="/profile/notifications" className="btn-outline">
      {t('notifications.unsubscribe.manage')}
    </Link>
  );
}

/**
 * /unsubscribe?token=… (no login): an email's unsubscribe link. Opening it changes nothing (mail scanners open
 * links); the button turns that email off, with a way back and a link to every choice.
 */
function Unsubscribe({ token }: { token: string }) {
  const { t } = useTranslation();
  const state = useUnsubscribeState(token);
  const change = useChangeSubscription(token);
  // An email opened on a device that never chose a language: the page speaks the account's, as its emails do.
  const accountLanguage = state.data?.language;
  useEffect(() => {
    if (accountLanguage && !languageChosenHere()) void setLanguage(accountLanguage);
  }, [accountLanguage]);
  if (state.isPending)
    return (
      <PageState
        kind="loading"
        title={t('notifications.unsubscribe.title')}
        message={t('notifications.unsubscribe.checking')}
      />
    );
  if (state.isError)
    return (
      <PageState
        kind="error"
        title={t('notifications.unsubscribe.title')}
        message={state.error.message}
        action={<ManageLink />}
      />
    );
  const topic = t(`notifications.topics.${state.data.topic}.name`);
  const done = change.data;
  return (
    <div className="container-page max-w-xl py-10">
      <h1 className="text-3xl font-extrabold text-brand-900">{t('notifications.unsubscribe.title')}</h1>
      <div className="mt-6 space-y-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        {done ? (
          <p role="status" className="text-lg font-semibold text-stone-900">
            {done.message}
          </p>
        ) : state.data.subscribed ? (
          <>
            <p className="text-lg font-semibold text-stone-900">
              {t('notifications.unsubscribe.question', { topic })}
            </p>
            <p className="text-stone-700">{t('notifications.unsubscribe.explain')}</p>
          </>
        ) : (
          <p className="text-lg font-semibold text-stone-900">
            {t('notifications.unsubscribe.alreadyOff', { topic })}
          </p>
        )}
        {change.isError && (
          <FormMessage kind="error">
            {t('notifications.unsubscribe.failed', { message: change.error.message })}
          </FormMessage>
        )}
        <div className="flex flex-wrap gap-3">
          {state.data.subscribed ? (
            <button
              type="button"
              className="btn-primary"
              disabled={change.isPending}
              onClick={() => change.mutate(false)}
            >
              {change.isPending
                ? t('notifications.unsubscribe.working')
                : t('notifications.unsubscribe.confirm')}
            </button>
          ) : (
            <button
              type="button"
              className="btn-outline"
              disabled={change.isPending}
              onClick={() => change.mutate(true)}
            >
              {t('notifications.unsubscribe.undo')}
            </button>
          )}
          <ManageLink />
        </div>
      </div>
    </div>
  );
}

export default function UnsubscribePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notifications.unsubscribe.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  if (!token)
    return (
      <PageState
        kind="error"
        title={t('notifications.unsubscribe.title')}
        message={t('notifications.invalidLink')}
        action={<ManageLink />}
      />
    );
  return <Unsubscribe token={token} />;
}

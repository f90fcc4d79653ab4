import { EMAIL_TOPICS, type NotificationSettings } from '@tabang/shared';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { PageState } from '../../components/page-state';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Panel } from '../account/panel';
import { useNotificationSettings, useSaveNotifications } from './api';

/** One email topic's checkbox with what it means; a change is saved at once. */
function TopicChoice({
  topic,
  settings,
}: {
  topic: (typeof EMAIL_TOPICS)[number];
  settings: NotificationSettings;
}) {
  const { t } = useTranslation();
  const save = useSaveNotifications();
  const hintId = useId();
  return (
    <div>
      <label className="flex min-h-11 items-center gap-3 font-medium text-stone-800">
        <input
          type="checkbox"
          name={topic}
          className="size-5 shrink-0 accent-brand-700"
          aria-describedby={hintId}
          checked={settings[topic]}
          onChange={(event) =>
            save.mutate(
              { [topic]: event.target.checked },
              {
                onSuccess: (answer) => toast.success(answer.message),
                onError: (failure) =>
                  toast.error(t('notifications.saveFailed', { message: failure.message })),
              },
            )
          }
        />
        {t(`notifications.topics.${topic}.label`)}
      </label>
      <p id={hintId} className="ml-8 text-sm text-stone-600">
        {t(`notifications.topics.${topic}.hint`)}
      </p>
    </div>
  );
}

/** /profile/notifications (signed in): the emails a person gets, and where their texts are chosen. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  useDocumentTitle(t('notifications.title'));

  if (settings.isPending)
    return <PageState kind="loading" title={t('notifications.title')} message={t('notifications.loading')} />;
  if (settings.isError)
    return (
      <PageState
        kind="error"
        title={t('notifications.title')}
        message={t('notifications.loadError')}
        onRetry={() => void settings.refetch()}
      />
    );
  const { data } = settings;
  return (
    <div className="container-page max-w-3xl py-6 lg:py-10">
      <h1 className="text-3xl font-extrabold text-brand-900">{t('notifications.title')}</h1>
      <p className="mt-1 text-stone-700">{t('notifications.intro')}</p>
      <div className="mt-6 space-y-6">
        <Panel title={t('notifications.emailHeading')}>
          <fieldset className="space-y-3">
            <legend className="sr-only">{t('notifications.emailHeading')}</legend>
            {EMAIL_TOPICS.map((topic) => (
              <TopicChoice key={topic} topic={topic} settings={data} />
            ))}
          </fieldset>
          <p className="mt-4 text-sm text-stone-600">{t('notifications.alwaysSent')}</p>
        </Panel>
        <Panel title={t('notifications.textsHeading')}>
          <p className="text-stone-700" data-testid="texts-state">
            {data.texts
              ? t('notifications.textsOn', { number: data.contactNumber })
              : t('notifications.textsOff')}
          </p>
          <Link
            to="/profile#texts"
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
          >
            {t('notifications.changeTexts')}
          </Link>
        </Panel>
      </div>
    </div>
  );
}

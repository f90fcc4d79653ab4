import { msg, UPDATE_BODY_MAX, UPDATE_PHOTO_FIELDS, UPDATE_PHOTOS_MAX, type Update } from '@tabang/shared';
import { type FormEvent, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { TextArea } from '../../components/form/controls';
import { FormMessage } from '../../components/form/form-message';
import { LoadMore } from '../../components/load-more';
import { Modal } from '../../components/modal';
import { ResponsiveImage } from '../../components/responsive-image';
import { StatusMessage } from '../../components/status-message';
import { imageUrl } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { translateText, useTranslation } from '../../lib/i18n';
import { checkImageFile } from '../../lib/image-check';
import { useAuth } from '../../lib/session';
import { type UpdatesOf, useDeleteUpdate, useEditUpdate, usePostUpdate, useUpdates } from './api';

type Props = UpdatesOf & { representativeUserID: number | null };

/** The form that posts an update: its text, up to four photos, and the consent the photos need. */
function PostForm({ organizationID, eventID }: UpdatesOf) {
  const { t } = useTranslation();
  const post = usePostUpdate();
  const photosId = useId();
  const photosHintId = useId();
  const consentId = useId();
  const [body, setBody] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [consent, setConsent] = useState(false);
  const [problem, setProblem] = useState<{
    field: 'body' | 'photos' | 'consent' | 'form';
    message: string;
  } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setProblem({ field: 'body', message: t('updates.bodyRequired') });
    if (text.length > UPDATE_BODY_MAX)
      return setProblem({
        field: 'body',
        message: t('updates.bodyTooLong', { max: String(UPDATE_BODY_MAX) }),
      });
    if (photos.length > UPDATE_PHOTOS_MAX)
      return setProblem({
        field: 'photos',
        message: t('updates.form.tooManyPhotos', { max: String(UPDATE_PHOTOS_MAX) }),
      });
    const bad = photos
      .map((photo) => checkImageFile(photo, msg('errors.unsupportedMediaType')))
      .find(Boolean);
    if (bad) return setProblem({ field: 'photos', message: translateText(bad) });
    if (photos.length > 0 && !consent)
      return setProblem({ field: 'consent', message: t('updates.consentRequired') });
    setProblem(null);
    const form = new FormData();
    form.set('organizationID', String(organizationID));
    if (eventID !== undefined) form.set('eventID', String(eventID));
    form.set('body', text);
    if (photos.length > 0) form.set('photoConsent', String(consent));
    photos.forEach((photo, index) => {
      form.set(UPDATE_PHOTO_FIELDS[index]!, photo);
    });
    post.mutate(form, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setBody('');
        setPhotos([]);
        setConsent(false);
        if (fileInput.current) fileInput.current.value = '';
      },
      onError: (failure) => setProblem({ field: 'form', message: failure.message }),
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5"
    >
      <h3 className="text-lg font-bold">{t('updates.form.heading')}</h3>
      <TextArea
        label={t('updates.form.body')}
        name="body"
        value={body}
        rows={5}
        required
        maxLength={UPDATE_BODY_MAX}
        hint={t('updates.form.bodyHint', { max: String(UPDATE_BODY_MAX) })}
        error={problem?.field === 'body' ? problem.message : undefined}
        onChange={(event) => setBody(event.target.value)}
      />
      <div>
        <label htmlFor={photosId} className="block font-medium text-stone-800">
          {t('updates.form.photos')}
        </label>
        <p id={photosHintId} className="text-sm text-stone-600">
          {t('updates.form.photosHint', { max: String(UPDATE_PHOTOS_MAX) })}
        </p>
        <input
          ref={fileInput}
          id={photosId}
          name="photos"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={photosHintId}
          aria-invalid={problem?.field === 'photos' || undefined}
          onChange={(event) => setPhotos(Array.from(event.target.files ?? []))}
          className="mt-1 block w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
        {problem?.field === 'photos' && <FormMessage kind="error">{problem.message}</FormMessage>}
      </div>
      <div>
        <label htmlFor={consentId} className="flex items-start gap-3 text-stone-800">
          <input
            id={consentId}
            type="checkbox"
            name="photoConsent"
            className="mt-1 size-5 shrink-0 accent-brand-700"
            checked={consent}
            aria-invalid={problem?.field === 'consent' || undefined}
            onChange={(event) => setConsent(event.target.checked)}
          />
          <span>{t('updates.form.consent')}</span>
        </label>
        {problem?.field === 'consent' && <FormMessage kind="error">{problem.message}</FormMessage>}
      </div>
      {problem?.field === 'form' && <FormMessage kind="error">{problem.message}</FormMessage>}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={post.isPending}>
        {post.isPending ? t('updates.form.posting') : t('updates.form.submit')}
      </button>
    </form>
  );
}

/** The representative's or an admin's Edit and Delete of one update. */
function ManageUpdate({ update, onEdit }: { update: Update; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteUpdate();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      <button type="button" className="btn-outline" onClick={onEdit}>
        {t('updates.edit')}
      </button>
      <button type="button" className="btn-outline" onClick={() => setConfirming(true)}>
        {t('updates.delete')}
      </button>
      <Modal open={confirming} title={t('updates.deleteTitle')} onClose={() => setConfirming(false)}>
        <p className="text-stone-700">{t('updates.deleteBody')}</p>
        {remove.isError && <FormMessage kind="error">{remove.error.message}</FormMessage>}
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-outline" onClick={() => setConfirming(false)}>
            {t('updates.cancel')}
          </button>
          <button
            type="button"
            className="btn-primary bg-red-700 hover:bg-red-800"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(
                { updateID: update.updateID },
                {
                  onSuccess: (answer) => {
                    setConfirming(false);
                    toast.success(answer.message);
                  },
                },
              )
            }
          >
            {remove.isPending ? t('updates.deleting') : t('updates.deleteConfirm')}
          </button>
        </div>
      </Modal>
    </div>
  );
}

/** An update's text edited in place. */
function EditForm({ update, onDone }: { update: Update; onDone: () => void }) {
  const { t } = useTranslation();
  const edit = useEditUpdate();
  const [body, setBody] = useState(update.body);
  const [problem, setProblem] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setProblem(t('updates.bodyRequired'));
    edit.mutate(
      { updateID: update.updateID, body: text },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onDone();
        },
        onError: (failure) => setProblem(failure.message),
      },
    );
  };
  return (
    <form noValidate onSubmit={onSubmit} className="mt-2 space-y-3">
      <TextArea
        label={t('updates.editLabel')}
        value={body}
        rows={5}
        maxLength={UPDATE_BODY_MAX}
        error={problem ?? undefined}
        onChange={(event) => setBody(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={edit.isPending}>
          {edit.isPending ? t('updates.saving') : t('updates.save')}
        </button>
        <button type="button" className="btn-outline" onClick={onDone}>
          {t('updates.cancel')}
        </button>
      </div>
    </form>
  );
}

/** One update: its date, its event (on a charity's list), its text and photos. */
function UpdateCard({ update, showEvent, manage }: { update: Update; showEvent: boolean; manage: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const count = update.photos.length;
  return (
    <article className="rounded-2xl border border-stone-200 bg-white p-5" data-testid="update">
      <p className="text-sm text-stone-600">
        <time dateTime={update.createdAt}>{formatDateTime(update.createdAt)}</time>
        {update.editedAt && <span> {t('updates.edited')}</span>}
      </p>
      {showEvent && update.eventID !== null && update.eventName && (
        <p className="mt-1 text-sm font-semibold">
          <Link to={`/event/${update.eventID}`} className="text-brand-700 underline underline-offset-2">
            {t('updates.aboutEvent', { event: update.eventName })}
          </Link>
        </p>
      )}
      {editing ? (
        <EditForm update={update} onDone={() => setEditing(false)} />
      ) : (
        <p className="mt-2 whitespace-pre-line break-words text-stone-800">{update.body}</p>
      )}
      {count > 0 && (
        <ul className={`mt-3 grid gap-2 ${count > 1 ? 'grid-cols-2' : ''}`}>
          {update.photos.map((photo, index) => (
            <li key={photo.url}>
              <ResponsiveImage
                src={imageUrl(photo.url)!}
                alt={t('updates.photoAlt', { number: String(index + 1), count })}
                width={photo.width}
                height={photo.height}
                sizes={count > 1 ? '(min-width: 1024px) 20rem, 50vw' : '(min-width: 1024px) 40rem, 100vw'}
                className="h-auto w-full rounded-xl bg-stone-100 object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      {manage && !editing && <ManageUpdate update={update} onEdit={() => setEditing(true)} />}
    </article>
  );
}

/** The updates of a charity or an event: the list, and for its representative and admins the form. */
export default function UpdatesSection({ organizationID, eventID, representativeUserID }: Props) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const headingId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const updates = useUpdates({ organizationID, eventID });
  const manage = !!user && (user.role === 'admin' || user.userID === representativeUserID);
  // Nothing to show the public until there is an update; whoever may post sees the way to.
  if (!manage && (updates.isPending || (updates.isSuccess && updates.items.length === 0))) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {t('updates.heading')}
      </h2>
      {manage && <PostForm organizationID={organizationID} eventID={eventID} />}
      {updates.isPending ? (
        <StatusMessage kind="loading">{t('updates.loading')}</StatusMessage>
      ) : updates.isError && updates.items.length === 0 ? (
        <StatusMessage kind="error" onRetry={() => void updates.refetch()}>
          {t('updates.loadError')}
        </StatusMessage>
      ) : updates.items.length === 0 ? (
        <StatusMessage kind="empty">{t('updates.empty')}</StatusMessage>
      ) : (
        <div ref={listRef} className="space-y-4">
          {updates.items.map((update) => (
            <UpdateCard
              key={update.updateID}
              update={update}
              showEvent={eventID === undefined}
              manage={manage}
            />
          ))}
          <LoadMore
            count={updates.items.length}
            hasNextPage={updates.hasNextPage}
            isFetchingNextPage={updates.isFetchingNextPage}
            failed={updates.isFetchNextPageError}
            onLoadMore={() => void updates.fetchNextPage()}
            endText={t('updates.endOfList')}
            listRef={listRef}
          />
        </div>
      )}
    </section>
  );
}

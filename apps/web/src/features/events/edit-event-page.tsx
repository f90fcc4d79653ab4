import { useNavigate, useParams } from 'react-router';
import { EditFrame, EditState } from '../../components/edit-state';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DriveEditor } from '../drives/drive-editor';
import { AddEventForm } from './add-event-form';
import { useEventForEditing } from './editing-api';

/** /dashboard/events/:id/edit: the Add event form, prefilled, for the charity's representative or an admin. */
export default function EditEventPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const event = useEventForEditing(id);
  const title = event.data
    ? t('editing.editEventNamed', { name: event.data.nameOfEvent })
    : t('editing.eventTitle');
  useDocumentTitle(title);
  const back = () => navigate('/dashboard');
  return (
    <EditState title={title} query={event}>
      {(current) => (
        <EditFrame title={title}>
          {current.cancelledAt ? (
            <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
              {t('editing.eventIsCancelled')}
            </p>
          ) : (
            <>
              <AddEventForm charities={[]} editing={current} onDone={back} onCancel={back} />
              {current.reliefDrive && <DriveEditor eventID={current.eventID} />}
            </>
          )}
        </EditFrame>
      )}
    </EditState>
  );
}

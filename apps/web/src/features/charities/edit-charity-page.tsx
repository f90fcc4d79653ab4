import { useNavigate, useParams } from 'react-router';
import { EditFrame, EditState } from '../../components/edit-state';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DoneeForm } from '../certificates/donee-form';
import { AddCharityForm } from './add-charity-form';
import { useCharityForEditing } from './editing-api';

/** /dashboard/organizations/:id/edit: the Add charity form, prefilled, for its representative or an admin. */
export default function EditCharityPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const charity = useCharityForEditing(id);
  const title = charity.data
    ? t('editing.editCharityNamed', { name: charity.data.organizationName })
    : t('editing.charityTitle');
  useDocumentTitle(title);
  const back = () => navigate('/dashboard');
  return (
    <EditState title={title} query={charity}>
      {(current) => (
        <EditFrame title={title}>
          <AddCharityForm editing={current} onDone={back} onCancel={back} />
          <DoneeForm charity={current} />
        </EditFrame>
      )}
    </EditState>
  );
}

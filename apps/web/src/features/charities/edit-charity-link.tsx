import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';

/**
 * A charity's Edit link on the dashboard. It says only "Edit"; `describedBy` names the element that shows the
 * charity's name, so a screen reader says which one (and a search for the name finds the name, not every link).
 */
export function EditCharityLink({
  organizationID,
  describedBy,
}: {
  organizationID: number;
  describedBy: string;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/dashboard/organizations/${organizationID}/edit`}
      className="btn-outline"
      aria-describedby={describedBy}
    >
      {t('editing.edit')}
    </Link>
  );
}

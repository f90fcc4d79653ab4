import type { ContactsHiddenReason } from '@tabang/shared';
import { useTranslation } from '../lib/i18n';

/**
 * Why a roster (its screen or its CSV files) shows volunteers' names without their email and phone: the charity is
 * not verified yet, or suspended. Shown by the roster and the reports pages.
 */
export function ContactsHiddenNotice({ reason }: { reason: ContactsHiddenReason }) {
  const { t } = useTranslation();
  return (
    <p
      className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900"
      data-testid="contacts-hidden"
    >
      {t(`roster.contactsHidden.${reason}`)}
    </p>
  );
}

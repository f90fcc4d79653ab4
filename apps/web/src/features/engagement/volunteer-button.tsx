import { useTranslation } from 'react-i18next';
import type { LikeTarget } from './like-button';

// Placeholder until volunteering lands. `variant="icon"` is the event page's icon button.
export function VolunteerButton(_props: {
  target: LikeTarget;
  variant?: 'text' | 'icon';
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn-outline" aria-pressed={false}>
      {t('charities.volunteer')}
    </button>
  );
}

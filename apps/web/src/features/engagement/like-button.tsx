import { useTranslation } from 'react-i18next';

export type LikeTarget = { kind: 'charity'; organizationID: number } | { kind: 'event'; eventID: number };

// Placeholder until likes land: renders the button; the engagement issue gives it behaviour.
export function LikeButton(_props: { target: LikeTarget; className?: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn-outline" aria-pressed={false}>
      {t('charities.like')}
    </button>
  );
}

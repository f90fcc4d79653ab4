import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from './i18n';
import { loginPath } from './return-to';

/**
 * The "Please log in…" toast of a control that needs an account, with a Log in link that comes back here. The
 * toaster lives outside the router, so the link navigates with this page's `navigate`.
 */
export function useLoginPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (message: string) => {
    const to = loginPath(location);
    // react-hot-toast comes with the toaster, not with the pages that show this (lib/later-toasts.ts).
    void import('react-hot-toast').then(({ default: toast }) =>
      toast.error(
        (shown) => (
          <span>
            <span>{message}</span>{' '}
            <a
              href={to}
              className="font-semibold text-brand-700 underline underline-offset-2"
              onClick={(event) => {
                event.preventDefault();
                toast.dismiss(shown.id);
                navigate(to);
              }}
            >
              {t('engagement.loginLink')}
            </a>
          </span>
        ),
        { id: 'engagement-login' },
      ),
    );
  };
}

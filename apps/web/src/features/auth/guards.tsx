import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { loginPath } from '../../lib/return-to';
import { useAuth } from '../../lib/session';

function Checking() {
  const { t } = useTranslation();
  return (
    <p role="status" className="container-page py-16 text-center text-stone-600">
      {t('auth.guard.loading')}
    </p>
  );
}

/** Signed-in users only; others go to /login, which brings them back here. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { isLoading, authenticated } = useAuth();
  const location = useLocation();
  if (isLoading) return <Checking />;
  if (!authenticated) return <Navigate to={loginPath(location)} replace />;
  return children;
}

/** The admin guard: 'Loading...' while checking, signed out to /login (and back), not an admin to /, admins see it. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { isLoading, authenticated, user } = useAuth();
  const location = useLocation();
  if (isLoading) return <Checking />;
  if (!authenticated) return <Navigate to={loginPath(location)} replace />;
  if (user?.role !== 'admin') return <Navigate to="/" replace />;
  return children;
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../../lib/session';

function Checking() {
  const { t } = useTranslation();
  return (
    <p role="status" className="container-page py-16 text-center text-stone-600">
      {t('auth.guard.loading')}
    </p>
  );
}

/** Signed-in users only; others go to /login. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { isLoading, authenticated } = useAuth();
  const location = useLocation();
  if (isLoading) return <Checking />;
  if (!authenticated) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

/** The admin guard: 'Loading...' while checking, signed out to /login, not an admin to /, admins see it. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { isLoading, authenticated, user } = useAuth();
  if (isLoading) return <Checking />;
  if (!authenticated) return <Navigate to="/login" replace />;
  if (user?.role !== 'admin') return <Navigate to="/" replace />;
  return children;
}

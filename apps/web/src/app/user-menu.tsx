import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { useAuth, useLogout } from '../lib/session';
import { useDismiss } from '../lib/use-dismiss';

/**
 * The signed-in person's avatar and its menu (name, Dashboard, My giving, My volunteering, My pledges, My profile, Notifications, Admin for
 * admins, Logout); a lazy chunk of the navbar.
 */
export default function UserMenu({ firstName, lastName }: { firstName: string; lastName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const logout = useLogout();
  const isAdmin = useAuth().user?.role === 'admin';

  useDismiss(open, setOpen, ref, buttonRef);

  const initial = (firstName.trim()[0] ?? 'U').toUpperCase();
  return (
    <div ref={ref} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('common.nav.userMenu')}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex size-10 items-center justify-center rounded-full bg-accent-500 font-bold text-stone-950"
      >
        {initial}
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 z-30 mt-2 w-56 rounded-lg border border-stone-200 bg-white py-2 text-stone-900 shadow-lg"
        >
          <p className="px-4 py-2 font-semibold wrap-anywhere" data-testid="user-full-name">
            {`${firstName} ${lastName}`.trim()}
          </p>
          <Link to="/dashboard" className="block px-4 py-2 hover:bg-stone-100" onClick={() => setOpen(false)}>
            {t('common.nav.dashboard')}
          </Link>
          <Link to="/my/giving" className="block px-4 py-2 hover:bg-stone-100" onClick={() => setOpen(false)}>
            {t('common.nav.myGiving')}
          </Link>
          <Link
            to="/my/volunteering"
            className="block px-4 py-2 hover:bg-stone-100"
            onClick={() => setOpen(false)}
          >
            {t('common.nav.myVolunteering')}
          </Link>
          <Link
            to="/my/pledges"
            className="block px-4 py-2 hover:bg-stone-100"
            onClick={() => setOpen(false)}
          >
            {t('common.nav.myPledges')}
          </Link>
          <Link to="/profile" className="block px-4 py-2 hover:bg-stone-100" onClick={() => setOpen(false)}>
            {t('common.nav.profile')}
          </Link>
          <Link
            to="/profile/notifications"
            className="block px-4 py-2 hover:bg-stone-100"
            onClick={() => setOpen(false)}
          >
            {t('common.nav.notifications')}
          </Link>
          {isAdmin && (
            <Link to="/admin" className="block px-4 py-2 hover:bg-stone-100" onClick={() => setOpen(false)}>
              {t('admin.heading')}
            </Link>
          )}
          <button
            type="button"
            className="block w-full px-4 py-2 text-left hover:bg-stone-100"
            onClick={() => {
              setOpen(false);
              logout.mutate();
            }}
          >
            {t('common.nav.logout')}
          </button>
        </div>
      )}
    </div>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth, useLogout } from '../lib/session';

const LINKS = [
  { to: '/', key: 'common.nav.home', end: true },
  { to: '/charities', key: 'common.nav.charities', end: false },
  { to: '/events', key: 'common.nav.events', end: false },
  { to: '/leaderboards', key: 'common.nav.leaderboard', end: false },
] as const;

function UserMenu({ firstName, lastName }: { firstName: string; lastName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const logout = useLogout();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

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
          <p className="truncate px-4 py-2 font-semibold" data-testid="user-full-name">
            {`${firstName} ${lastName}`.trim()}
          </p>
          <Link to="/dashboard" className="block px-4 py-2 hover:bg-stone-100" onClick={() => setOpen(false)}>
            {t('common.nav.dashboard')}
          </Link>
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

export function Navbar() {
  const { t } = useTranslation();
  const { user, authenticated, isLoading } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the burger menu on every navigation
  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        burgerRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-md px-3 py-2 font-medium ${isActive ? 'bg-brand-800 text-white' : 'text-brand-50 hover:bg-brand-800'}`;

  return (
    <header className="sticky top-0 z-20 bg-brand-700 text-white shadow">
      <nav
        aria-label={t('common.nav.mainNavigation')}
        className="container-page flex h-16 items-center gap-4"
      >
        <Link to="/" className="flex items-center gap-2 text-xl font-extrabold tracking-tight">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          {t('common.appName')}
        </Link>
        <ul className="ml-auto hidden items-center gap-1 md:flex">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={linkClass}>
                {t(link.key)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2 md:ml-2">
          {isLoading ? (
            <span className="size-10" aria-hidden="true" />
          ) : authenticated && user ? (
            <UserMenu firstName={user.firstName} lastName={user.lastName} />
          ) : (
            <Link to="/login" className="btn bg-white text-brand-800 hover:bg-brand-50">
              {t('common.nav.login')}
            </Link>
          )}
          <button
            ref={burgerRef}
            type="button"
            className="btn px-2 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('common.nav.closeMenu') : t('common.nav.openMenu')}
            onClick={() => setMenuOpen((value) => !value)}
          >
            <svg
              width="24"
              height="24"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </nav>
      {menuOpen && (
        <ul id="mobile-menu" className="container-page space-y-1 pb-3 md:hidden">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={linkClass}>
                {t(link.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}

import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { loadCatalogue, useShellText } from '../lib/i18n';
import { useAuth } from '../lib/session';
import { ChunkBoundary, lazyRetrying } from './chunk-boundary';

// Only a signed-in person sees the avatar menu, so it is not part of the first screen's JavaScript. It reads its
// texts from the catalogue, so it waits for it.
const UserMenu = lazyRetrying(() =>
  Promise.all([import('./user-menu'), loadCatalogue()]).then(([module]) => module),
);
// The switcher's label comes with the catalogue too; until then its room is kept (44 px tall).
const LanguageSwitcher = lazyRetrying(() =>
  Promise.all([import('./language-switcher'), loadCatalogue()]).then(([module]) => module),
);
const SwitcherSpace = () => <span className="block h-11 w-36" aria-hidden="true" />;

const LINKS = [
  { to: '/', key: 'common.nav.home', end: true },
  { to: '/charities', key: 'common.nav.charities', end: false },
  { to: '/events', key: 'common.nav.events', end: false },
  { to: '/leaderboards', key: 'common.nav.leaderboard', end: false },
] as const;

/** The avatar's room, kept while it cannot be shown yet, so nothing in the bar moves. */
const AvatarSpace = () => <span className="size-10" aria-hidden="true" />;

export function Navbar() {
  const t = useShellText();
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
        className="container-page flex h-16 items-center gap-2 sm:gap-4"
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
        <div className="hidden md:block">
          <ChunkBoundary fallback={() => <SwitcherSpace />}>
            <Suspense fallback={<SwitcherSpace />}>
              <LanguageSwitcher tone="bar" />
            </Suspense>
          </ChunkBoundary>
        </div>
        <div className="ml-auto flex items-center gap-2 md:ml-0">
          {isLoading ? (
            <AvatarSpace />
          ) : authenticated && user ? (
            <ChunkBoundary fallback={() => <AvatarSpace />}>
              <Suspense fallback={<AvatarSpace />}>
                <UserMenu firstName={user.firstName} lastName={user.lastName} />
              </Suspense>
            </ChunkBoundary>
          ) : (
            <Link
              to="/login"
              className="btn whitespace-nowrap bg-white px-3 text-brand-800 hover:bg-brand-50 sm:px-4"
            >
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
          <li className="px-3 pt-1">
            <ChunkBoundary fallback={() => <SwitcherSpace />}>
              <Suspense fallback={<SwitcherSpace />}>
                <LanguageSwitcher tone="bar" showLabel />
              </Suspense>
            </ChunkBoundary>
          </li>
        </ul>
      )}
    </header>
  );
}

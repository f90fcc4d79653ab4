/** Where a login goes when it was not sent from a page, or the page it names is not ours. */
export const AFTER_LOGIN = '/dashboard';

/** The origin a candidate is resolved against: a name that can never be a real host. */
const BASE = 'https://tabang.invalid';
/** Longer than any page of ours; a longer `returnTo` is refused rather than parsed. */
const MAX_LENGTH = 2048;

/**
 * The page to return to after logging in, from `?returnTo=`: only a path on this site ("/charity/3?x=1"), never
 * one that leaves it. The candidate must start with a single "/" (not "//", not "/\"), hold no backslash or
 * control character (browsers drop tabs and newlines: "/\t/host" is "//host"), and is then resolved as the
 * browser would. The normalised `pathname + search + hash` is kept only when its origin is ours, its path still
 * starts with a single "/" once dot segments are gone ("/..//host" and "/%2e%2e//host" become "//host"), holds no
 * encoded "/" or "\", decodes (no broken "%E0%A4%A"), is not /login, and resolves to itself again. Anything else
 * gives /dashboard, so a crafted link cannot send a person elsewhere.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return AFTER_LOGIN;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (!/^\/(?![/\\])/.test(value) || /[\\\u0000-\u001f\u007f]/.test(value)) return AFTER_LOGIN;
  const url = resolve(value);
  if (!url) return AFTER_LOGIN;
  const { pathname } = url;
  if (pathname.startsWith('//') || /%2f|%5c/i.test(pathname) || pathname === '/login') return AFTER_LOGIN;
  try {
    decodeURIComponent(pathname);
  } catch {
    return AFTER_LOGIN;
  }
  const path = `${pathname}${url.search}${url.hash}`;
  const again = resolve(path);
  return again && `${again.pathname}${again.search}${again.hash}` === path ? path : AFTER_LOGIN;
}

/** `value` resolved against this site, or null when it does not parse or lands on another origin. */
function resolve(value: string): URL | null {
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE ? url : null;
  } catch {
    return null;
  }
}

/**
 * Set by a sign-out on purpose (Logout, a deleted account) until the login page opens. The page being left sees the
 * person signed out before the router has moved on, and its guard then sends to plain /login: not a page to return to.
 */
let signingOut = false;
export const setSigningOut = (value: boolean) => {
  signingOut = value;
};

/** /login with the page to come back to (by default the one the browser shows; none when it is where login goes). */
export function loginPath(from: { pathname: string; search: string } = window.location): string {
  const here = `${from.pathname}${from.search}`;
  if (signingOut || from.pathname === '/login' || here === AFTER_LOGIN) return '/login';
  return `/login?returnTo=${encodeURIComponent(here)}`;
}

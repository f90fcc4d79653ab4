/** Where a login goes when it was not sent from a page, or the page it names is not ours. */
export const AFTER_LOGIN = '/dashboard';

/**
 * The page to return to after logging in, from `?returnTo=`: only a path on this site ("/charity/3?x=1"), never
 * "//host", "/\host", a scheme, control characters (browsers drop tabs and newlines: "/\t/host" is "//host")
 * or /login itself; anything else gives /dashboard, so a crafted link cannot send a person elsewhere.
 */
export function safeReturnTo(value: string | null | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
  if (!value?.startsWith('/') || /^\/[/\\]|[\\\u0000-\u001f\u007f]/.test(value)) return AFTER_LOGIN;
  const base = 'https://tabang.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return AFTER_LOGIN;
  }
  if (url.origin !== base || url.pathname === '/login') return AFTER_LOGIN;
  return `${url.pathname}${url.search}${url.hash}`;
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

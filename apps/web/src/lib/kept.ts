import { TOKEN_STORAGE_KEY, type User } from '@tabang/shared';

/**
 * What this device keeps for the signed-in person so that a dropped connection neither signs them out nor hides
 * their own pages (docs/decisions/013-offline-first-reads.md): the last known session and the last answers of
 * My volunteering and My giving. It lives in the browser's storage next to the sign-in token — localStorage with
 * "Remember me", else sessionStorage, so it ends when the sign-in does — never in the HTTP or service-worker
 * cache, and every change of sign-in (log in, log out, a refused session, account deletion) erases all of it.
 */
const PREFIX = 'tabang:kept:';
const SESSION = `${PREFIX}session`;

type Kept<T> = { userID: number; savedAt: string; data: T };

/** The storage that holds the sign-in token, or null when there is none (signed out, or storage unavailable). */
function tokenStorage(): Storage | null {
  try {
    if (sessionStorage.getItem(TOKEN_STORAGE_KEY)) return sessionStorage;
    if (localStorage.getItem(TOKEN_STORAGE_KEY)) return localStorage;
  } catch {
    // Storage can be unavailable (private mode): nothing is kept.
  }
  return null;
}

function read<T>(key: string): T | null {
  try {
    const text = tokenStorage()?.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    tokenStorage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or unavailable storage: the page simply has nothing kept offline.
  }
}

/** Erases everything kept for anyone, from both storages (api-client's setToken calls it on every change). */
export function forgetKept() {
  for (const storage of [sessionStorage, localStorage]) {
    try {
      for (const key of Object.keys(storage)) if (key.startsWith(PREFIX)) storage.removeItem(key);
    } catch {
      // Unavailable storage holds nothing of ours.
    }
  }
}

/** The session the server last confirmed on this device. */
export const keepSession = (user: User) => write(SESSION, user);
export const keptSession = () => read<User>(SESSION);

/** Keeps the signed-in person's answer `name` (only while a session is known, and marked with their userID). */
export function keepForUser<T>(name: string, data: T) {
  const user = keptSession();
  if (user)
    write(`${PREFIX}${name}`, {
      userID: user.userID,
      savedAt: new Date().toISOString(),
      data,
    } satisfies Kept<T>);
}

/** The kept answer `name`, if it belongs to the person whose session is kept. */
export function keptForUser<T>(name: string): { savedAt: string; data: T } | null {
  const user = keptSession();
  const kept = read<Kept<T>>(`${PREFIX}${name}`);
  return user && kept && kept.userID === user.userID ? kept : null;
}

import { noteCachedAnswer } from '../pwa/offline-state';
import { ApiError } from './api-client';
import { keepForUser, keptForUser } from './kept';

/**
 * A read of the signed-in person's own page (My volunteering, My giving) that keeps its answer on this device, and
 * that, when no answer comes (offline), gives the kept one instead and tells the offline banner how old it is.
 * Any answer the server gives (a 401 included) is the server's: only a missing connection falls back.
 */
export async function readOrKept<T>(name: string, read: () => Promise<T>): Promise<T> {
  try {
    const data = await read();
    keepForUser(name, data);
    return data;
  } catch (error) {
    const kept = error instanceof ApiError && error.status === 0 ? keptForUser<T>(name) : null;
    if (!kept) throw error;
    noteCachedAnswer(kept.savedAt);
    return kept.data;
  }
}

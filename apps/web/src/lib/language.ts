import type { AuthenticatedResponse, Language } from '@tabang/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from './api-client';
import { currentLanguage, setLanguage } from './i18n';
import { authQueryKey, useAuth } from './session';

/**
 * POST /api/post/my/language: the account keeps the language for its emails and other devices. A failure is
 * only a missed save; the reader keeps the language they chose.
 */
const saveOnAccount = (language: Language) =>
  apiRequest('/post/my/language', { method: 'POST', credentials: true, body: { language } }).then(
    () => true,
    () => false,
  );

/** Switches the language at once and, when signed in, keeps it on the account too. */
export function useChooseLanguage() {
  const { authenticated } = useAuth();
  const queryClient = useQueryClient();
  return async (language: Language) => {
    await setLanguage(language);
    if (!authenticated) return;
    if (await saveOnAccount(language))
      queryClient.setQueryData<AuthenticatedResponse>(authQueryKey, (state) =>
        state?.user ? { ...state, user: { ...state.user, language } } : state,
      );
  };
}

/**
 * On sign-in (the login, or the session check when the app starts) the account's language wins; an account
 * without one is given the language the reader is using.
 */
export function useAccountLanguage() {
  const { user } = useAuth();
  const adoptedFor = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!user) {
      adoptedFor.current = undefined;
      return;
    }
    if (adoptedFor.current === user.userID) return;
    adoptedFor.current = user.userID;
    if (!user.language) void saveOnAccount(currentLanguage());
    else if (user.language !== currentLanguage()) void setLanguage(user.language);
  }, [user]);
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getToken, setToken } from '../../lib/api-client';
import { fakeServer, json } from '../../testing/fake-server';
import { useLogin } from './api';

const user = { userID: 7, firstName: 'Ana', lastName: 'Reyes', role: 'user' };
const stored = () => ({
  session: sessionStorage.getItem('authToken'),
  local: localStorage.getItem('authToken'),
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('where the token is kept', () => {
  it('is sessionStorage without Remember me (closing the browser ends it), localStorage with it', () => {
    setToken('short-lived');
    expect(stored()).toEqual({ session: 'short-lived', local: null });
    expect(getToken()).toBe('short-lived');
    setToken('remembered', true);
    expect(stored()).toEqual({ session: null, local: 'remembered' });
    expect(getToken()).toBe('remembered');
    setToken('short-again', false);
    expect(stored()).toEqual({ session: 'short-again', local: null });
    setToken(null);
    expect(stored()).toEqual({ session: null, local: null });
    expect(getToken()).toBeNull();
  });

  it.each([
    [false, { session: 'token-1', local: null }],
    [true, { session: null, local: 'token-1' }],
  ])('a login with rememberMe %s stores the token accordingly', async (rememberMe, expected) => {
    fakeServer({ 'POST /auth/login': () => json({ message: 'Login successful!', token: 'token-1', user }) });
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useLogin(), { wrapper });
    act(() => result.current.mutate({ email: 'ana@example.ph', password: 'x', rememberMe }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(stored()).toEqual(expected);
  });
});

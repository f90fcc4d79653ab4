import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, imageUrl, setToken } from './api-client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the bearer token from authToken and JSON bodies under /api', async () => {
    setToken('abc123');
    fetchMock.mockResolvedValue(json({ ok: true }));
    const result = await apiRequest('/post/events/like', { body: { userID: 1, eventID: 2 } });
    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/post/events/like');
    expect(init?.method).toBe('POST');
    expect((init!.headers as Record<string, string>).authorization).toBe('Bearer abc123');
    expect((init!.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(init?.body).toBe('{"userID":1,"eventID":2}');
  });

  it('sends no token when there is none, root paths without /api, and cookies when asked', async () => {
    fetchMock.mockResolvedValue(json({ authenticated: false, user: null }));
    await apiRequest('/auth/authenticated', { root: true, credentials: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/auth/authenticated');
    expect(init?.credentials).toBe('include');
    expect((init!.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('leaves the content type to the browser for form data', async () => {
    fetchMock.mockResolvedValue(json({ message: 'ok' }));
    const form = new FormData();
    form.append('nameOfEvent', 'Coastal cleanup');
    await apiRequest('/post/event/add', { body: form, credentials: true });
    const init = fetchMock.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
    expect(init.body).toBe(form);
  });

  it('returns text when the response is not JSON', async () => {
    fetchMock.mockResolvedValue(
      new Response('plain words', { status: 200, headers: { 'content-type': 'text/plain' } }),
    );
    await expect(apiRequest('/anything')).resolves.toBe('plain words');
  });

  it("raises the response's message on a non-OK response", async () => {
    fetchMock.mockResolvedValue(json({ message: 'Charity not found' }, 404));
    await expect(apiRequest('/get/organizationsByID/9')).rejects.toMatchObject({
      message: 'Charity not found',
      status: 404,
    });
  });

  it("raises 'HTTP error! status: {code}' when there is no message", async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    const error = await apiRequest('/get/organizations').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('HTTP error! status: 502');
  });

  it("gives 'Request timeout' when the server does not answer in time", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = apiRequest('/get/leaderboard').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(15_000);
    const error = await pending;
    expect((error as ApiError).message).toBe('Request timeout');
  });

  it('does not time out before 15 seconds', async () => {
    vi.useFakeTimers();
    let aborted = false;
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((resolve) => {
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
          });
          setTimeout(() => resolve(json([])), 14_000);
        }),
    );
    const pending = apiRequest('/get/leaderboard');
    await vi.advanceTimersByTimeAsync(14_000);
    await expect(pending).resolves.toEqual([]);
    expect(aborted).toBe(false);
  });

  it('builds image URLs from API paths', () => {
    expect(imageUrl('/get/events/image/4')).toBe('/api/get/events/image/4');
    expect(imageUrl(null)).toBeUndefined();
  });
});

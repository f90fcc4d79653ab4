import { WRITTEN_AT_HEADER, WRITTEN_AT_READS_MS } from '@tabang/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiPage, apiRequest, imageUrl, nextLink, setToken } from './api-client';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
    sessionStorage.clear();
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

  it('sends no token when there is none, root paths without /api, cookies when asked, and always asks the server', async () => {
    fetchMock.mockResolvedValue(json({ authenticated: false, user: null }));
    await apiRequest('/auth/authenticated', { root: true, credentials: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/auth/authenticated');
    expect(init?.credentials).toBe('include');
    expect(init?.cache).toBe('no-cache');
    expect((init!.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('starts each request in a task of its own where the browser can give one (scheduler.yield)', async () => {
    const yields: (() => void)[] = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => yields.push(resolve)) });
    fetchMock.mockImplementation(async () => json({ ok: true }));
    const answers = [apiRequest('/get/one'), apiRequest('/get/two')];
    await Promise.resolve();
    // Asked for together, neither has started: each waits for its own task.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(yields).toHaveLength(2);
    yields[0]!();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/get/one');
    yields[1]!();
    expect(await Promise.all(answers)).toEqual([{ ok: true }, { ok: true }]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("sends a write's time back on the reads that follow it for a moment, so none shows the answer from before", async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const sentWith = (call: number) =>
      (fetchMock.mock.calls[call]![1]!.headers as Record<string, string>)[WRITTEN_AT_HEADER];
    fetchMock.mockResolvedValueOnce(json({ message: 'ok' }, 200, { [WRITTEN_AT_HEADER]: '1800000000000' }));
    await apiRequest('/post/updates', { body: { body: 'Salamat!' } });
    fetchMock.mockResolvedValue(json([]));
    await apiRequest('/get/events/7/updates');
    expect(sentWith(0)).toBeUndefined();
    expect(sentWith(1)).toBe('1800000000000');
    vi.advanceTimersByTime(WRITTEN_AT_READS_MS);
    await apiRequest('/get/events/7/updates');
    expect(sentWith(2)).toBeUndefined();
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

  // A failure without a message is told in a catalogue text a person can act on, never as 'HTTP error! status: {code}'.
  it('raises a catalogue text for the status when there is no message, never a raw HTTP error', async () => {
    for (const status of [500, 502, 503]) {
      fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status }));
      const error = await apiRequest('/get/organizations').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        message: 'Something went wrong on our side. Please try again in a moment.',
        status,
        // The technical text stays on the error, for logs and support.
        detail: `HTTP error! status: ${status}`,
      });
    }
    fetchMock.mockResolvedValueOnce(new Response('', { status: 404 }));
    await expect(apiRequest('/get/organizationsByID/9')).rejects.toMatchObject({ message: 'Not found.' });
    fetchMock.mockResolvedValueOnce(json({ error: 'no message field' }, 403));
    await expect(apiRequest('/post/x', { body: {} })).rejects.toMatchObject({
      message: 'You are not allowed to do that.',
    });
  });

  it('raises the connection text when no answer comes, and lets a caller’s own abort through', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/get/leaderboard')).rejects.toMatchObject({
      message: "Can't reach Tabang. Please check your internet connection and try again.",
      status: 0,
    });
    const caller = new AbortController();
    caller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(apiRequest('/get/leaderboard', { signal: caller.signal })).rejects.toBeInstanceOf(
      DOMException,
    );
  });

  it('offline, sends no change at all and says it needs a connection; reads still go (the service worker may answer)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const like = apiRequest('/post/organizations/like', { body: { organizationID: 1 } });
      await expect(like).rejects.toMatchObject({
        status: 0,
        message: expect.stringContaining('needs a connection'),
      });
      expect(fetchMock).not.toHaveBeenCalled();
      fetchMock.mockResolvedValue(json([]));
      await expect(apiRequest('/get/leaderboard')).resolves.toEqual([]);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      vi.restoreAllMocks();
    }
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

describe('nextLink (RFC 8288 Link header)', () => {
  it('finds the rel="next" target among several links, in any case, quoted or not', () => {
    expect(nextLink('</api/get/organizations?limit=24&cursor=abc>; rel="next"')).toBe(
      '/api/get/organizations?limit=24&cursor=abc',
    );
    expect(nextLink('</api/a?cursor=1>; rel="prev", </api/a?cursor=2>; rel=next')).toBe('/api/a?cursor=2');
    expect(nextLink('</api/a?cursor=3>; title="a, b; c"; REL="prefetch Next"')).toBe('/api/a?cursor=3');
    expect(nextLink(`<${location.origin}/api/a?cursor=4>; rel="next"`)).toBe('/api/a?cursor=4');
  });

  it('gives null without a next link, and never follows a link off this origin or outside /api', () => {
    expect(nextLink(null)).toBeNull();
    expect(nextLink('')).toBeNull();
    expect(nextLink('</api/a?cursor=1>; rel="prev"')).toBeNull();
    expect(nextLink('</api/a?cursor=1>; rel="nextpage"')).toBeNull();
    expect(nextLink('<https://evil.example/api/a>; rel="next"')).toBeNull();
    expect(nextLink('<//evil.example/api/a>; rel="next"')).toBeNull();
    expect(nextLink('</auth/logout>; rel="next"')).toBeNull();
    expect(nextLink('garbage')).toBeNull();
  });
});

describe('apiPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the items and the next URL, which a root request then follows', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      String(input) === '/api/get/events/all/upcoming?limit=2'
        ? json([{ id: 1 }, { id: 2 }], 200, {
            link: '</api/get/events/all/upcoming?limit=2&cursor=X>; rel="next"',
          })
        : json([{ id: 3 }]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const first = await apiPage<{ id: number }>('/get/events/all/upcoming?limit=2');
    expect(first).toEqual({
      items: [{ id: 1 }, { id: 2 }],
      next: '/api/get/events/all/upcoming?limit=2&cursor=X',
    });
    const second = await apiPage<{ id: number }>(first.next!, { root: true });
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/get/events/all/upcoming?limit=2&cursor=X');
    expect(second).toEqual({ items: [{ id: 3 }], next: null });
  });

  it('throws the server message of a failed page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => json({ message: 'Invalid cursor' }, 400)),
    );
    await expect(apiPage('/get/organizations?limit=24&cursor=zz')).rejects.toEqual(
      new ApiError('Invalid cursor', 400),
    );
  });
});

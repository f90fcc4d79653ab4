import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setToken } from '../lib/api-client';
import { takeFirstRead } from '../lib/first-reads';
import { keepReadsForOffline } from './register';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('keepReadsForOffline (the first service worker has taken control)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const asked = () => fetchMock.mock.calls.map(([url]) => url);
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async () => json({ ok: true }));
    fetchMock.mockClear();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('asks each read answered around the worker again, one per task, with the same headers; nothing else', async () => {
    setToken('abc123');
    // An answer the page came with in its HTML, taken before any worker came.
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'first-reads';
    block.textContent = JSON.stringify({ '/get/organizationsByID/8': { body: [{ organizationID: 8 }] } });
    document.body.append(block);
    expect(takeFirstRead('/get/organizationsByID/8')).toEqual([{ organizationID: 8 }]);
    await apiRequest('/get/events/1');
    await apiRequest('/get/events/1');
    await apiRequest('/api/get/events/all/upcoming?limit=24&cursor=x', { root: true });
    await apiRequest('/auth/authenticated', { root: true });
    await apiRequest('/post/events/like', { body: { eventID: 1 } });
    fetchMock.mockResolvedValueOnce(json({ message: 'Not found' }, 404));
    await expect(apiRequest('/get/events/404')).rejects.toThrow('Not found');
    // Answered through a worker: kept already.
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: {} }, configurable: true });
    await apiRequest('/get/events/2');
    fetchMock.mockClear();

    keepReadsForOffline();
    expect(asked()).toEqual(['/api/get/organizationsByID/8']);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init).toEqual({
      headers: { accept: 'application/json', authorization: 'Bearer abc123' },
      cache: 'no-cache',
    });
    // The next in a task of its own.
    vi.advanceTimersToNextTimer();
    expect(asked()).toEqual(['/api/get/organizationsByID/8', '/api/get/events/1']);
    vi.runAllTimers();
    expect(asked()).toEqual([
      '/api/get/organizationsByID/8',
      '/api/get/events/1',
      '/api/get/events/all/upcoming?limit=24&cursor=x',
    ]);
    // Each once.
    keepReadsForOffline();
    vi.runAllTimers();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

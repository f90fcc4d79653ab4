import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const charity = [{ id: 7, name: 'Davao Food Bank' }];
const event = [{ id: 9, name: 'Coastal cleanup' }];

describe('the reads a page came with', () => {
  let takeFirstRead: typeof import('./first-reads').takeFirstRead;

  beforeAll(async () => {
    // As the server writes it into the page's head, before the app's scripts run.
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'first-reads';
    block.textContent = JSON.stringify({ '/get/organizationsByID/7': charity, '/get/events/9': event });
    document.head.append(block);
    ({ takeFirstRead } = await import('./first-reads'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives each answer once, by its path, and nothing for a path the page did not come with', () => {
    expect(takeFirstRead('/get/organizationsByID/8')).toBeUndefined();
    expect(takeFirstRead('/get/organizationsByID/7')).toEqual(charity);
    // Read, the block is gone from the page, and a second read of the path asks the server.
    expect(document.getElementById('first-reads')).toBeNull();
    expect(takeFirstRead('/get/organizationsByID/7')).toBeUndefined();
  });

  it('fetches the answer once more after load when the installable app keeps reads for offline', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('[]'));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller: {} } });
    expect(document.readyState).toBe('complete');
    expect(takeFirstRead('/get/events/9')).toEqual(event);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/get/events/9']);
  });
});

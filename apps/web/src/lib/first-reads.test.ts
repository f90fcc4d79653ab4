import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const charity = [{ id: 7, name: 'Davao Food Bank' }];
const event = [{ id: 9, name: 'Coastal cleanup' }];
const upcoming = [{ id: 9 }, { id: 10 }];

describe('the reads a page came with', () => {
  let takeFirstRead: typeof import('./first-reads').takeFirstRead;
  let takeFirstPage: typeof import('./first-reads').takeFirstPage;

  beforeAll(async () => {
    // As the server writes it into the page's head, before the app's scripts run.
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'first-reads';
    block.textContent = JSON.stringify({
      '/get/organizationsByID/7': { body: charity },
      '/get/events/9': { body: event },
      '/get/events/all/upcoming?limit=2': {
        body: upcoming,
        link: '</api/get/events/all/upcoming?limit=2&after=10>; rel="next"',
      },
      '/get/events/all/upcoming?limit=24': { body: upcoming },
    });
    document.head.append(block);
    ({ takeFirstRead, takeFirstPage } = await import('./first-reads'));
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

  it("gives a list's first page with its next page from the Link header, or none on the last page", () => {
    expect(takeFirstPage('/get/events/all/upcoming?limit=2')).toEqual({
      items: upcoming,
      next: '/api/get/events/all/upcoming?limit=2&after=10',
    });
    expect(takeFirstPage('/get/events/all/upcoming?limit=24')).toEqual({ items: upcoming, next: null });
    expect(takeFirstPage('/get/events/all/upcoming?limit=24')).toBeUndefined();
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

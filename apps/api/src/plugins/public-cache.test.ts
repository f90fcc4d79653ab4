import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_CACHE_OPTIONS, PublicCache, SOON_MS } from './public-cache';

describe('what a notification ends in the public cache', () => {
  let cache: PublicCache;
  beforeEach(() => {
    vi.useFakeTimers();
    cache = new PublicCache(DEFAULT_PUBLIC_CACHE_OPTIONS);
  });
  afterEach(() => {
    cache.close();
    vi.useRealTimers();
  });

  it('"now": the topics it names at once, and nothing else', () => {
    const since = cache.now();
    cache.heard('now charity:1 events');
    expect(cache.current('charity:1', since)).toBe(false);
    expect(cache.current('events', since)).toBe(false);
    expect(cache.current('charity:2', since)).toBe(true);
    expect(cache.current('charity:1', cache.now())).toBe(true);
    expect(cache.stats).toMatchObject({ changes: 1, clears: 0 });
  });

  it('"soon": the topics of a second of gifts together, once, within SOON_MS of the first', () => {
    const since = cache.now();
    cache.heard('soon charity:1 leaderboard');
    vi.advanceTimersByTime(SOON_MS / 2);
    cache.heard('soon charity:2 leaderboard');
    expect(cache.current('leaderboard', since)).toBe(true);
    vi.advanceTimersByTime(SOON_MS / 2 - 1);
    expect(cache.current('charity:1', since)).toBe(true);
    vi.advanceTimersByTime(1);
    for (const topic of ['charity:1', 'charity:2', 'leaderboard'])
      expect(cache.current(topic, since)).toBe(false);
    expect(cache.current('charities', since)).toBe(true);
    expect(cache.stats.changes).toBe(1);
    // The next gift starts the next second.
    const later = cache.now();
    cache.heard('soon leaderboard');
    vi.advanceTimersByTime(SOON_MS);
    expect(cache.current('leaderboard', later)).toBe(false);
    expect(cache.stats.changes).toBe(2);
  });

  it('everything for "*", and for a payload it cannot read', () => {
    for (const payload of ['now *', 'soon charity:1 *', '', 'later charity:1', 'now']) {
      const since = cache.now();
      const clears = cache.stats.clears;
      cache.heard(payload);
      expect(cache.current('charity:9', since), payload).toBe(false);
      expect(cache.stats.clears).toBe(clears + 1);
    }
  });

  it('drops the gifts waiting to be applied when everything ends anyway', () => {
    cache.heard('soon leaderboard');
    cache.clear();
    const since = cache.now();
    vi.advanceTimersByTime(SOON_MS);
    expect(cache.current('leaderboard', since)).toBe(true);
  });
});

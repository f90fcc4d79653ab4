import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_CACHE_OPTIONS, type Entry, PublicCache, REFRESH_MS, SOON_MS } from './public-cache';

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

  it('"soon": the topics of SOON_MS of gifts together, once, within SOON_MS of the first', () => {
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
    // The next gift starts the next batch.
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

  /** An answer about `topic`, computed from now on. */
  const keep = (key: string, topic: string) => {
    const body = Buffer.from('[]');
    const entry: Entry = {
      key,
      body,
      contentType: 'application/json',
      link: undefined,
      hash: 'h',
      expiresAt: Number.POSITIVE_INFINITY,
      topic,
      since: cache.now(),
      variants: {},
      size: body.length,
    };
    cache.store(entry);
    return entry;
  };

  it('gives an answer ended by gifts for REFRESH_MS more, flagged, while its successor is computed', () => {
    const entry = keep('board', 'leaderboard');
    keep('charity', 'charity:1');
    cache.heard('soon leaderboard');
    vi.advanceTimersByTime(SOON_MS);
    expect(cache.get('board')).toEqual({ entry, refreshing: true });
    // Not ended: given as it is.
    expect(cache.get('charity')).toMatchObject({ refreshing: false });
    vi.advanceTimersByTime(REFRESH_MS - 1);
    // More gifts meanwhile do not make it last longer.
    cache.heard('soon leaderboard');
    vi.advanceTimersByTime(SOON_MS);
    expect(cache.get('board')).toBeUndefined();
    // Its successor, once stored, is current.
    const next = keep('board', 'leaderboard');
    expect(cache.get('board')).toEqual({ entry: next, refreshing: false });
  });

  it('never gives an answer a change other than a gift ended', () => {
    keep('charity', 'charity:1');
    keep('board', 'leaderboard');
    cache.heard('soon charity:1 leaderboard');
    vi.advanceTimersByTime(SOON_MS);
    cache.heard('now charity:1');
    expect(cache.get('charity')).toBeUndefined();
    expect(cache.get('board')).toMatchObject({ refreshing: true });
    cache.clear();
    expect(cache.get('board')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { ChangeFeed, ChangeListener } from '../db/change-feed';
import { readCache } from './read-cache';

/** A feed the test drives: changes and resets arrive when the test says. */
function fakeFeed() {
  const listeners = new Set<ChangeListener>();
  const feed = {
    live: true as boolean,
    subscribe(listener: ChangeListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    announce(topic: 'profile' | 'readings' | 'session', key: string) {
      for (const l of listeners) l.change(topic, key);
    },
    reset() {
      for (const l of listeners) l.reset();
    },
    close: async () => {},
  } satisfies ChangeFeed & { reset(): void };
  return feed;
}

/** A loader that counts its calls and answers what the "database" holds now. */
function source(initial: string) {
  const state = { value: initial, loads: 0 };
  return { state, load: async () => (state.loads++, state.value) };
}

describe('read cache', () => {
  it('answers from memory until the feed says the row changed', async () => {
    const feed = fakeFeed();
    const cache = readCache<string>(feed, 'profile');
    const db = source('Asha');
    expect(await cache.get('+919800000001', db.load)).toBe('Asha');
    expect(await cache.get('+919800000001', db.load)).toBe('Asha');
    expect(db.state.loads).toBe(1);

    db.state.value = 'Asha Verma';
    feed.announce('profile', '+919800000001');
    expect(await cache.get('+919800000001', db.load)).toBe('Asha Verma');
    expect(db.state.loads).toBe(2);
  });

  it('ignores changes to other topics and other keys', async () => {
    const feed = fakeFeed();
    const cache = readCache<string>(feed, 'profile');
    const db = source('Asha');
    await cache.get('a', db.load);
    feed.announce('readings', 'a');
    feed.announce('profile', 'b');
    await cache.get('a', db.load);
    expect(db.state.loads).toBe(1);
  });

  it('does not keep a value loaded while the row was changing', async () => {
    const feed = fakeFeed();
    const cache = readCache<string>(feed, 'profile');
    let release!: (value: string) => void;
    // The read starts, the row changes and is announced, then the old value arrives.
    const slow = cache.get('a', () => new Promise<string>((resolve) => (release = resolve)));
    feed.announce('profile', 'a');
    release('old');
    expect(await slow).toBe('old');
    const db = source('new');
    expect(await cache.get('a', db.load)).toBe('new');
    expect(db.state.loads).toBe(1);
  });

  it('shares one load among simultaneous misses', async () => {
    const feed = fakeFeed();
    const cache = readCache<string>(feed, 'readings');
    const db = source('list');
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.get('a', db.load)));
    expect(results.every((r) => r === 'list')).toBe(true);
    expect(db.state.loads).toBe(1);
  });

  it('reads through while the feed is down, and forgets everything when it resets', async () => {
    const feed = fakeFeed();
    const cache = readCache<string>(feed, 'session');
    const db = source('+919800000001');
    await cache.get('t', db.load);
    feed.live = false;
    await cache.get('t', db.load);
    await cache.get('t', db.load);
    expect(db.state.loads).toBe(3);

    feed.live = true;
    await cache.get('t', db.load);
    feed.reset();
    await cache.get('t', db.load);
    expect(db.state.loads).toBe(5);
  });

  it('reads through without a feed at all', async () => {
    const cache = readCache<string>(undefined, 'profile');
    const db = source('x');
    await cache.get('a', db.load);
    await cache.get('a', db.load);
    expect(db.state.loads).toBe(2);
  });

  it('keeps only what it is told to, and only so many entries', async () => {
    const feed = fakeFeed();
    const cache = readCache<string | null>(feed, 'session', { keep: (v) => v !== null, maxEntries: 2 });
    let loads = 0;
    const miss = async () => (loads++, null);
    await cache.get('unknown', miss);
    await cache.get('unknown', miss);
    expect(loads).toBe(2);

    const db = source('v');
    for (const key of ['a', 'b', 'c']) await cache.get(key, db.load);
    await cache.get('a', db.load); // 'a' was the oldest of three: dropped
    expect(db.state.loads).toBe(4);
  });

  it('re-reads after the safety-net expiry even without a notice', async () => {
    const feed = fakeFeed();
    const cache = readCache<string>(feed, 'profile', { ttlMs: 20 });
    const db = source('v');
    await cache.get('a', db.load);
    await new Promise((r) => setTimeout(r, 30));
    await cache.get('a', db.load);
    expect(db.state.loads).toBe(2);
  });
});

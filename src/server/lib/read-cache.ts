import type { ChangeFeed, ChangeTopic } from '../db/change-feed';

export type ReadCacheOptions<V> = {
  /** A safety net only: changes evict entries as soon as the database announces them. */
  ttlMs?: number;
  maxEntries?: number;
  /** Values worth keeping; e.g. unknown session tokens are not, or guessing would flush the cache. */
  keep?: (value: V) => boolean;
};

/**
 * A per-process cache of hot reads (the session, the profile, the reading list), kept correct by
 * the database's change feed rather than by expiry: a write anywhere evicts the entry everywhere
 * (ADR 005). Without a live feed it reads through. Values are shared: callers must not mutate them.
 *
 * A load that overlaps an eviction is not stored (it may hold the old row), and simultaneous
 * misses for one key share one load.
 */
export function readCache<V>(feed: ChangeFeed | undefined, topic: ChangeTopic, options: ReadCacheOptions<V> = {}) {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, { value: V; at: number }>();
  const loading = new Map<string, { promise: Promise<V>; generation: number }>();
  // Bumped by every eviction: a load stores its result only if nothing was evicted meanwhile.
  let generation = 0;

  const evict = (key: string) => {
    generation++;
    entries.delete(key);
    loading.delete(key);
  };
  const forgetAll = () => {
    generation++;
    entries.clear();
    loading.clear();
  };
  feed?.subscribe({ change: (changed, key) => changed === topic && evict(key), reset: forgetAll });

  return {
    async get(key: string, load: () => Promise<V>): Promise<V> {
      if (!feed?.live) {
        // Notices sent while the feed is down are lost: nothing held from before can be trusted.
        if (entries.size > 0 || loading.size > 0) forgetAll();
        return load();
      }
      const hit = entries.get(key);
      if (hit && performance.now() - hit.at < ttlMs) return hit.value;
      const inFlight = loading.get(key);
      if (inFlight && inFlight.generation === generation) return inFlight.promise;

      const started = generation;
      const promise = load();
      loading.set(key, { promise, generation: started });
      try {
        const value = await promise;
        if (generation === started && feed.live && (options.keep?.(value) ?? true)) {
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
          entries.set(key, { value, at: performance.now() });
        }
        return value;
      } finally {
        if (loading.get(key)?.promise === promise) loading.delete(key);
      }
    },

    /** This process wrote `key`: forget it now rather than when the notice arrives. */
    evict,
  };
}

export type ReadCache<V> = ReturnType<typeof readCache<V>>;

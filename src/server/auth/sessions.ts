import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { keyedHash } from '../lib/keyed-hash';
import { readCache } from '../lib/read-cache';

const dayMs = 86_400_000;
/** Sliding expiry is pushed forward at most once an hour, so reads do not all become writes. */
const refreshEveryMs = 3_600_000;

/** lifetimeDays: the sliding (idle) expiry; maxDays: the absolute limit from sign-in, however active. */
export type SessionOptions = { secret: string; lifetimeDays: number; maxDays: number };

/**
 * Database sessions (docs/security.md, Sessions): a 256-bit random token goes to the cookie, only its
 * keyed hash is stored, a new one is made at every sign-in and deleted at sign-out. A session ends
 * after lifetimeDays unused, and maxDays after its sign-in even if used every day: a stolen cookie
 * does not stay good for ever by being kept busy.
 */
export function sessionStore(db: Db, options: SessionOptions, changes?: ChangeFeed) {
  const maxMs = options.maxDays * dayMs;
  /** A new session's expiry (and its cookie's Max-Age): never past the absolute limit. */
  const lifetimeMs = Math.min(options.lifetimeDays * dayMs, maxMs);
  // The keyed hash of each token in use, remembered: an HMAC per request was the second-largest
  // cost of a signed-in read. Bounded; holds only what live requests already carry.
  const hashes = new Map<string, string>();
  const hash = (token: string) => {
    let found = hashes.get(token);
    if (found === undefined) {
      found = keyedHash(options.secret, 'session', token);
      if (hashes.size >= 10_000) hashes.delete(hashes.keys().next().value!);
      hashes.set(token, found);
    }
    return found;
  };
  // Every API request resolves its session: kept in memory, evicted on sign-out on every instance.
  const cache = readCache<{ userPhone: string; createdAt: Date; expiresAt: Date } | null>(changes, 'session', { keep: (row) => row !== null });

  return {
    lifetimeMs,

    async create(userPhone: string, now: Date, tx: Db = db) {
      const token = randomBytes(32).toString('base64url');
      await tx.insert(sessions).values({ tokenHash: hash(token), userPhone, createdAt: now, expiresAt: new Date(now.getTime() + lifetimeMs) });
      return token;
    },

    /**
     * The signed-in phone number for a token, refreshing its expiry; null when unknown, expired or
     * past the absolute limit. maxAgeSeconds: what is left of it, for a refreshed cookie.
     */
    async resolve(token: string | undefined, now: Date): Promise<{ userPhone: string; refreshed: boolean; maxAgeSeconds: number } | null> {
      if (!token || token.length > 100) return null;
      const tokenHash = hash(token);
      const row = await cache.get(tokenHash, async () => {
        const [found] = await db
          .select({ userPhone: sessions.userPhone, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
          .from(sessions)
          .where(eq(sessions.tokenHash, tokenHash));
        return found ?? null;
      });
      // Both limits are checked here, not only written into expires_at: rows made before the
      // absolute limit existed, or before SESSION_MAX_DAYS was lowered, still end on time.
      if (!row) return null;
      const endsAt = row.createdAt.getTime() + maxMs;
      if (row.expiresAt <= now || endsAt <= now.getTime()) return null;
      const target = Math.min(now.getTime() + lifetimeMs, endsAt);
      const refreshed = target - row.expiresAt.getTime() > refreshEveryMs;
      if (refreshed) {
        await db.update(sessions).set({ expiresAt: new Date(target) }).where(eq(sessions.tokenHash, tokenHash));
        cache.evict(tokenHash);
      }
      const expiresAt = refreshed ? target : Math.min(row.expiresAt.getTime(), endsAt);
      return { userPhone: row.userPhone, refreshed, maxAgeSeconds: Math.floor((expiresAt - now.getTime()) / 1000) };
    },

    async revoke(token: string | undefined) {
      if (!token) return;
      await db.delete(sessions).where(eq(sessions.tokenHash, hash(token)));
      cache.evict(hash(token));
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;

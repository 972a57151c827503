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

export type SessionOptions = { secret: string; lifetimeDays: number };

/**
 * Database sessions (docs/security.md, Sessions): a 256-bit random token goes to the cookie, only its
 * keyed hash is stored, a new one is made at every sign-in and deleted at sign-out.
 */
export function sessionStore(db: Db, options: SessionOptions, changes?: ChangeFeed) {
  const lifetimeMs = options.lifetimeDays * dayMs;
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
  const cache = readCache<{ userPhone: string; expiresAt: Date } | null>(changes, 'session', { keep: (row) => row !== null });

  return {
    lifetimeMs,

    async create(userPhone: string, now: Date, tx: Db = db) {
      const token = randomBytes(32).toString('base64url');
      await tx.insert(sessions).values({ tokenHash: hash(token), userPhone, createdAt: now, expiresAt: new Date(now.getTime() + lifetimeMs) });
      return token;
    },

    /** The signed-in phone number for a token, refreshing its expiry; null when unknown or expired. */
    async resolve(token: string | undefined, now: Date): Promise<{ userPhone: string; refreshed: boolean } | null> {
      if (!token || token.length > 100) return null;
      const tokenHash = hash(token);
      const row = await cache.get(tokenHash, async () => {
        const [found] = await db
          .select({ userPhone: sessions.userPhone, expiresAt: sessions.expiresAt })
          .from(sessions)
          .where(eq(sessions.tokenHash, tokenHash));
        return found ?? null;
      });
      if (!row || row.expiresAt <= now) return null;
      const target = now.getTime() + lifetimeMs;
      const refreshed = target - row.expiresAt.getTime() > refreshEveryMs;
      if (refreshed) {
        await db.update(sessions).set({ expiresAt: new Date(target) }).where(eq(sessions.tokenHash, tokenHash));
        cache.evict(tokenHash);
      }
      return { userPhone: row.userPhone, refreshed };
    },

    async revoke(token: string | undefined) {
      if (!token) return;
      await db.delete(sessions).where(eq(sessions.tokenHash, hash(token)));
      cache.evict(hash(token));
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;

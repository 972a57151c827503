import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import { messagesIn } from '../../shared/messages-in';
import type { Language } from '../../shared/profile';
import type { Db } from '../db/client';
import { profiles, shareCredits } from '../db/schema';
import { AppError, waitRefusal } from '../http/errors';
import { momentInWords } from '../lib/moment-words';

const dayMs = 86_400_000;

/**
 * One reading credit per share, granted on the server only (ADR 004), at most
 * `perDay` in any rolling 24 hours. The count and the grant happen under one lock per user.
 */
export async function grantShareCredit(db: Db, phone: string, now: Date, perDay: number, language: Language) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`share:${phone}`}))`);
    const since = new Date(now.getTime() - dayMs);
    const recent = await tx
      .select({ createdAt: shareCredits.createdAt })
      .from(shareCredits)
      .where(and(eq(shareCredits.userPhone, phone), gt(shareCredits.createdAt, since)))
      .orderBy(asc(shareCredits.createdAt));
    if (recent.length >= perDay) {
      const nextAt = new Date(recent[recent.length - perDay]!.createdAt.getTime() + dayMs);
      const reason = messagesIn(language).shareLimitReached(perDay, momentInWords(nextAt, language));
      throw waitRefusal(nextAt.getTime() - now.getTime(), language, reason, { retryAt: nextAt.toISOString() });
    }
    await tx.insert(shareCredits).values({ userPhone: phone, createdAt: now });
    const [row] = await tx
      .update(profiles)
      .set({ sharesAvailable: sql`${profiles.sharesAvailable} + 1` })
      .where(eq(profiles.phoneNumber, phone))
      .returning({ sharesAvailable: profiles.sharesAvailable });
    if (!row) throw new AppError('unauthorized', messages.notSignedIn);
    return { sharesAvailable: row.sharesAvailable, earnedToday: recent.length + 1 };
  });
}

import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Where the user was born: city and country as typed, coordinates and zone once resolved. */
export type BirthLocation = {
  city: string;
  country: string;
  latitude?: number;
  longitude?: number;
  timezone?: string;
};

// SPEC.md §3: keyed by the full E.164 number. A minimal profile holds empty strings, so
// birth_date and birth_time are text ('YYYY-MM-DD', 'HH:MM') rather than nullable dates.
export const profiles = pgTable(
  'profiles',
  {
    phoneNumber: text('phone_number').primaryKey(),
    name: text('name').notNull().default(''),
    gender: text('gender').notNull().default('male'),
    email: text('email').notNull().default(''),
    birthDate: text('birth_date').notNull().default(''),
    birthTime: text('birth_time').notNull().default(''),
    birthLocation: jsonb('birth_location')
      .$type<BirthLocation>()
      .notNull()
      .default({ city: '', country: 'India' }),
    hasUsedFreeReading: boolean('has_used_free_reading').notNull().default(false),
    sharesAvailable: integer('shares_available').notNull().default(0),
    isPremium: boolean('is_premium').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('profiles_gender_check', sql`${t.gender} in ('male', 'female')`),
    check('profiles_shares_nonnegative', sql`${t.sharesAvailable} >= 0`),
  ],
);

export const readings = pgTable(
  'readings',
  {
    readingId: uuid('reading_id').primaryKey().defaultRandom(),
    userPhone: text('user_phone')
      .notNull()
      .references(() => profiles.phoneNumber, { onDelete: 'cascade' }),
    readingType: text('reading_type').notNull(),
    predictionText: text('prediction_text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('readings_user_created_idx').on(t.userPhone, t.createdAt.desc())],
);

export const paymentPlans = pgTable('payment_plans', {
  planId: text('plan_id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** Whole rupees, as SPEC.md §3 says; orders convert to paise on the server. */
  price: integer('price').notNull(),
  duration: text('duration').notNull(),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  isPopular: boolean('is_popular').notNull().default(false),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userPhone: text('user_phone')
      .notNull()
      .references(() => profiles.phoneNumber, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => paymentPlans.planId),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    /** Null means lifetime access. */
    endDate: timestamp('end_date', { withTimezone: true }),
    paymentId: text('payment_id').notNull().unique(),
    orderId: text('order_id').notNull(),
    amountPaid: integer('amount_paid').notNull(),
  },
  (t) => [index('subscriptions_user_created_idx').on(t.userPhone, t.createdAt.desc())],
);

// One-time sign-in codes. Only a keyed hash of the code is stored (SECURITY.md, One-time codes).
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the right code was used, or when a newer code replaced this one. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_challenges_phone_idx').on(t.phoneNumber, t.createdAt.desc()),
    // The daily SMS cap counts every code sent in the last 24 hours.
    index('otp_challenges_created_idx').on(t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userPhone: text('user_phone')
      .notNull()
      .references(() => profiles.phoneNumber, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userPhone)],
);

/**
 * Sliding-window rate limits: one row per counted event. `subject` is a keyed hash (of a phone
 * number or an IP address), so the table holds no personal data in the clear.
 */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_events_lookup_idx').on(t.bucket, t.subject, t.createdAt)],
);

/** ALTCHA solutions already accepted: each one works once (SECURITY.md). */
export const usedCaptchas = pgTable(
  'used_captchas',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
);

/**
 * A free reading or share credit taken for a reading still being written. Spending it and
 * inserting this row happen in one transaction; the reading's insert deletes it, a failure gives
 * the credit back and deletes it, and holds left by a crash are given back at start-up.
 */
export const entitlementHolds = pgTable('entitlement_holds', {
  id: uuid('id').primaryKey().defaultRandom(),
  userPhone: text('user_phone')
    .notNull()
    .references(() => profiles.phoneNumber, { onDelete: 'cascade' }),
  /** 'free' or 'share'; premium readings spend nothing and hold nothing. */
  kind: text('kind').notNull(),
  createdAt: createdAt(),
});

/** One row per credit earned by sharing: the rolling daily cap counts these. */
export const shareCredits = pgTable(
  'share_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userPhone: text('user_phone')
      .notNull()
      .references(() => profiles.phoneNumber, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('share_credits_user_created_idx').on(t.userPhone, t.createdAt)],
);

/** Model replies by prompt hash: an identical prompt is answered from here, on every instance. */
export const readingCache = pgTable('reading_cache', {
  promptHash: text('prompt_hash').primaryKey(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

export const schema = {
  profiles,
  readings,
  paymentPlans,
  subscriptions,
  otpChallenges,
  sessions,
  rateEvents,
  usedCaptchas,
  entitlementHolds,
  shareCredits,
  readingCache,
};

export type Profile = typeof profiles.$inferSelect;

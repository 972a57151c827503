import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ResidencePlace } from '../../shared/residence';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Where the user was born: city and country as typed, coordinates and zone once resolved. */
export type BirthLocation = {
  city: string;
  country: string;
  latitude?: number;
  longitude?: number;
  timezone?: string;
};

// docs/product.md, Data: keyed by the full E.164 number. A minimal profile holds empty strings, so
// birth_date and birth_time are text ('YYYY-MM-DD', 'HH:MM') rather than nullable dates.
export const profiles = pgTable(
  'profiles',
  {
    phoneNumber: text('phone_number').primaryKey(),
    name: text('name').notNull().default(''),
    gender: text('gender').notNull().default('male'),
    email: text('email').notNull().default(''),
    birthDate: text('birth_date').notNull().default(''),
    /** The time the chart is cast for: the birth time, or noon or a range's middle when it is not known (shared/birth-time.ts). */
    birthTime: text('birth_time').notNull().default(''),
    birthTimeAccuracy: text('birth_time_accuracy').notNull().default('exact'),
    birthTimeRange: text('birth_time_range'),
    birthLocation: jsonb('birth_location')
      .$type<BirthLocation>()
      .notNull()
      .default({ city: '', country: 'India' }),
    hasUsedFreeReading: boolean('has_used_free_reading').notNull().default(false),
    sharesAvailable: integer('shares_available').notNull().default(0),
    isPremium: boolean('is_premium').notNull().default(false),
    /** The interface language the user chose ('en' | 'hi' | 'ta' | 'te'), applied when they sign in anywhere. */
    language: text('language').notNull().default('en'),
    /** Where the user lives now; null means at the birth place. Readings are dated in its zone (docs/decisions/023). */
    residence: jsonb('residence').$type<ResidencePlace>(),
    /** 'amanta' or 'purnimanta' when the user chose one; null takes the region's default. */
    lunarMonth: text('lunar_month'),
    /** The chart choices (shared/chart-choices.ts, docs/decisions/046): applied to every chart of the account. */
    ayanamsa: text('ayanamsa').notNull().default('lahiri'),
    node: text('node').notNull().default('mean'),
    chartStyle: text('chart_style').notNull().default('north'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('profiles_gender_check', sql`${t.gender} in ('male', 'female')`),
    check('profiles_ayanamsa_check', sql`${t.ayanamsa} in ('lahiri', 'raman', 'kp', 'true-chitra')`),
    check('profiles_node_check', sql`${t.node} in ('mean', 'true')`),
    check('profiles_chart_style_check', sql`${t.chartStyle} in ('north', 'south')`),
    check('profiles_lunar_month_check', sql`${t.lunarMonth} is null or ${t.lunarMonth} in ('amanta', 'purnimanta')`),
    check('profiles_language_check', sql`${t.language} in ('en', 'hi', 'ta', 'te')`),
    check('profiles_birth_time_accuracy_check', sql`${t.birthTimeAccuracy} in ('exact', 'range', 'unknown')`),
    // A range is named exactly when the accuracy says so.
    check('profiles_birth_time_range_check', sql`(${t.birthTimeAccuracy} = 'range') = (${t.birthTimeRange} is not null) and (${t.birthTimeRange} is null or ${t.birthTimeRange} in ('early-morning', 'morning', 'afternoon', 'evening', 'night'))`),
    check('profiles_shares_nonnegative', sql`${t.sharesAvailable} >= 0`),
  ],
);

/**
 * People a user saved besides themselves (family, friends), each with birth details of their own,
 * to open their chart or match it. Each belongs to one account; at most PEOPLE_LIMIT
 * (shared/people.ts) per account, counted under a lock on the account when one is added.
 * Birth date and time are text as in profiles, validated by the same schema.
 */
export const people = pgTable(
  'people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userPhone: text('user_phone')
      .notNull()
      .references(() => profiles.phoneNumber, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    gender: text('gender').notNull(),
    relation: text('relation').notNull(),
    birthDate: text('birth_date').notNull(),
    birthTime: text('birth_time').notNull(),
    birthTimeAccuracy: text('birth_time_accuracy').notNull().default('exact'),
    birthTimeRange: text('birth_time_range'),
    birthLocation: jsonb('birth_location').$type<BirthLocation>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('people_gender_check', sql`${t.gender} in ('male', 'female')`),
    check(
      'people_relation_check',
      sql`${t.relation} in ('spouse', 'partner', 'child', 'parent', 'sibling', 'grandparent', 'friend', 'other')`,
    ),
    check('people_birth_time_accuracy_check', sql`${t.birthTimeAccuracy} in ('exact', 'range', 'unknown')`),
    check('people_birth_time_range_check', sql`(${t.birthTimeAccuracy} = 'range') = (${t.birthTimeRange} is not null) and (${t.birthTimeRange} is null or ${t.birthTimeRange} in ('early-morning', 'morning', 'afternoon', 'evening', 'night'))`),
    index('people_user_created_idx').on(t.userPhone, t.createdAt),
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
    /**
     * The period the reading covers on India's calendar, first and last day (the composer's reading-period.ts).
     * Null only for a reading saved before periods existed that repeated an earlier one of its period.
     */
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    /** The language the reading was written in ('en' | 'hi' | 'ta' | 'te'): the caller's when it was asked for. */
    language: text('language').notNull().default('en'),
    /**
     * A Kundli Milan report (reading_type 'match', docs/decisions/009-match-reports-in-readings.md):
     * both people and the scores, as matching/match-report.ts stores them. Null for every other reading.
     */
    details: jsonb('details'),
    /** Which two charts a match report is of: the same two again open it rather than spend again. */
    matchKey: text('match_key'),
    /**
     * The ayanamsa and node the reading's chart was cast with ('lahiri/mean', shared/chart-choices.ts):
     * a period's reading is the one of the reader's present choice (docs/decisions/046).
     */
    chartBasis: text('chart_basis').notNull().default('lahiri/mean'),
  },
  (t) => [
    check('readings_language_check', sql`${t.language} in ('en', 'hi', 'ta', 'te')`),
    index('readings_user_created_idx').on(t.userPhone, t.createdAt.desc()),
    // One reading per type, period and chart basis: of two simultaneous requests, only one can save (ADR 006).
    uniqueIndex('readings_user_type_period_idx').on(t.userPhone, t.readingType, t.periodStart, t.chartBasis),
    // One match report per pair of charts, likewise.
    uniqueIndex('readings_user_match_idx').on(t.userPhone, t.matchKey).where(sql`${t.matchKey} is not null`),
  ],
);

export const paymentPlans = pgTable(
  'payment_plans',
  {
    planId: text('plan_id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Whole rupees, as docs/product.md, Data says; orders convert to paise on the server. */
    price: integer('price').notNull(),
    /** monthly, quarterly, yearly or lifetime (shared/plans.ts says how long each runs). */
    duration: text('duration').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    isPopular: boolean('is_popular').notNull().default(false),
  },
  (t) => [
    check('payment_plans_duration_check', sql`${t.duration} in ('monthly', 'quarterly', 'yearly', 'lifetime')`),
    check('payment_plans_price_positive', sql`${t.price} > 0`),
  ],
);

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
    /** One grant per order, whichever path (verify, webhook, reconciler) gets there first. */
    orderId: text('order_id').notNull().unique(),
    /** Whole rupees (docs/product.md, Validation: paise from the gateway, divided by 100 to save). */
    amountPaid: integer('amount_paid').notNull(),
  },
  (t) => [index('subscriptions_user_created_idx').on(t.userPhone, t.createdAt.desc())],
);

/**
 * Orders created with the payment provider, one per checkout attempt. The amount is the plan's
 * price in paise at the time of the order; a payment is accepted only for this amount. A payment
 * id marks at most one order paid (unique), which with subscriptions.payment_id keeps a payment
 * from granting twice, however verify, webhooks and the reconciler race.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    orderId: text('order_id').primaryKey(),
    userPhone: text('user_phone')
      .notNull()
      .references(() => profiles.phoneNumber, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => paymentPlans.planId),
    /** razorpay or sandbox: the reconciler asks only the provider that made the order. */
    provider: text('provider').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('INR'),
    /** pending → paid, or pending → failed (→ paid if a captured payment turns up after all). */
    status: text('status').notNull().default('pending'),
    receipt: text('receipt').notNull(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentId: text('payment_id').unique(),
    /** When the browser first opened the checkout for this order; the reconciler asks only about these. */
    checkoutOpenedAt: timestamp('checkout_opened_at', { withTimezone: true }),
    /** When the reconciler last asked the gateway about it: it asks the longest-unchecked first. */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  },
  (t) => [
    check('payment_orders_status_check', sql`${t.status} in ('pending', 'paid', 'failed')`),
    check('payment_orders_amount_positive', sql`${t.amount} > 0`),
    index('payment_orders_user_plan_idx').on(t.userPhone, t.planId, t.createdAt.desc()),
    index('payment_orders_status_created_idx').on(t.status, t.createdAt),
    index('payment_orders_status_checked_idx').on(t.status, t.lastCheckedAt),
  ],
);

/**
 * Razorpay webhook deliveries already handled, by `x-razorpay-event-id`: a repeated delivery
 * inserts nothing (ON CONFLICT DO NOTHING) and is skipped. Written in the same transaction as
 * the grant it caused.
 */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  orderId: text('order_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

// One-time sign-in codes. Only a keyed hash of the code is stored (docs/security.md, One-time codes).
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
    /** Keyed hash of the asking browser's cookie id: only that browser's tries count against the code. */
    browserHash: text('browser_hash'),
    /** The number's country (ISO 3166 region, e.g. 'IN'): each country has its own daily cap. */
    country: text('country'),
  },
  (t) => [
    index('otp_challenges_phone_idx').on(t.phoneNumber, t.createdAt.desc()),
    index('otp_challenges_country_created_idx').on(t.country, t.createdAt),
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
  (t) => [
    index('rate_events_lookup_idx').on(t.bucket, t.subject, t.createdAt),
    // The retention job deletes by age (src/server/maintenance/retention.ts).
    index('rate_events_created_idx').on(t.createdAt),
  ],
);

/** ALTCHA solutions already accepted: each one works once (docs/security.md). */
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
 * the credit back and deletes it. The hold is a lease: the process writing the reading pushes
 * `expires_at` forward while it works, and a sweep on any instance gives back the credits of
 * holds whose lease ran out (their process died: a crash, SIGKILL or a lost host).
 */
export const entitlementHolds = pgTable('entitlement_holds', {
  id: uuid('id').primaryKey().defaultRandom(),
  userPhone: text('user_phone')
    .notNull()
    .references(() => profiles.phoneNumber, { onDelete: 'cascade' }),
  /** 'free' or 'share'; premium readings spend nothing and hold nothing. */
  kind: text('kind').notNull(),
  createdAt: createdAt(),
  /**
   * The code always sets it. The default is for holds made by a version without leases (still
   * running during a rolling deploy, or in flight at the upgrade): they keep the old ten minutes.
   */
  expiresAt: timestamp('expires_at', { withTimezone: true })
    .notNull()
    .default(sql`now() + interval '10 minutes'`),
});

/**
 * A reading being written right now, whatever pays for it: the per-user bound on readings in
 * progress counts these rows, so it holds across instances. Like a hold, it is a lease the writing
 * process renews; a row whose lease ran out (its process died) no longer counts and is pruned.
 */
export const readingRuns = pgTable(
  'reading_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userPhone: text('user_phone')
      .notNull()
      .references(() => profiles.phoneNumber, { onDelete: 'cascade' }),
    startedAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('reading_runs_user_idx').on(t.userPhone, t.expiresAt)],
);

/**
 * A browser that asked for the daily reminder (Web Push): its push service's endpoint and the keys
 * the payload is encrypted to, at most REMINDER_DEVICES_LIMIT (shared/reminders.ts) per account.
 * An endpoint is one browser's, so it belongs to one account at a time: whoever turned the
 * reminder on there last. Deleted when the push service says it expired (404, 410).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userPhone: text('user_phone')
      .notNull()
      .references(() => profiles.phoneNumber, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The time of day where the reader lives (reminders/reader-day.ts), 'HH:MM' on the hour or half hour: zero-padded, so text order is time order. */
    timeOfDay: text('time_of_day').notNull(),
    /**
     * The reader's date (where they live) whose reminder is done: sent, or passed by when it was turned on after the
     * time. Setting it is the claim (reminders/reminder-sender.ts): one instance wins each day.
     */
    lastSentOn: date('last_sent_on', { mode: 'string' }),
    /** Sends that failed in a row (not expiry): each one waits longer before the next try. */
    failures: integer('failures').notNull().default(0),
    retryAt: timestamp('retry_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('push_subscriptions_time_check', sql`${t.timeOfDay} ~ '^([01][0-9]|2[0-3]):(00|30)$'`),
    index('push_subscriptions_user_idx').on(t.userPhone),
    index('push_subscriptions_due_idx').on(t.timeOfDay),
  ],
);

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

/**
 * Each user's invite code (docs/decisions/033): made the first time they open their invite, kept
 * for good. Random (60 bits), so a code cannot be guessed from a number or another code.
 */
export const inviteCodes = pgTable('invite_codes', {
  userPhone: text('user_phone')
    .primaryKey()
    .references(() => profiles.phoneNumber, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Every number that ever signed in, by keyed hash, with no link to its profile: a number stays
 * here when its account is deleted, so it can never sign up "new" through an invite again.
 */
export const knownNumbers = pgTable('known_numbers', {
  phoneHash: text('phone_hash').primaryKey(),
  firstSeenAt: createdAt(),
});

/**
 * The browsers (server-set device cookie, by keyed hash) a user was signed in on: an invitee on one
 * of the inviter's browsers earns the inviter nothing.
 */
export const userDevices = pgTable(
  'user_devices',
  {
    userPhone: text('user_phone')
      .notNull()
      .references(() => profiles.phoneNumber, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    seenAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userPhone, t.deviceHash] }), index('user_devices_device_idx').on(t.deviceHash)],
);

/**
 * One row per invitee ever, keyed by the keyed hash of their number (so it outlives their account):
 * pending from sign-in through the invite until their birth details are saved, then credited, or
 * the reason it was not. The inviter's daily and monthly caps count the credited rows.
 */
export const referrals = pgTable(
  'referrals',
  {
    inviteeHash: text('invitee_hash').primaryKey(),
    inviterPhone: text('inviter_phone')
      .notNull()
      .references(() => profiles.phoneNumber, { onDelete: 'cascade' }),
    /** The invitee's browser when they signed in through the invite. */
    inviteeDeviceHash: text('invitee_device_hash'),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('referrals_status_check', sql`${t.status} in ('pending', 'credited', 'same_device', 'day_cap', 'month_cap')`),
    check('referrals_completed_check', sql`(${t.status} = 'pending') = (${t.completedAt} is null)`),
    index('referrals_inviter_idx').on(t.inviterPhone, t.status, t.completedAt),
  ],
);

/** Model replies by prompt hash: an identical prompt is answered from here, on every instance. */
export const readingCache = pgTable(
  'reading_cache',
  {
    promptHash: text('prompt_hash').primaryKey(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  // Retention prunes by age (src/server/maintenance/retention.ts).
  (t) => [index('reading_cache_created_idx').on(t.createdAt)],
);

/**
 * First-party analytics. Nothing personal: the visitor id is a random id the browser
 * made, the user key a keyed hash of the phone number, paths are normalised (ids become `:id`) and
 * properties are allow-listed (src/server/analytics/events.ts).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    /** 'server' for events the server saw happen (the counts `npm run stats` trusts), else 'browser'. */
    origin: text('origin').notNull(),
    visitorId: text('visitor_id'),
    userKey: text('user_key'),
    path: text('path'),
    /** Where the visit came from, e.g. 'whatsapp' for links with `?ref=wa`; null is direct. */
    source: text('source'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    /** Purchases only, written by the server: the amount in rupees (not paise), as GA4 counts it. */
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency'),
    /** The payment id: a purchase is recorded once however many paths report it. */
    transactionId: text('transaction_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('analytics_events_origin_check', sql`${t.origin} in ('browser', 'server')`),
    index('analytics_events_name_created_idx').on(t.name, t.createdAt),
    index('analytics_events_created_idx').on(t.createdAt),
    // The per-visitor daily budget counts a visitor's recent events.
    index('analytics_events_visitor_created_idx').on(t.visitorId, t.createdAt),
    uniqueIndex('analytics_events_transaction_idx').on(t.transactionId),
  ],
);

/** Errors from browsers and from the server, truncated and with no personal data. */
export const errorReports = pgTable(
  'error_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    route: text('route'),
    requestId: text('request_id'),
    userKey: text('user_key'),
    createdAt: createdAt(),
  },
  (t) => [
    check('error_reports_source_check', sql`${t.source} in ('browser', 'server')`),
    index('error_reports_created_idx').on(t.createdAt),
  ],
);

/** The public city pages, drawn once per language and period by whichever instance claims them (docs/decisions/040). */
export const publicPages = pgTable(
  'public_pages',
  {
    path: text('path').notNull(),
    language: text('language').notNull(),
    /** The local day ('2026-12-07') of a panchang, the year ('2026') of a calendar. */
    period: text('period').notNull(),
    /** Null while the claiming instance draws it. */
    html: text('html'),
    etag: text('etag'),
    /** How many times the page was drawn: 1, unless a claim was taken over from a dead instance. */
    generations: integer('generations').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.path, t.language, t.period] }),
    check('public_pages_language_check', sql`${t.language} in ('en', 'hi', 'ta', 'te')`),
    index('public_pages_claimed_idx').on(t.claimedAt),
  ],
);

/**
 * A personal muhurta search a user paid for (docs/decisions/045): the windows of one event, range
 * and place narrowed to the chosen people's tara bala and chandra bala, kept as they were found.
 * `key` names the event, range, place and the people's birth details: the same search again opens
 * this row and spends nothing, and two simultaneous ones meet the unique index.
 */
export const muhurtaResults = pgTable(
  'muhurta_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userPhone: text('user_phone')
      .notNull()
      .references(() => profiles.phoneNumber, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    purpose: text('purpose').notNull(),
    rangeFrom: text('range_from').notNull(),
    rangeTo: text('range_to').notNull(),
    /** The people by name and where they came from (me, a saved person, a partner typed in), and the result as the API sends it. */
    people: jsonb('people').notNull(),
    result: jsonb('result').notNull(),
    /** What paid for it: 'free', 'share' or 'premium'. */
    paidWith: text('paid_with').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('muhurta_results_paid_with_check', sql`${t.paidWith} in ('free', 'share', 'premium')`),
    uniqueIndex('muhurta_results_user_key_idx').on(t.userPhone, t.key),
    index('muhurta_results_user_created_idx').on(t.userPhone, t.createdAt.desc()),
  ],
);

/**
 * A conversation of questions answered from a chart (Ask Jyotishi, docs/decisions/043): whose chart
 * answers it (the user, or a saved person; a person deleted later leaves the thread with their name),
 * its topic and language, and its first question as its title.
 */
export const questionThreads = pgTable(
  'question_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userPhone: text('user_phone')
      .notNull()
      .references(() => profiles.phoneNumber, { onDelete: 'cascade' }),
    personId: uuid('person_id').references(() => people.id, { onDelete: 'set null' }),
    /** The name of whom the thread is about, as it was when asked ("" for the user). */
    subjectName: text('subject_name').notNull().default(''),
    topic: text('topic').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('question_threads_language_check', sql`${t.language} in ('en', 'hi', 'ta', 'te')`),
    index('question_threads_user_updated_idx').on(t.userPhone, t.updatedAt.desc()),
  ],
);

/**
 * One question of a thread and its answer: what was understood (topic, period, whom), the text as
 * it was shown, its dated windows and reasons, who wrote it (the built-in words or a model held to
 * them) and what paid for it ('follow-up' for a free follow-up; premium's fair use counts the rest).
 */
export const questionTurns = pgTable(
  'question_turns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => questionThreads.id, { onDelete: 'cascade' }),
    userPhone: text('user_phone')
      .notNull()
      .references(() => profiles.phoneNumber, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    topic: text('topic').notNull(),
    timeframeStart: date('timeframe_start', { mode: 'string' }).notNull(),
    timeframeEnd: date('timeframe_end', { mode: 'string' }).notNull(),
    timeframeKind: text('timeframe_kind').notNull(),
    /** 'answer', or 'remedy' for a follow-up asking what to do about the thread's topic. */
    kind: text('kind').notNull().default('answer'),
    answer: text('answer').notNull(),
    windows: jsonb('windows').notNull(),
    basis: jsonb('basis').notNull(),
    source: text('source').notNull(),
    spend: text('spend').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('question_turns_source_check', sql`${t.source} in ('builtin', 'model')`),
    check('question_turns_spend_check', sql`${t.spend} in ('free', 'share', 'premium', 'follow-up')`),
    // Two follow-ups sent at once cannot both take the same place: one saves, the other gives back.
    uniqueIndex('question_turns_thread_position_idx').on(t.threadId, t.position),
    index('question_turns_user_created_idx').on(t.userPhone, t.createdAt),
  ],
);

export const schema = {
  profiles,
  people,
  readings,
  paymentPlans,
  subscriptions,
  paymentOrders,
  webhookEvents,
  otpChallenges,
  sessions,
  rateEvents,
  usedCaptchas,
  entitlementHolds,
  readingRuns,
  pushSubscriptions,
  shareCredits,
  inviteCodes,
  knownNumbers,
  userDevices,
  referrals,
  readingCache,
  analyticsEvents,
  errorReports,
  publicPages,
  muhurtaResults,
  questionThreads,
  questionTurns,
};

export type Profile = typeof profiles.$inferSelect;
export type Person = typeof people.$inferSelect;
export type QuestionThread = typeof questionThreads.$inferSelect;
export type QuestionTurn = typeof questionTurns.$inferSelect;

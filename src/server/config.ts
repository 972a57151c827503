import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { productionFloorViolation } from './production-floors';
import { localVapidKeys, vapidPairProblem } from './reminders/vapid-keys';
import { dialCountries } from '../shared/countries';

// The one place that reads process.env. Everything else receives a Config.

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);
const optional = z.string().trim().default('');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(3000),
  // Empty: 0.0.0.0 in production (a container's port is published from its own interface), else
  // 127.0.0.1, so a development server is not reachable from the network it sits on.
  HOST: optional,
  // Where visitors open the site; its origin may write to the API. Empty: http://localhost:PORT, this
  // server's own address, so a development server on another port does not trust whatever runs on 3000.
  PUBLIC_SITE_URL: z.union([z.literal(''), z.string().url()]).default(''),
  // Other origins allowed to call the API from a browser (comma-separated). Empty: same-origin only.
  CORS_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((list) => list.split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'each entry must be an origin such as https://www.example.in'))),
  DATA_DIR: z.string().default('./data'),
  /** The built app the server sends; empty: the repository's dist/ (`vite build`'s output). */
  DIST_DIR: optional,
  DATABASE_URL: optional,
  APP_SECRET: optional,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  SUPPORT_EMAIL: z.string().email().default('support@jyotishi.app'),
  // The Grievance Officer every legal page names, as Indian law asks of an online seller (the
  // Consumer Protection (E-Commerce) Rules, 2020, rule 4; the IT Rules, 2021, rule 3(2)): a name, an
  // email and a postal address. Required in production; elsewhere placeholders that say so.
  GRIEVANCE_OFFICER_NAME: optional,
  GRIEVANCE_OFFICER_EMAIL: z.union([z.literal(''), z.string().trim().email()]).default(''),
  GRIEVANCE_OFFICER_ADDRESS: optional,

  SMS_PROVIDER: z.enum(['console', 'twilio', 'msg91']).optional(),
  TWILIO_ACCOUNT_SID: optional,
  TWILIO_AUTH_TOKEN: optional,
  TWILIO_FROM: optional,
  TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),
  MSG91_AUTH_KEY: optional,
  MSG91_TEMPLATE_ID: optional,
  MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),

  CAPTCHA_PROVIDER: z.enum(['altcha', 'none']).default('altcha'),
  ALTCHA_HMAC_KEY: optional,
  ALTCHA_COST: int(1),
  ALTCHA_COUNTER_MIN: int(20_000),
  ALTCHA_COUNTER_MAX: int(60_000),
  ALTCHA_EXPIRES_SECONDS: int(600),
  // How many times the base work a network that keeps asking for codes must do, at most.
  ALTCHA_MAX_WORK_SCALE: int(64),

  OTP_TTL_SECONDS: int(600),
  OTP_MAX_ATTEMPTS: int(5),
  OTP_RESEND_COOLDOWN_SECONDS: int(30),
  OTP_MAX_PER_NUMBER_HOUR: int(5),
  OTP_MAX_PER_NUMBER_DAY: int(10),
  OTP_MAX_PER_IP_HOUR: int(20),
  SMS_DAILY_CAP: int(5000),
  // Countries whose numbers get codes (ISO 3166 regions); by default the eight the sign-in form offers.
  OTP_ALLOWED_COUNTRIES: z
    .string()
    .default(dialCountries.map((c) => c.iso).join(','))
    .transform((list) => list.split(',').map((c) => c.trim().toUpperCase()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'each entry must be a two-letter country code such as IN')).min(1)),
  // Codes per country per day, "IN:4000,*:300": international SMS cost most and are what SMS
  // pumping goes after, so each country has its own cap inside the global one. '*' is every other.
  SMS_COUNTRY_DAILY_CAPS: z
    .string()
    .default('IN:5000,*:300')
    .transform((list, ctx) => {
      const caps: Record<string, number> = {};
      for (const entry of list.split(',').map((e) => e.trim()).filter(Boolean)) {
        const match = /^([A-Za-z]{2}|\*):(\d+)$/.exec(entry);
        if (!match) {
          ctx.addIssue({ code: 'custom', message: 'expected entries such as IN:4000 or *:300' });
          return z.NEVER;
        }
        caps[match[1]!.toUpperCase()] = Number(match[2]);
      }
      return caps;
    }),
  // Failed code checks one IP network may make in an hour, whatever the numbers.
  OTP_MAX_FAILED_CHECKS_PER_IP_HOUR: int(30),
  SESSION_DAYS: int(30),
  // Days from sign-in after which a session ends even if used every day.
  SESSION_MAX_DAYS: int(90),

  AI_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
  AI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  AI_API_KEY: optional,
  AI_MODEL: z.string().default('gpt-4'),
  AI_TIMEOUT_MS: int(60_000),
  GENERATION_CONCURRENCY: int(8),
  // A free reading or share credit taken for a reading in progress is a lease: the writing process
  // renews it (every quarter of the lease) and a sweep gives back the credits of expired ones.
  READING_HOLD_LEASE_SECONDS: int(120),
  READING_HOLD_SWEEP_SECONDS: int(30),
  // Readings one user may have being written at once, counted in the database across instances.
  READINGS_IN_PROGRESS_PER_USER: int(2),
  // Fair use of premium: readings (Kundli Milan reports included) a premium user may have written in
  // any rolling 24 hours. 0 turns the limit off.
  PREMIUM_READINGS_PER_DAY: int(40),
  SHARE_CREDITS_PER_DAY: int(3),
  // Saved people an account may create, change or delete in an hour, together: far above what a
  // family's details need (at most 10 people), far below what a script could write.
  PEOPLE_WRITES_PER_HOUR: int(60),

  // PDFs are made in worker threads, so the thread that answers requests stays free. 0: one
  // thread fewer than the CPUs the process may use, at least one.
  PDF_THREADS: int(0),
  // PDFs one user may have being made (or waiting) at once on this instance; one more gets 429.
  PDF_RENDERS_PER_USER: int(2),
  // PDFs waiting for a thread on this instance, everyone's together; one more gets 503.
  PDF_QUEUE_LIMIT: int(32),
  // From the request's arrival to the finished file, waiting included.
  PDF_TIMEOUT_MS: int(30_000),

  // Analytics and error reporting. Both are off unless their id or DSN is set.
  GA_MEASUREMENT_ID: z
    .string()
    .trim()
    .regex(/^(G-[A-Z0-9]{4,20})?$/, 'expected a GA4 measurement id such as G-ABC123XYZ')
    .default(''),
  SENTRY_DSN: z.union([z.literal(''), z.string().trim().url()]).default(''),
  // Requests to POST /api/analytics/events per IP per minute (each may carry up to 20 events).
  ANALYTICS_EVENTS_PER_MINUTE: int(120),
  // Events stored per IP network per hour and per visitor id per day; events beyond are dropped.
  ANALYTICS_EVENTS_PER_IP_HOUR: int(600),
  ANALYTICS_EVENTS_PER_VISITOR_DAY: int(500),
  // Error reports stored per IP per hour, the browser's and the server's own reports of failures alike.
  ERROR_REPORTS_PER_HOUR: int(30),

  PAYMENT_PROVIDER: z.enum(['razorpay', 'sandbox']).optional(),
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: optional,
  RAZORPAY_WEBHOOK_SECRET: optional,
  RAZORPAY_API_BASE_URL: z.string().url().default('https://api.razorpay.com'),
  PAYMENT_TIMEOUT_MS: int(15_000),
  PAYMENT_RECONCILE_INTERVAL_SECONDS: int(300),
  PAYMENT_RECONCILE_MIN_AGE_SECONDS: int(900),
  // Unpaid orders a user may hold from the last day: each is one the reconciler may have to ask about.
  PAYMENT_OPEN_ORDERS_PER_USER: int(5),

  ANALYTICS_RETENTION_DAYS: int(400),

  // The daily reminder by Web Push. The VAPID pair signs our requests to push services; empty
  // outside production, one is made once and kept in DATA_DIR. Production needs both.
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  // Who a push service may contact about our sends. Empty: mailto:SUPPORT_EMAIL.
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^$|^mailto:[^\s@]+@[^\s@]+$|^https:\/\/\S+$/, 'expected a mailto: or https:// address')
    .default(''),
  REMINDERS_INTERVAL_SECONDS: int(60),
  // The push services a browser's subscription may point at ('*.' for any subdomain), on port 443:
  // the server posts to the endpoint a browser gives, so only the browsers' own push services are
  // allowed. jmt17.google.com is FCM's address for Chromium builds without Google's API keys
  // (Linux distributions). Outside production an entry may name another port, 'host:port', and an
  // IP address, for a stand-in push service on this machine.
  PUSH_SERVICE_HOSTS: z
    .string()
    .default('fcm.googleapis.com,jmt17.google.com,*.push.services.mozilla.com,*.notify.windows.com,*.push.apple.com')
    .transform((list) => list.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:[1-9][0-9]{0,4})?$/, 'each entry must be a host name such as fcm.googleapis.com or *.push.apple.com')).min(1)),
});

type Env = z.infer<typeof envSchema>;

/** Razorpay when chosen or when any of its keys is set; otherwise the built-in sandbox checkout. */
function paymentProviderOf(e: Env) {
  return e.PAYMENT_PROVIDER ?? (e.RAZORPAY_KEY_ID || e.RAZORPAY_KEY_SECRET || e.RAZORPAY_WEBHOOK_SECRET ? 'razorpay' : 'sandbox');
}

/** Which keys each provider needs: empty ones stop start-up with the spec's message. */
const requiredWhen: Array<{ when: (env: Env) => boolean; keys: Array<keyof Env> }> = [
  { when: (e) => e.SMS_PROVIDER === 'twilio', keys: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] },
  { when: (e) => e.SMS_PROVIDER === 'msg91', keys: ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID'] },
  { when: (e) => e.NODE_ENV === 'production', keys: ['APP_SECRET', 'GRIEVANCE_OFFICER_NAME', 'GRIEVANCE_OFFICER_EMAIL', 'GRIEVANCE_OFFICER_ADDRESS'] },
  { when: (e) => e.AI_PROVIDER === 'openai', keys: ['AI_API_KEY'] },
  { when: (e) => paymentProviderOf(e) === 'razorpay', keys: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] },
];

export class ConfigError extends Error {}

export function missingVariableMessage(name: string) {
  return `Missing required environment variable: ${name}. Please check your .env file and ensure all required variables are set.`;
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const e = parsed.data;
  for (const rule of requiredWhen) {
    if (!rule.when(e)) continue;
    const missing = rule.keys.find((k) => e[k] === '');
    if (missing) throw new ConfigError(missingVariableMessage(missing));
  }
  const production = e.NODE_ENV === 'production';
  const smsProvider = e.SMS_PROVIDER ?? (production ? undefined : 'console');
  if (!smsProvider) throw new ConfigError(missingVariableMessage('SMS_PROVIDER'));
  if (production && smsProvider === 'console') {
    throw new ConfigError('SMS_PROVIDER=console prints sign-in codes to the log and cannot run in production.');
  }
  const paymentProvider = paymentProviderOf(e);
  if (production && paymentProvider === 'sandbox') {
    // Production takes real money: with nothing chosen, name the first key Razorpay needs.
    if (!e.PAYMENT_PROVIDER) throw new ConfigError(missingVariableMessage('RAZORPAY_KEY_ID'));
    throw new ConfigError('PAYMENT_PROVIDER=sandbox takes no real payments and cannot run in production.');
  }
  const publicSiteUrl = (e.PUBLIC_SITE_URL || `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const belowFloor = production ? productionFloorViolation({ ...e, PUBLIC_SITE_URL: publicSiteUrl }) : null;
  if (belowFloor) throw new ConfigError(belowFloor);
  const dataDir = path.resolve(e.DATA_DIR);
  const appSecret = e.APP_SECRET || localSecret(dataDir);
  const vapid = vapidKeysOf(e, production, dataDir);
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
    publicSiteUrl,
    corsAllowedOrigins: e.CORS_ALLOWED_ORIGINS,
    dataDir,
    distDir: e.DIST_DIR ? path.resolve(e.DIST_DIR) : undefined,
    databaseUrl: e.DATABASE_URL || undefined,
    appSecret,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    supportEmail: e.SUPPORT_EMAIL,
    grievanceOfficer: {
      name: e.GRIEVANCE_OFFICER_NAME || 'Not yet appointed (development)',
      email: e.GRIEVANCE_OFFICER_EMAIL || 'grievance@jyotishi.app',
      address: e.GRIEVANCE_OFFICER_ADDRESS || 'Postal address not yet set (development)',
    },
    sms: {
      provider: smsProvider,
      twilio: { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM, baseUrl: e.TWILIO_BASE_URL },
      msg91: { authKey: e.MSG91_AUTH_KEY, templateId: e.MSG91_TEMPLATE_ID, baseUrl: e.MSG91_BASE_URL },
    },
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      hmacKey: e.ALTCHA_HMAC_KEY || `${appSecret}:altcha`,
      cost: Math.max(1, e.ALTCHA_COST),
      counterMin: e.ALTCHA_COUNTER_MIN,
      counterMax: Math.max(e.ALTCHA_COUNTER_MIN + 1, e.ALTCHA_COUNTER_MAX),
      expiresSeconds: e.ALTCHA_EXPIRES_SECONDS,
      maxWorkScale: Math.max(1, e.ALTCHA_MAX_WORK_SCALE),
    },
    otp: {
      ttlSeconds: e.OTP_TTL_SECONDS,
      maxAttempts: e.OTP_MAX_ATTEMPTS,
      resendCooldownSeconds: e.OTP_RESEND_COOLDOWN_SECONDS,
      maxPerNumberHour: e.OTP_MAX_PER_NUMBER_HOUR,
      maxPerNumberDay: e.OTP_MAX_PER_NUMBER_DAY,
      maxPerIpHour: e.OTP_MAX_PER_IP_HOUR,
      dailyGlobalCap: e.SMS_DAILY_CAP,
      allowedCountries: e.OTP_ALLOWED_COUNTRIES,
      countryDailyCaps: e.SMS_COUNTRY_DAILY_CAPS,
      maxFailedChecksPerIpHour: e.OTP_MAX_FAILED_CHECKS_PER_IP_HOUR,
    },
    session: { days: e.SESSION_DAYS, maxDays: Math.max(1, e.SESSION_MAX_DAYS) },
    ai: { provider: e.AI_PROVIDER, baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS },
    readings: {
      concurrency: Math.max(1, e.GENERATION_CONCURRENCY),
      holdLeaseMs: Math.max(1, e.READING_HOLD_LEASE_SECONDS) * 1000,
      holdSweepMs: Math.max(1, e.READING_HOLD_SWEEP_SECONDS) * 1000,
      inProgressPerUser: Math.max(1, e.READINGS_IN_PROGRESS_PER_USER),
      premiumPerDay: e.PREMIUM_READINGS_PER_DAY > 0 ? e.PREMIUM_READINGS_PER_DAY : Number.POSITIVE_INFINITY,
    },
    shares: { perDay: e.SHARE_CREDITS_PER_DAY },
    people: { writesPerHour: Math.max(1, e.PEOPLE_WRITES_PER_HOUR) },
    pdf: {
      // The main thread keeps a CPU of its own for requests.
      threads: e.PDF_THREADS || Math.max(1, os.availableParallelism() - 1),
      perUser: Math.max(1, e.PDF_RENDERS_PER_USER),
      queueLimit: e.PDF_QUEUE_LIMIT,
      timeoutMs: Math.max(1, e.PDF_TIMEOUT_MS),
    },
    analytics: {
      gaMeasurementId: e.GA_MEASUREMENT_ID || null,
      eventsPerMinute: e.ANALYTICS_EVENTS_PER_MINUTE,
      eventsPerIpHour: e.ANALYTICS_EVENTS_PER_IP_HOUR,
      eventsPerVisitorDay: e.ANALYTICS_EVENTS_PER_VISITOR_DAY,
      errorReportsPerHour: e.ERROR_REPORTS_PER_HOUR,
      retentionDays: Math.max(1, e.ANALYTICS_RETENTION_DAYS),
    },
    sentry: { dsn: e.SENTRY_DSN || null },
    reconcile: { intervalMs: Math.max(1, e.PAYMENT_RECONCILE_INTERVAL_SECONDS) * 1000, minAgeMs: e.PAYMENT_RECONCILE_MIN_AGE_SECONDS * 1000 },
    paymentOrders: { openPerUser: Math.max(1, e.PAYMENT_OPEN_ORDERS_PER_USER) },
    reminders: {
      intervalMs: Math.max(1, e.REMINDERS_INTERVAL_SECONDS) * 1000,
      vapid: { ...vapid, subject: e.VAPID_SUBJECT || `mailto:${e.SUPPORT_EMAIL}` },
      pushServiceHosts: e.PUSH_SERVICE_HOSTS,
    },
    payments:
      paymentProvider === 'razorpay'
        ? {
            provider: paymentProvider,
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiBaseUrl: e.RAZORPAY_API_BASE_URL.replace(/\/$/, ''),
            timeoutMs: e.PAYMENT_TIMEOUT_MS,
          }
        : {
            // The sandbox signs with secrets of its own, derived from the server secret, so its
            // results go through the same signature checks as Razorpay's.
            provider: paymentProvider,
            keyId: 'rzp_test_sandbox',
            keySecret: derivedSecret(appSecret, 'sandbox-key-secret'),
            webhookSecret: derivedSecret(appSecret, 'sandbox-webhook-secret'),
            apiBaseUrl: '',
            timeoutMs: e.PAYMENT_TIMEOUT_MS,
          },
  };
}

export type Config = ReturnType<typeof loadConfig>;

function derivedSecret(appSecret: string, purpose: string) {
  return createHmac('sha256', appSecret).update(`jyotishi:${purpose}`).digest('base64url');
}

/** The configured VAPID pair, checked to be one; outside production a kept local one when none is set. */
function vapidKeysOf(e: Env, production: boolean, dataDir: string) {
  const keys = { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
  if (!keys.publicKey && !keys.privateKey && !production) return localVapidKeys(dataDir);
  if (!keys.publicKey) throw new ConfigError(missingVariableMessage('VAPID_PUBLIC_KEY'));
  if (!keys.privateKey) throw new ConfigError(missingVariableMessage('VAPID_PRIVATE_KEY'));
  const problem = vapidPairProblem(keys);
  if (problem) throw new ConfigError(problem);
  return keys;
}

/**
 * Embedded default for the server secret: made once and kept in the data folder, so codes and
 * sessions survive a restart without the user setting a key. Production must set APP_SECRET.
 */
function localSecret(dataDir: string) {
  const file = path.join(dataDir, '.app-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

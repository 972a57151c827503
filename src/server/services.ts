import type { WritingCount } from './readings/writing-count';
import type { Agent } from 'node:https';
import { analyticsBudgets } from './analytics/budgets';
import { sentryTracker } from './analytics/sentry';
import { serverErrorReporter } from './analytics/server-errors';
import { analyticsRecorder } from './analytics/track';
import type { CaptchaProvider } from './auth/captcha';
import { otpService } from './auth/otp-service';
import { sessionStore } from './auth/sessions';
import type { SmsProvider } from './auth/sms/sms-provider';
import type { Config } from './config';
import type { ChangeFeed } from './db/change-feed';
import type { Db } from './db/client';
import type { Logger } from './logger';
import { matchService } from './matching/match-service';
import type { OnGranted } from './payments/fulfilment';
import type { PaymentProvider } from './payments/payment-provider';
import { pdfRenderer, type PdfRenderer } from './pdf/pdf-renderer';
import { paymentService } from './payments/payment-service';
import { keyedHash } from './lib/keyed-hash';
import { rateLimit } from './lib/rate-limit';
import { peopleService } from './people/people-service';
import { personalMuhurtaService } from './muhurta/personal-service';
import { profileService } from './profiles/profile-service';
import { createCaptcha, createPaymentProvider, createQuestionWriter, createReadingWriter } from './providers';
import { questionService } from './questions/threads/question-service';
import type { QuestionWriter } from './questions/question-writer';
import { readingService } from './readings/reading-service';
import { referralService } from './referrals/referral-service';
import { INVITE_LANDINGS_PER_IP_HOUR, REFERRAL_CREDITS_PER_DAY, REFERRAL_CREDITS_PER_MONTH } from '../shared/referrals';
import { ipSubject } from './http/client-ip';
import { systemResolver, type ResolveHost } from './reminders/push-endpoint';
import { reminderSender } from './reminders/reminder-sender';
import { reminderService } from './reminders/reminder-service';
import type { ReadingWriter } from './readings/writers/reading-writer';

export type AppDeps = {
  config: Config;
  db: Db;
  logger: Logger;
  sms: SmsProvider;
  /** Defaults to the writer named in the config. */
  writer?: ReadingWriter;
  /** Defaults to the question writer named in the config. */
  questionWriter?: QuestionWriter;
  /** Defaults to the provider named in the config. */
  captcha?: CaptchaProvider;
  /** Defaults to the payment provider named in the config. */
  payments?: PaymentProvider;
  now?: () => Date;
  /** The database's change feed; without it the read caches read through (ADR 005). */
  changes?: ChangeFeed;
  /** False until start-up work is done; /readyz answers 503 meanwhile. */
  warm?: () => boolean;
  /** How reminders reach push services; defaults to Node's own HTTPS agent. */
  pushAgent?: Agent;
  /** How push services' names become addresses; defaults to the system's resolver. */
  resolvePushHost?: ResolveHost;
  /** Defaults to a pool of PDF threads with the config's bounds. */
  pdfs?: PdfRenderer;
};

/**
 * Every service, made once from the app's dependencies: the one place that decides which
 * service gets which collaborator and which limits from the configuration.
 */
export function createServices(deps: AppDeps) {
  const { config, db, logger, changes } = deps;
  const now = deps.now ?? (() => new Date());
  const captcha = deps.captcha ?? createCaptcha(config, db);
  const sessions = sessionStore(db, { secret: config.appSecret, lifetimeDays: config.session.days, maxDays: config.session.maxDays }, changes);
  const otp = otpService({ db, config, sms: deps.sms, captcha, sessions, logger, now });
  const profiles = profileService(db, changes);
  const analytics = analyticsRecorder({ db, secret: config.appSecret, logger, now });
  const analyticsLimits = analyticsBudgets({ db, config, now });
  const writer = deps.writer ?? createReadingWriter(config, db, logger);
  const writing: WritingCount = { inFlight: 0 };
  const readings = readingService({ db, profiles, writer, logger, now, concurrency: config.readings.concurrency, writing, holdLeaseMs: config.readings.holdLeaseMs, limits: config.readings, analytics, changes });
  const people = peopleService(db);
  // Questions share the readings' bounds: the same per-process cap, per-user runs and fair use.
  const questions = questionService({ db, profiles, people, writer: deps.questionWriter ?? createQuestionWriter(config, logger), logger, now, concurrency: config.readings.concurrency, writing, holdLeaseMs: config.readings.holdLeaseMs, limits: config.readings, analytics });
  const matches = matchService({ db, profiles, now, holdLeaseMs: config.readings.holdLeaseMs, premiumPerDay: config.readings.premiumPerDay, analytics, changes });
  const paymentProvider = deps.payments ?? createPaymentProvider(config);
  // Every grant (verify, webhook or reconciler) is a purchase for analytics, once per payment id.
  const onGranted: OnGranted = (grant) => {
    profiles.changed(grant.userPhone);
    const rupees = grant.amount / 100;
    void analytics.trackPurchase({
      userPhone: grant.userPhone,
      transactionId: grant.paymentId,
      value: rupees,
      currency: 'INR',
      items: [{ item_id: grant.subscription.planId, item_name: grant.subscription.planName, price: rupees }],
    });
  };
  const payments = paymentService({ db, provider: paymentProvider, keySecret: config.payments.keySecret, profiles, logger, now, onGranted, openOrdersPerUser: config.paymentOrders.openPerUser });
  const errorTracker = config.sentry.dsn ? sentryTracker({ dsn: config.sentry.dsn, environment: config.env, logger }) : null;
  const resolvePushHost = deps.resolvePushHost ?? systemResolver;
  const reportServerError = serverErrorReporter({ analytics, budgets: analyticsLimits, tracker: errorTracker, trustProxy: config.trustProxy });

  return {
    now,
    captcha,
    sessions,
    otp,
    profiles,
    people,
    questions,
    peopleWrites: rateLimit(db, {
      bucket: 'people-writes',
      limit: config.people.writesPerHour,
      windowMs: 60 * 60_000,
      now,
      subjectOf: (phone) => keyedHash(config.appSecret, 'people-writes', phone),
    }),
    analytics,
    analyticsLimits,
    readings,
    matches,
    personalMuhurtas: personalMuhurtaService({ db, profiles, now, holdLeaseMs: config.readings.holdLeaseMs, premiumPerDay: config.readings.premiumPerDay }),
    paymentProvider,
    payments,
    onGranted,
    reportServerError,
    reminders: reminderService(db),
    inviteLandings: rateLimit(db, {
      bucket: 'invite-landing',
      limit: INVITE_LANDINGS_PER_IP_HOUR,
      windowMs: 60 * 60_000,
      now,
      subjectOf: (ip) => ipSubject(config.appSecret, ip),
    }),
    referrals: referralService({ db, secret: config.appSecret, limits: { perDay: REFERRAL_CREDITS_PER_DAY, perMonth: REFERRAL_CREDITS_PER_MONTH } }),
    resolvePushHost,
    pdfs: deps.pdfs ?? pdfRenderer(config.pdf),
    sendDueReminders: reminderSender({
      db,
      logger,
      vapid: config.reminders.vapid,
      agent: deps.pushAgent,
      pushServiceHosts: config.reminders.pushServiceHosts,
      resolveHost: resolvePushHost,
    }),
  };
}

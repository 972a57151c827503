import { Hono } from 'hono';
import { messages } from '../shared/messages';
import type { ProfileView } from '../shared/profile';
import { analyticsRoutes } from './analytics/analytics-routes';
import { analyticsCspSources } from './analytics/public-config';
import { authRoutes, sessionCookieName } from './auth/auth-routes';
import { devOutboxRoutes } from './auth/dev-outbox-routes';
import { sessionTokenFrom } from './auth/session-cookie';
import { sessionMiddleware } from './auth/session-middleware';
import { ConsoleSms } from './auth/sms/console-sms';
import { chartRoutes } from './charts/chart-routes';
import { healthRoutes } from './health/health-routes';
import type { AppEnv } from './http/context';
import { pageCsp } from './http/csp';
import { AppError, errorHandler } from './http/errors';
import { requestLanguage } from './http/language';
import { requestFrame } from './http/request-frame';
import { apiGuard, corsFor, securityHeaders } from './http/security';
import { matchRoutes } from './matching/match-routes';
import { muhurtaRoutes } from './muhurta/muhurta-routes';
import { panchangRoutes } from './panchang/panchang-routes';
import { checkoutCspSources } from './payments/checkout-csp';
import { paymentRoutes } from './payments/payment-routes';
import { reconcilePendingOrders, type ReconcileOptions } from './payments/reconcile';
import { peopleRoutes } from './people/people-routes';
import { placeRoutes } from './places/place-routes';
import { profileRoutes } from './profiles/profile-routes';
import { pageStore } from './public-pages/page-store';
import { publicPageRoutes } from './public-pages/public-page-routes';
import { questionRoutes } from './questions/threads/question-routes';
import { readingRoutes } from './readings/reading-routes';
import { reminderRoutes } from './reminders/reminder-routes';
import { createServices, type AppDeps } from './services';
import { referralHooks, referralRoutes } from './referrals/referral-routes';
import { landingSignups } from './public-pages/landings/landing-signups';
import { shareRoutes } from './shares/share-routes';

/**
 * Builds the whole HTTP app from its dependencies: production and tests call the
 * same factory, so tests run the real stack with fakes only at the edges.
 */
export function createApp(deps: AppDeps) {
  return buildApp(deps).app;
}

/** The app and the services the process around it needs (shutdown waits for readings in flight). */
export function buildApp(deps: AppDeps) {
  const { config, db, logger } = deps;
  const s = createServices(deps);
  const { now } = s;

  const cookieName = sessionCookieName(config.production);
  const referralDeps = { referrals: s.referrals, landings: s.inviteLandings, trustProxy: config.trustProxy, profiles: s.profiles, analytics: s.analytics, production: config.production, now };
  const invites = referralHooks({ ...referralDeps, logger });
  const publicSignups = landingSignups({ analytics: s.analytics });

  // The caller's language first: every answer below, errors included, is worded in it.
  const apiBase = new Hono<AppEnv>().use(requestLanguage);
  // Same-origin only unless the operator lists other origins (docs/security.md, Web).
  const cors = corsFor(config.corsAllowedOrigins);
  if (cors) apiBase.use(cors);
  // One chain, one feature per prefix: the browser's typed client (hc) reads the routes from its type.
  const api = apiBase
    .use(apiGuard({ exempt: (path) => path === '/api/payments/webhook', allowedOrigins: [config.publicSiteUrl, ...config.corsAllowedOrigins], maxBodyBytes: 32 * 1024 }))
    .use(sessionMiddleware({ sessions: s.sessions, cookieName, secure: config.production, now }))
    .route('/auth', authRoutes({ config, otp: s.otp, sessions: s.sessions, captcha: s.captcha, now, analytics: s.analytics, afterSignIn: async (c, user) => (await invites.afterSignIn(c, user), await publicSignups.afterSignIn(c, user)) }))
    .route('/', profileRoutes({ db, profiles: s.profiles, now, afterBirthDetails: invites.afterBirthDetails }))
    .route('/', placeRoutes())
    .route('/', chartRoutes({ profiles: s.profiles, now }))
    .route('/', panchangRoutes({ profiles: s.profiles, now }))
    .route('/', muhurtaRoutes({ profiles: s.profiles, personal: s.personalMuhurtas, pdfs: s.pdfs, siteUrl: config.publicSiteUrl, now }))
    .route('/', peopleRoutes({ people: s.people, profiles: s.profiles, writes: s.peopleWrites, now }))
    .route('/', readingRoutes({ readings: s.readings, profiles: s.profiles, pdfs: s.pdfs, now, siteUrl: config.publicSiteUrl }))
    .route('/', questionRoutes({ questions: s.questions, profiles: s.profiles, people: s.people, pdfs: s.pdfs, now, siteUrl: config.publicSiteUrl }))
    .route('/', matchRoutes({ matches: s.matches, pdfs: s.pdfs, siteUrl: config.publicSiteUrl }))
    .route('/', analyticsRoutes({ db, config, analytics: s.analytics, budgets: s.analyticsLimits, logger, now }))
    .route('/', referralRoutes(referralDeps))
    .route('/', shareRoutes({ db, profiles: s.profiles, perDay: config.shares.perDay, now, analytics: s.analytics }))
    .route('/', paymentRoutes({ db, payments: s.payments, webhookSecret: config.payments.webhookSecret, logger, now, onGranted: s.onGranted, premiumReadingsPerDay: config.readings.premiumPerDay }))
    .route('/', reminderRoutes({ reminders: s.reminders, publicKey: config.reminders.vapid.publicKey, pushServiceHosts: config.reminders.pushServiceHosts, resolveHost: s.resolvePushHost, now }));

  if (deps.sms instanceof ConsoleSms && !config.production) {
    api.route('/dev', devOutboxRoutes(deps.sms, config.publicSiteUrl));
  }
  api.all('*', () => {
    throw new AppError('not_found', messages.notFound);
  });

  // Third-party origins enter the page's policy only when configured: Google Analytics with a
  // measurement id, Razorpay's Checkout with Razorpay as the payment provider.
  const csp = pageCsp([analyticsCspSources(config), checkoutCspSources(s.paymentProvider.name)]);
  const app = new Hono<AppEnv>()
    .use(requestFrame({ logger, headers: securityHeaders({ csp, hsts: config.production }) }))
    .route('/', healthRoutes(db, deps.warm))
    .route('/api', api)
    // The city panchang and festival pages, the sitemap and robots.txt: no cookie needed.
    .route('/', publicPageRoutes({ pages: pageStore(db), siteUrl: config.publicSiteUrl, now }));
  app.onError(errorHandler({ logger, reportUnexpected: s.reportServerError }));

  return {
    app,
    readings: s.readings,
    /** Questions being answered: shutdown waits for them as for readings. */
    questions: s.questions,
    /** The PDF threads, for main.ts to end at shutdown once their PDFs are done. */
    pdfs: s.pdfs,
    /** The payments safety net, for main.ts to run every few minutes (docs/security.md, Payments). */
    reconcilePendingOrders: (at: Date, options?: ReconcileOptions) =>
      reconcilePendingOrders({ db, provider: s.paymentProvider, logger, onGranted: s.onGranted }, at, options),
    /** The daily reminders due at a time, for main.ts to run every minute (reminders/reminder-sender.ts). */
    sendDueReminders: s.sendDueReminders,
    /** Numbers of accounts older than invites, into the ledger of known numbers, for main.ts at start-up. */
    recordKnownNumbers: (at: Date) => s.referrals.recordExistingNumbers(at),
    /** Whose page a request for one is (by its session cookie), or null: static-site.ts draws a signed-in visitor's page ahead. */
    visitorProfile: async (cookieHeader: string | undefined): Promise<ProfileView | null> => {
      const session = await s.sessions.resolve(sessionTokenFrom(cookieHeader, cookieName), now());
      return session ? s.profiles.get(session.userPhone, now()) : null;
    },
  };
}

export type App = ReturnType<typeof createApp>;

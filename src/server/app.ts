import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { setCookie } from 'hono/cookie';
import { messages } from '../shared/messages';
import { localizeMessage, messagesIn } from '../shared/messages-in';
import { analyticsRoutes } from './analytics/analytics-routes';
import { analyticsBudgets } from './analytics/budgets';
import { analyticsCspSources } from './analytics/public-config';
import { sentryTracker } from './analytics/sentry';
import { analyticsRecorder } from './analytics/track';
import { altchaCaptcha, noCaptcha, type CaptchaProvider } from './auth/captcha';
import { authRoutes, sessionCookieName } from './auth/auth-routes';
import { devOutboxRoutes } from './auth/dev-outbox-routes';
import { otpService } from './auth/otp-service';
import { sessionTokenFrom } from './auth/session-cookie';
import { sessionStore } from './auth/sessions';
import { ConsoleSms } from './auth/sms/console-sms';
import type { SmsProvider } from './auth/sms/sms-provider';
import type { Config } from './config';
import type { ChangeFeed } from './db/change-feed';
import type { Db } from './db/client';
import { healthRoutes } from './health/health-routes';
import type { AppEnv } from './http/context';
import { isDatabaseOutage } from './http/database-outage';
import { clientIp } from './http/client-ip';
import { AppError, type ErrorBody } from './http/errors';
import { languageOf, requestLanguage } from './http/language';
import { requestFrame } from './http/request-frame';
import { apiGuard, corsFor, securityHeaders } from './http/security';
import type { Logger } from './logger';
import { chartRoutes } from './charts/chart-routes';
import { panchangRoutes } from './panchang/panchang-routes';
import { matchRoutes } from './matching/match-routes';
import { matchService } from './matching/match-service';
import { peopleRoutes } from './people/people-routes';
import { peopleService } from './people/people-service';
import { placeRoutes } from './places/place-routes';
import { profileRoutes } from './profiles/profile-routes';
import { profileService } from './profiles/profile-service';
import { checkoutCspSources } from './payments/checkout-csp';
import { paymentRoutes } from './payments/payment-routes';
import type { OnGranted } from './payments/fulfilment';
import type { PaymentProvider } from './payments/payment-provider';
import { paymentService } from './payments/payment-service';
import { reconcilePendingOrders, type ReconcileOptions } from './payments/reconcile';
import { createPaymentProvider, createReadingWriter } from './providers';
import { readingRoutes } from './readings/reading-routes';
import { readingService } from './readings/reading-service';
import type { ReadingWriter } from './readings/writers/reading-writer';
import { shareRoutes } from './shares/share-routes';

export type AppDeps = {
  config: Config;
  db: Db;
  logger: Logger;
  sms: SmsProvider;
  /** Defaults to the writer named in the config. */
  writer?: ReadingWriter;
  /** Defaults to the provider named in the config. */
  captcha?: CaptchaProvider;
  /** Defaults to the payment provider named in the config. */
  payments?: PaymentProvider;
  now?: () => Date;
  /** The database's change feed; without it the read caches read through (ADR 005). */
  changes?: ChangeFeed;
  /** False until start-up work is done; /readyz answers 503 meanwhile. */
  warm?: () => boolean;
};

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
  const now = deps.now ?? (() => new Date());
  const captcha = deps.captcha ?? (config.captcha.provider === 'altcha' ? altchaCaptcha(db, config.captcha) : noCaptcha);
  const sessions = sessionStore(db, { secret: config.appSecret, lifetimeDays: config.session.days, maxDays: config.session.maxDays }, deps.changes);
  const otp = otpService({ db, config, sms: deps.sms, captcha, sessions, logger, now });
  const profiles = profileService(db, deps.changes);
  const analytics = analyticsRecorder({ db, secret: config.appSecret, logger, now });
  const analyticsLimits = analyticsBudgets({ db, config, now });
  const errorTracker = config.sentry.dsn ? sentryTracker({ dsn: config.sentry.dsn, environment: config.env, logger }) : null;
  const writer = deps.writer ?? createReadingWriter(config, db, logger);
  const readings = readingService({ db, profiles, writer, logger, now, concurrency: config.readings.concurrency, holdLeaseMs: config.readings.holdLeaseMs, limits: config.readings, analytics, changes: deps.changes });
  const cookieName = sessionCookieName(config.production);
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
  const payments = paymentService({
    db,
    provider: paymentProvider,
    keySecret: config.payments.keySecret,
    profiles,
    logger,
    now,
    onGranted,
    openOrdersPerUser: config.paymentOrders.openPerUser,
  });

  // The caller's language first: every answer below, errors included, is worded in it.
  const apiBase = new Hono<AppEnv>().use(requestLanguage);
  // Same-origin only unless the operator lists other origins (docs/security.md, Web).
  const cors = corsFor(config.corsAllowedOrigins);
  if (cors) apiBase.use(cors);
  // One chain: the browser's typed client (hc) reads the routes from its type.
  const api = apiBase
    .use(apiGuard({ exempt: (path) => path === '/api/payments/webhook', allowedOrigins: [config.publicSiteUrl, ...config.corsAllowedOrigins], maxBodyBytes: 32 * 1024 }))
    .use(async (c, next) => {
      const token = sessionTokenFrom(c.req.header('cookie'), cookieName);
      const session = await sessions.resolve(token, now());
      c.set('userPhone', session?.userPhone ?? null);
      if (session?.refreshed && token) {
        setCookie(c, cookieName, token, {
          httpOnly: true,
          sameSite: 'Lax',
          secure: config.production,
          path: '/',
          // What is left of the session: never past its absolute limit (SESSION_MAX_DAYS).
          maxAge: session.maxAgeSeconds,
        });
      }
      return next();
    })
    .route('/auth', authRoutes({ config, otp, sessions, captcha, now, analytics }))
    .route('/', profileRoutes({ db, profiles, now }))
    .route('/', placeRoutes())
    .route('/', chartRoutes({ profiles, now }))
    .route('/', panchangRoutes({ profiles, now }))
    .route('/', peopleRoutes({ people: peopleService(db), now }))
    .route('/', readingRoutes({ readings, profiles, now, siteUrl: config.publicSiteUrl }))
    .route('/', matchRoutes({ matches: matchService({ db, profiles, now, holdLeaseMs: config.readings.holdLeaseMs, premiumPerDay: config.readings.premiumPerDay, analytics, changes: deps.changes }), siteUrl: config.publicSiteUrl }))
    .route('/', analyticsRoutes({ db, config, analytics, budgets: analyticsLimits, logger, now }))
    .route('/', shareRoutes({ db, profiles, perDay: config.shares.perDay, now, analytics }))
    .route('/', paymentRoutes({ db, payments, webhookSecret: config.payments.webhookSecret, logger, now, onGranted, premiumReadingsPerDay: config.readings.premiumPerDay }));

  if (deps.sms instanceof ConsoleSms && !config.production) {
    api.route('/dev', devOutboxRoutes(deps.sms, config.publicSiteUrl));
  }
  api.all('*', () => {
    throw new AppError('not_found', messages.notFound);
  });

  // Google Analytics' origins are allowed only when it is configured (docs/security.md, Web).
  const ga = analyticsCspSources(config);
  // Razorpay Checkout's origins, likewise only with Razorpay as the payment provider.
  const checkout = checkoutCspSources(paymentProvider.name);
  const app = new Hono<AppEnv>()
    .use(
      requestFrame({
        logger,
        headers: securityHeaders({
          csp: {
            'default-src': ["'self'"],
            'script-src': ["'self'", ...ga.scriptSrc, ...checkout.scriptSrc],
            'style-src': ["'self'", "'unsafe-inline'"],
            'img-src': ["'self'", 'data:', ...ga.imgSrc, ...checkout.imgSrc],
            'font-src': ["'self'"],
            'connect-src': ["'self'", ...ga.connectSrc, ...checkout.connectSrc],
            'frame-src': ["'self'", ...checkout.frameSrc],
            'worker-src': ["'self'", 'blob:'],
            'object-src': ["'none'"],
            'base-uri': ["'none'"],
            'form-action': ["'self'"],
            'frame-ancestors': ["'none'"],
          },
          hsts: config.production,
        }),
      }),
    )
    .route('/', healthRoutes(db, deps.warm))
    .route('/api', api);

  app.onError((error, c) => {
    const requestId = c.get('requestId');
    // Set by requestLanguage; read here too for an error raised before it ran.
    const language = c.get('language') ?? languageOf(c.req.header('accept-language'));
    const words = messagesIn(language);
    if (error instanceof AppError) {
      // Errors carry the English constant (or a parametric message already made in the caller's
      // language): the answer is in the caller's language either way.
      return c.json({ error: localizeMessage(error.message, language), code: error.code, requestId, ...error.extra } satisfies ErrorBody, error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      // A 4xx raised by Hono itself or a middleware: its status, our JSON shape, no details.
      const body: ErrorBody = { error: words.badRequest, code: 'bad_request', requestId };
      return c.json(body, error.status);
    }
    if (isDatabaseOutage(error)) {
      logger.error({ err: error, requestId, path: c.req.path }, 'Database unreachable');
      c.header('Retry-After', '5');
      return c.json({ error: words.unavailable, code: 'unavailable', requestId } satisfies ErrorBody, 503);
    }
    logger.error({ err: error, requestId, path: c.req.path }, 'Unhandled error');
    // Also kept in error_reports (and sent to Sentry when configured); the answer stays generic.
    // Within the caller's error-report budget: whatever a client finds that makes us fail, it
    // cannot write more reports that way than POST /api/errors would take from it.
    void analytics.recordError(
      { source: 'server', message: error.message, stack: error.stack, route: c.req.path, requestId, userPhone: c.get('userPhone') },
      { within: () => analyticsLimits.errorReport.take(clientIp(c, config.trustProxy)) },
    );
    errorTracker?.capture(error, { requestId, path: c.req.path });
    return c.json({ error: words.internalError, code: 'internal', requestId } satisfies ErrorBody, 500);
  });

  return {
    app,
    readings,
    /** The payments safety net, for main.ts to run every few minutes (docs/security.md, Payments). */
    reconcilePendingOrders: (at: Date, options?: ReconcileOptions) => reconcilePendingOrders({ db, provider: paymentProvider, logger, onGranted }, at, options),
  };
}

export type App = ReturnType<typeof createApp>;

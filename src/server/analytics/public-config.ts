import { LANGUAGE_COOKIE } from '../../shared/language-cookie';
import { otpBrowserCookieName, sessionCookieName } from '../auth/auth-routes';
import type { Config } from '../config';

/**
 * The only configuration the browser is told, from the server at run time: nothing
 * secret, nothing baked into the bundle. Fields are added here, and nowhere else.
 */
export function publicConfig(config: Config) {
  const premiumPerDay = config.readings.premiumPerDay;
  return {
    /** GA4 is loaded only when this is set. */
    gaMeasurementId: config.analytics.gaMeasurementId,
    /** Where users write to us (SUPPORT_EMAIL): the footer, the legal pages, a failed payment. */
    supportEmail: config.supportEmail,
    /** The Grievance Officer the legal pages name (GRIEVANCE_OFFICER_NAME, _EMAIL, _ADDRESS). */
    grievanceOfficer: config.grievanceOfficer,
    /** Server errors also go to Sentry: the privacy policy names it then. */
    sentry: config.sentry.dsn !== null,
    /** Premium's fair-use limit, readings and reports in any 24 hours; null when there is none. */
    premiumReadingsPerDay: Number.isFinite(premiumPerDay) ? premiumPerDay : null,
    /** The cookies the app sets, as the privacy policy lists them (names differ in production). */
    cookies: {
      session: sessionCookieName(config.production),
      /** The session lasts this long after the last visit… */
      sessionDays: config.session.days,
      /** …and never longer than this after sign-in. */
      sessionMaxDays: config.session.maxDays,
      language: LANGUAGE_COOKIE,
      otpBrowser: otpBrowserCookieName(config.production),
    },
  };
}

export type PublicConfig = ReturnType<typeof publicConfig>;

/**
 * Extra CSP sources for Google Analytics 4, only when it is configured (docs/security.md, Web:
 * analytics origins only when enabled). The list is Google's own for GA4:
 * https://developers.google.com/tag-platform/security/guides/csp#google_analytics_4_google_analytics
 */
export function analyticsCspSources(config: Pick<Config, 'analytics'>) {
  if (!config.analytics.gaMeasurementId) return { scriptSrc: [], imgSrc: [], connectSrc: [] };
  return {
    scriptSrc: ['https://*.googletagmanager.com'],
    imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    connectSrc: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  };
}

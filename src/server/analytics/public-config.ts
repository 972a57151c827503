import type { Config } from '../config';

/**
 * The only configuration the browser is told, from the server at run time: nothing
 * secret, nothing baked into the bundle. Fields are added here, and nowhere else.
 */
export function publicConfig(config: Config) {
  return {
    /** GA4 is loaded only when this is set. */
    gaMeasurementId: config.analytics.gaMeasurementId,
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

// What the browser's analytics client and the server agree on: where a visit may come from, what a
// visitor id looks like, and how big one event's properties may be (docs/security.md, Web).

/** The sources a visit may be attributed to. Anything else is stored as no source (direct). */
export const analyticsSources = ['whatsapp', 'pwa'] as const;
export type AnalyticsSource = (typeof analyticsSources)[number];

/**
 * Referral markers as they arrive (`?ref=wa` on links shared on WhatsApp, share-message.ts;
 * `?source=pwa` for the installed app's start page) and the source each one names.
 */
export const referralMarkers: Readonly<Record<string, AnalyticsSource>> = { wa: 'whatsapp', whatsapp: 'whatsapp', pwa: 'pwa' };

/** The source a marker names ('WA' → 'whatsapp'), or null for anything we never hand out. */
export function sourceOfMarker(marker: string | null | undefined): AnalyticsSource | null {
  const key = marker?.trim().toLowerCase();
  return key && Object.hasOwn(referralMarkers, key) ? referralMarkers[key]! : null;
}

/**
 * A visitor id as the browser makes it: `crypto.randomUUID()`, or 32 hex digits where that is
 * unavailable (not a secure context). Nothing else is taken, so an id cannot smuggle text.
 */
export const visitorIdPattern = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})$/;

/** At most this many properties on one event. */
export const maxEventProperties = 10;
/** A text property's longest value, in characters. */
export const maxPropertyTextLength = 100;

export type FlatPropertyValue = string | number | boolean;

/** Short text, a finite number or true/false: the only property values an event may carry. */
export function isFlatPropertyValue(value: unknown): value is FlatPropertyValue {
  if (typeof value === 'string') return value.length <= maxPropertyTextLength;
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'boolean';
}

import { sourceOfMarker } from '../../shared/analytics';

/** Where this browser session's visit came from, for analytics (sessionStorage). */
export const sourceKey = 'jyotishi:source';

/**
 * Remembers for this browser session where the visit came from: the referral markers on links we
 * hand out (`?ref=wa` on WhatsApp shares, share-message.ts; `?source=pwa`, the installed app's
 * start page), src/shared/analytics.ts.
 */
export function captureAttribution(search: string) {
  const params = new URLSearchParams(search);
  const source = sourceOfMarker(params.get('ref') ?? params.get('source'));
  if (!source) return;
  try {
    sessionStorage.setItem(sourceKey, source);
  } catch {
    // Storage blocked: the visit counts as direct.
  }
}

/**
 * Where a reader of a public page came from, as analytics keeps it: one of a fixed set of names,
 * from the link's `utm_source` or else the referring site's host, so that no visitor can fill the
 * stats with words of their own. The public pages' landing script (server/public-pages/landings)
 * names the source by these tables; the server takes only these names.
 */
export const LANDING_SOURCES = ['google', 'bing', 'duckduckgo', 'yahoo', 'whatsapp', 'facebook', 'instagram', 'x', 'youtube', 'telegram', 'reddit', 'pinterest', 'linkedin', 'direct', 'other'] as const;
export type LandingSource = (typeof LANDING_SOURCES)[number];

export const isLandingSource = (value: unknown): value is LandingSource => typeof value === 'string' && (LANDING_SOURCES as readonly string[]).includes(value);

/** The referring hosts of each named source, the host itself or any subdomain of it. */
export const SOURCE_HOSTS: ReadonlyArray<readonly [LandingSource, RegExp]> = [
  ['google', /(^|\.)google\.[a-z.]+$/],
  ['bing', /(^|\.)bing\.com$/],
  ['duckduckgo', /(^|\.)duckduckgo\.com$/],
  ['yahoo', /(^|\.)yahoo\.[a-z.]+$/],
  ['whatsapp', /(^|\.)whatsapp\.(com|net)$/],
  ['facebook', /(^|\.)(facebook\.com|fb\.com|fb\.me)$/],
  ['instagram', /(^|\.)instagram\.com$/],
  ['x', /(^|\.)(twitter\.com|x\.com|t\.co)$/],
  ['youtube', /(^|\.)(youtube\.com|youtu\.be)$/],
  ['telegram', /(^|\.)(t\.me|telegram\.org|telegram\.me)$/],
  ['reddit', /(^|\.)reddit\.com$/],
  ['pinterest', /(^|\.)pinterest\.[a-z.]+$/],
  ['linkedin', /(^|\.)(linkedin\.com|lnkd\.in)$/],
];

/** utm_source words that name a source by another name. */
export const UTM_ALIASES: Readonly<Record<string, LandingSource>> = { wa: 'whatsapp', fb: 'facebook', ig: 'instagram', twitter: 'x', yt: 'youtube', tg: 'telegram' };

/**
 * The source of a landing: `utm_source` when the link has one (a named source, else 'other'), else
 * the referrer's host (a named source, else 'other'), else 'direct'. Null for a visit from another
 * page of this site, which is no landing.
 */
export function landingSourceOf(utmSource: string | null, referrerHost: string | null, ownHost: string): LandingSource | null {
  const utm = utmSource?.trim().toLowerCase();
  if (utm) return isLandingSource(utm) ? utm : (UTM_ALIASES[utm] ?? 'other');
  const host = referrerHost?.toLowerCase();
  if (!host) return 'direct';
  if (host === ownHost.toLowerCase()) return null;
  return SOURCE_HOSTS.find(([, pattern]) => pattern.test(host))?.[0] ?? 'other';
}

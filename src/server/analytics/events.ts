import { sourceOfMarker } from '../../shared/analytics';
import { isLandingSource } from '../../shared/landing-sources';
import { topics } from '../../shared/question-topics';
import { readingTypes } from '../../shared/reading-types';
import { refusalReasons } from '../questions/refusal-patterns';
import { generationFailureReasons } from '../readings/writers/reading-writer';

// What an analytics event may hold (docs/security.md, Web: no phone numbers, codes, tokens or birth
// details in analytics events). Everything a browser sends passes through these functions, and
// so does everything the server records, so the rules live in one place.

/** The classes of question refusal an event may name: the screened ones, a person with no saved chart, a relation that fits several people. */
export const questionRefusalClasses = [...refusalReasons, 'unsaved-person', 'ambiguous-person'] as const;

/** The events the browser may send. Anything else is refused. */
export const eventNames = [
  'page_view',
  'sign_in',
  'reading_requested',
  'reading_generated',
  // Recorded by the server when writing a reading fails; `npm run stats` counts only the server's.
  'reading_failed',
  'pdf_downloaded',
  'share',
  'checkout_opened',
  'purchase',
  // Recorded by the server: a signed-out visitor opened an invite link; an invitee saved their details.
  'invite_landing',
  'invite_signup',
  // A landing page's Core Web Vital from a real visit: LCP, INP or CLS with its value and rating.
  'web_vital',
  // A visitor arriving at a public page from elsewhere (its script), and, recorded by the server, a
  // new account that began there: both with the page and where the visitor came from.
  'public_landing',
  'public_signup',
  // Ask Jyotishi (docs/decisions/043). Recorded by the server: a new question answered in writing,
  // a follow-up in a thread, the answer saved (or failed), a question not answered with its class
  // of refusal. Sent by the page: a thread's PDF downloaded, a thread shared. Never the question's
  // or the answer's words, nor a person's name: only the topic, a class or a count.
  'question_asked',
  'question_follow_up',
  'question_answered',
  'question_failed',
  'question_refused',
  'question_pdf_downloaded',
  'question_shared',
] as const;
export type EventName = (typeof eventNames)[number];

export type PropertyValue = string | number | boolean;
export type EventProperties = Record<string, PropertyValue>;

/** Property keys an event may carry, each with the values it accepts. Other keys are dropped. */
const propertyRules: Record<string, (value: unknown) => value is PropertyValue> = {
  readingType: (v): v is string => typeof v === 'string' && (readingTypes as readonly string[]).includes(v),
  planId: (v): v is string => typeof v === 'string' && /^[a-z0-9_-]{1,40}$/.test(v),
  // How or where something was shared or opened: 'whatsapp', 'native', 'result', 'share_unlock'…
  channel: (v): v is string => typeof v === 'string' && /^[a-z_]{1,24}$/.test(v),
  placement: (v): v is string => typeof v === 'string' && /^[a-z_]{1,24}$/.test(v),
  isNewUser: (v): v is boolean => typeof v === 'boolean',
  // Why a reading failed: one of a fixed set, never an error's text.
  reason: (v): v is string => typeof v === 'string' && (generationFailureReasons as readonly string[]).includes(v),
  // What became of an invitee (docs/decisions/033): one of a fixed set.
  outcome: (v): v is string => typeof v === 'string' && ['credited', 'same_device', 'day_cap', 'month_cap'].includes(v),
  metric: (v): v is string => v === 'LCP' || v === 'INP' || v === 'CLS',
  // Where a public page's visitor came from: one of a fixed set (shared/landing-sources.ts).
  landingSource: (v): v is string => isLandingSource(v),
  rating: (v): v is string => v === 'good' || v === 'needs-improvement' || v === 'poor',
  // A web vital's value: milliseconds for LCP and INP (up to ten minutes), a score for CLS.
  value: (v): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 600_000,
  // Small counts only (a number of readings left, a step): never an amount or an identifier.
  count: (v): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 10_000,
  // A question's topic, one of the classifier's fixed set.
  topic: (v): v is string => typeof v === 'string' && (topics as readonly string[]).includes(v),
  // Why a question was not answered: its class, never its words.
  refusal: (v): v is string => typeof v === 'string' && (questionRefusalClasses as readonly string[]).includes(v),
  // Who wrote an answer: the built-in composer or the model held to the chart.
  writer: (v): v is string => v === 'builtin' || v === 'model',
  // Whether a question is about the user or a saved person (never which one).
  about: (v): v is string => v === 'self' || v === 'person',
  // How a new question was paid for: the free reading, a share credit, Premium, or a free follow-up.
  spend: (v): v is string => typeof v === 'string' && ['free', 'share', 'premium', 'follow-up'].includes(v),
};

/**
 * Keeps only allow-listed keys with acceptable values. Anything that could be a phone number
 * (seven or more digits) or an e-mail address is dropped even under an allowed key.
 */
export function sanitizeProperties(input: unknown): EventProperties {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return {};
  const clean: EventProperties = {};
  for (const [key, value] of Object.entries(input)) {
    const accepts = Object.hasOwn(propertyRules, key) ? propertyRules[key] : undefined;
    if (!accepts?.(value)) continue;
    if (typeof value === 'string' && looksPersonal(value)) continue;
    clean[key] = value;
  }
  return clean;
}

/** Seven or more digits (however spaced or dashed), or an e-mail address. */
export function looksPersonal(text: string) {
  return /\d(?:[\s().+-]*\d){6,}/.test(text) || /[^\s@]+@[^\s@]+\.[^\s@]+/.test(text);
}

/** Replaces anything that could be a phone number or an e-mail address inside free text. */
export function scrubText(text: string) {
  return text
    .replace(/[^\s@'"<>()]+@[^\s@'"<>()]+\.[a-z]{2,}/gi, '[email]')
    .replace(/\+?\(?\d(?:[\s().-]*\d){6,}/g, '[number]');
}

// A route is normalised by the rule the browser sends it by: one function, in shared code, for both.
export { normalizePath } from '../../shared/analytics-path';

/**
 * 'wa' → 'whatsapp', 'pwa' → 'pwa'; anything else is stored as no source (direct). A source the
 * client chose freely would let anyone fill the stats' "Top sources" with words of their own, so
 * only the markers we hand out count (src/shared/analytics.ts).
 */
export function normalizeSource(input: string | null | undefined): string | null {
  return sourceOfMarker(input);
}

/** Cuts text to `max` characters, marking the cut. */
export function truncate(text: string, max: number) {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

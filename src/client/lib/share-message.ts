// The messages shared on WhatsApp, written once: /share-unlock shows and sends the promotional one,
// and the result page sends its reading's opening with the same invitation.

import type { Language } from '../../shared/profile';
import { commonText } from '../i18n/common';

/**
 * The site link with the `ref=wa` marker, so visits from WhatsApp shares can be counted. It opens
 * the sign-in page, not /: that page is prerendered, so the friend who taps the link reads what
 * Jyotishi does and that the first reading is free at once, instead of a spinner while the app
 * finds out nobody is signed in. Someone already signed in goes on to the dashboard from there.
 */
export function shareLink(origin: string = window.location.origin) {
  return `${origin}/auth?ref=wa`;
}

/** The message in the sharer's interface language: a Hindi reader shares with Hindi readers. */
export function shareMessage(language: Language, origin: string = window.location.origin) {
  const text = commonText[language].shareMessage;
  return [text.intro, text.body, text.free(shareLink(origin))].join('\n\n');
}

/**
 * A reading's opening lines (`excerpt`, in the reading's own language) between the intro and the
 * invitation with the marked link, in the sharer's interface language.
 */
export function readingShareMessage(language: Language, excerpt: string, origin: string = window.location.origin) {
  const text = commonText[language].shareMessage;
  return [text.intro, `“${excerpt}”`, text.free(shareLink(origin))].join('\n\n');
}

/** WhatsApp's click-to-chat link: it lets the user pick the chat the message goes to. */
export function whatsAppUrl(text: string) {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * Opens WhatsApp in a new tab. Returns false when the browser blocked the tab. Not 'noopener': with
 * it window.open always returns null and a blocked tab could not be told apart; the opener is cut
 * by hand instead.
 */
export function openWhatsApp(text: string) {
  const tab = window.open(whatsAppUrl(text), '_blank');
  if (!tab) return false;
  tab.opener = null;
  return true;
}

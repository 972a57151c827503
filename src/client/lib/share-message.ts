// The promotional message shared on WhatsApp, written once: /share-unlock shows and sends it, and the
// result page sends it when the browser cannot attach the PDF.

/** The site link with the `ref=wa` marker, so visits from WhatsApp shares can be counted. */
export function shareLink(origin: string = window.location.origin) {
  return `${origin}/?ref=wa`;
}

export function shareMessage(origin: string = window.location.origin) {
  return [
    'I just got my personal Vedic astrology reading from Jyotishi.',
    'It is written from your real birth chart (your lagna, nakshatras and running dashas), not a generic sun-sign horoscope: daily and yearly forecasts, career, love and health.',
    `Your first reading is free: ${shareLink(origin)}`,
  ].join('\n\n');
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

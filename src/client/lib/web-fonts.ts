import { webFontsId } from '../../shared/web-fonts';

/**
 * Turns on the web fonts a page drawn ahead holds inactive (shared/web-fonts.ts): Hindi text needs
 * its Devanagari font, whatever the first paint went without.
 */
export function activateWebFonts() {
  const fonts = document.getElementById(webFontsId) as HTMLStyleElement | null;
  if (fonts && fonts.media !== 'all') fonts.media = 'all';
}

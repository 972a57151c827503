/**
 * A page drawn ahead in English carries the web fonts' @font-face rules in a `<style>` of this id
 * with `media="print"`: declared but inactive, so its text paints in the local fallback faces sized
 * to the web fonts' metrics. The start script makes it `all` before the first paint when the app's
 * service worker controls the page: the worker keeps the fonts (its precache), so they are there at
 * once. On a first visit the fallback faces stay for the page's lifetime: asked for after the
 * first paint, the fonts made the browser lay the page out twice more (when the faces were declared
 * and when each font arrived) while the app was starting, the longest tasks of the load on a slow
 * phone after the app's own code. Switching to Hindi turns them on (lib/web-fonts.ts).
 */
export const webFontsId = 'web-fonts';

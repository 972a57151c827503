/** Reading a server-drawn page as a reader and a search engine do. */

/** The page's text as a reader sees it, tags gone. */
export const textOf = (html: string) => html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
/** The first group `pattern` finds in the page. */
export const head = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
/** The page's JSON-LD block. */
export const jsonLd = (html: string) => JSON.parse(head(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/)!);

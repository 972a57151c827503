import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

/**
 * Gives this request's answer these headers, whichever route, error or static file gives it.
 * A header the answer sets itself wins (static assets' own Cache-Control, say). Returns what to
 * run once the answer is final, error answers included.
 *
 * Served by @hono/node-server, they go on Node's own response at once, and Node merges them into
 * the head it writes. Set on the finished Response instead (as Hono's secureHeaders does), every
 * answer's plain header object becomes a WHATWG Headers that @hono/node-server then copies back
 * out: the largest cost of a cached read in the bench:api profile. `app.request` (tests,
 * benchmarks) has no Node response: there the returned step adds them, with the same precedence.
 */
export function presetHeaders(c: Context, headers: HeaderList): () => void {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (outgoing) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    return () => {};
  }
  return () => {
    for (const [name, value] of headers) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}

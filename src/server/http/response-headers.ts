import type { HttpBindings } from '@hono/node-server';
import type { Context, Next } from 'hono';

export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

/**
 * Gives this request's response these headers, whichever route, error or static file answers it.
 * A header the answer sets itself wins (static assets' own Cache-Control, say).
 *
 * Served by @hono/node-server, they go on Node's own response before the handler runs, and Node
 * merges them into the head it writes. Set on the finished Response instead (as Hono's
 * secureHeaders does), every answer's plain header object becomes a WHATWG Headers that
 * @hono/node-server then copies back out: the largest cost of a cached read in the bench:api
 * profile. `app.request` (tests, benchmarks) has no Node response: there they are added to the
 * finished Response, with the same precedence.
 */
export async function withResponseHeaders(c: Context, headers: HeaderList, next: Next): Promise<void> {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (outgoing) {
    for (const [name, value] of headers) outgoing.setHeader(name, value);
    return next();
  }
  await next();
  for (const [name, value] of headers) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
}

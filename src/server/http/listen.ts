import type { Server } from 'node:http';
import { serve } from '@hono/node-server';

/**
 * How long a connection may sit idle between two requests before the server closes it: longer than
 * the 60 s for which proxies and load balancers commonly keep their own idle connections open.
 *
 * Why: a client that reuses an idle connection cannot know that the server is closing it at that
 * very moment, and the request it has just sent on it fails (ECONNRESET; a proxy answers its own
 * client 502). Browsers send such a request again; proxies and most HTTP libraries do not. With
 * Node's default of 5 s, any client idle for about five seconds between two calls could meet that
 * moment. A proxy whose idle timeout is shorter than ours always closes first.
 */
export const idleConnectionMs = 65_000;

/** Serves `fetch` over HTTP/1.1 on `port` and `hostname`, keeping idle connections open as above. */
export function listen(options: Parameters<typeof serve>[0], onListening?: Parameters<typeof serve>[1]) {
  const server = serve(options, onListening) as Server;
  server.keepAliveTimeout = idleConnectionMs;
  // A request's headers may take as long as the connection may idle before it, and a little more.
  server.headersTimeout = idleConnectionMs + 1_000;
  return server;
}

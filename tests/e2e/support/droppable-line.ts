import { createServer, request as httpRequest, type ServerResponse } from 'node:http';
import { listenOnLoopback } from '../../support/fake-http-server';

/**
 * Stands between the browser and the app as a phone's connection does, passing everything
 * through until `drop`: then every event stream it is passing breaks mid-body and every new
 * request is cut off unanswered, so the page's reads fail with network errors (no clean end of a
 * stream, which is all page.route can give), until `restore`. Closed when the file ends.
 */
export async function droppableLine(target: string) {
  const streams = new Set<ServerResponse>();
  let down = false;
  const server = createServer((req, res) => {
    if (down) {
      line.refused++;
      req.socket.destroy();
      return;
    }
    const upstream = httpRequest(`${target}${req.url}`, { method: req.method, headers: req.headers }, (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      if (reply.headers['content-type']?.startsWith('text/event-stream')) {
        streams.add(res);
        // The server sees its listener go, as it would behind a real dropped connection.
        res.on('close', () => {
          streams.delete(res);
          reply.destroy();
        });
      }
      reply.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  const line = {
    url: await listenOnLoopback(server),
    /** Requests cut off while the connection was down. */
    refused: 0,
    /** The connection goes; returns how many event streams it broke. */
    drop() {
      down = true;
      const broken = streams.size;
      for (const res of streams) res.destroy();
      return broken;
    },
    restore() {
      down = false;
    },
  };
  return line;
}

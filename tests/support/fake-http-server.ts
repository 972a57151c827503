import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onFileEnd } from './file-cleanup';

export type RecordedRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
export type FakeReply = { status: number; body?: unknown; headers?: Record<string, string> };

/**
 * A stand-in for an outside HTTP API (an SMS gateway) on 127.0.0.1 and a free port. It records
 * every request and answers with `reply` (change it between calls). Closed when the file ends.
 */
export async function startFakeHttpServer(reply: FakeReply = { status: 200, body: {} }) {
  const requests: RecordedRequest[] = [];
  const fake = { url: '', requests, reply };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const { status, body, headers } = fake.reply;
      const text = typeof body === 'string' ? body : JSON.stringify(body ?? {});
      res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json', ...headers });
      res.end(text);
    });
  });
  fake.url = await listenOnLoopback(server);
  return fake;
}

/**
 * Starts a test's HTTP server on a free loopback port and closes it when the test file ends.
 * Returns its base URL.
 */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onFileEnd(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // fetch keeps connections alive; without this, close waits for them to time out.
        server.closeAllConnections();
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

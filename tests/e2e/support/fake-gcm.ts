import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Chromium's push subscriptions go through Google's GCM: a device check-in, then a registration
// that returns the token the endpoint is made of. This machine reaches no Google server, so a
// subscribe would hang; Chromium's own switches (--gcm-checkin-url, --gcm-registration-url) point
// it here instead. Everything else is Chromium's real PushManager: its key pair and auth secret,
// the applicationServerKey it registers with (the `sender` below), its endpoint.

export type GcmRequest = { path: string; form: URLSearchParams };

/** A protobuf fixed64 field: the tag byte, then the value little-endian. */
function fixed64(tag: number, value: bigint) {
  const bytes = Buffer.alloc(9);
  bytes[0] = tag;
  bytes.writeBigUInt64LE(value, 1);
  return bytes;
}

/**
 * An AndroidCheckinResponse: stats_ok = true (field 1), android_id (field 7) and security_token
 * (field 8), the three fields Chromium's GCM client needs to count the device as checked in.
 */
const checkinResponse = Buffer.concat([Buffer.from([0x08, 0x01]), fixed64(0x39, 4_242_424_242_424n), fixed64(0x41, 7_777_777_777_777n)]);

export async function startFakeGcm() {
  const registrations: GcmRequest[] = [];
  let tokens = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url?.startsWith('/checkin')) {
        res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end(checkinResponse);
        return;
      }
      if (req.url?.startsWith('/register')) {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        registrations.push({ path: req.url, form });
        // An unsubscribe is a registration request with delete=true; GCM answers it with the app id.
        const answer = form.get('delete') === 'true' ? `deleted=${form.get('app') ?? ''}` : `token=e2e-token-${++tokens}:APA91b${Date.now()}`;
        res.writeHead(200, { 'content-type': 'text/plain' }).end(answer);
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** Chromium's command-line switches that send its GCM client here. The MCS endpoint (for incoming messages) is left unreachable: nothing is delivered to the browser. */
    switches: [`--gcm-checkin-url=${base}/checkin`, `--gcm-registration-url=${base}/register`, '--gcm-mcs-endpoint=https://127.0.0.1:9'],
    registrations,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeGcm = Awaited<ReturnType<typeof startFakeGcm>>;

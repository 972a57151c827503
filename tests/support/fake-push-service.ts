import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { Agent, createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { onFileEnd } from './file-cleanup';

/**
 * A stand-in for a browser's push service (FCM, Mozilla's autopush…) on 127.0.0.1, over HTTPS as
 * the real ones are (web-push speaks nothing else). It holds the browser's side of each
 * subscription it hands out (a real P-256 key pair and a 16-byte auth secret), so it can do what
 * the browser does with a push message: decrypt the payload (aes128gcm, RFC 8291 and RFC 8188).
 * It also checks the VAPID Authorization header (RFC 8292): the JWT's ES256 signature against the
 * application server's public key, its audience and expiry. A test reads what each subscription
 * received, and can make an endpoint answer like an expired one (404, 410) or a failing service.
 */

export type BrowserSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export type PushDelivery = {
  /** The subscription's endpoint, as the sender addressed it. */
  endpoint: string;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  headers: IncomingHttpHeaders;
  /** The VAPID JWT's claims, once the signature checked out. */
  claims: { aud: string; exp: number; sub: string };
};

type Browser = { ecdh: ReturnType<typeof createECDH>; auth: Buffer };

/**
 * A browser's side of a subscription to `endpoint`: a real P-256 key pair and auth secret, and the
 * subscription as PushSubscription.toJSON() gives it to the page.
 */
export function browserSubscription(endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('base64url')}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const subscription: BrowserSubscription = { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
  return { browser: { ecdh, auth } satisfies Browser, subscription };
}

/** A P-256 certificate for 127.0.0.1, valid for a day: what the stand-in serves HTTPS with. */
async function selfSignedCertificate() {
  const now = new Date();
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: now,
    notAfterDate: new Date(now.getTime() + 24 * 3600 * 1000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  return { key: pems.private, cert: pems.cert };
}

/** HKDF-SHA-256, extract and expand, as RFC 8291 and 8188 use it. */
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** What the browser does with an aes128gcm push message body (RFC 8291 section 3.4, RFC 8188 section 2). */
export function decryptPushMessage(browser: Browser, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + keyIdLength);
  const records = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65) throw new Error(`keyid is ${keyIdLength} bytes, not the sender's 65-byte public key`);
  if (records.length > recordSize) throw new Error('one record expected');
  const shared = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublic]);
  const ikm = hkdf(browser.auth, shared, keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292) and returns the JWT's claims. */
export function verifyVapid(header: string | undefined, publicKey: string, audience: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  if (k !== publicKey) throw new Error('k is not the application server key the browser subscribed to');
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  const signed = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the JWT is not signed by the VAPID key');
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('the JWT is not ES256');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as PushDelivery['claims'];
  const nowSeconds = Date.now() / 1000;
  if (body.aud !== audience) throw new Error(`aud is ${body.aud}, not ${audience}`);
  if (!(body.exp > nowSeconds && body.exp <= nowSeconds + 24 * 3600)) throw new Error('exp is not within the next 24 hours');
  if (!/^(mailto:|https:)/.test(body.sub)) throw new Error('sub is neither mailto: nor https:');
  return body;
}

/**
 * Starts the stand-in. `vapidPublicKey` is the key the app signs with. `agent` trusts the
 * stand-in's certificate (give it to the app as its push agent). Closed when the test file ends.
 */
export async function startFakePushService(vapidPublicKey: string) {
  const { key, cert } = await selfSignedCertificate();
  const browsers = new Map<string, Browser>();
  const replies = new Map<string, number>();
  const deliveries: PushDelivery[] = [];
  /** Every request, whatever it was answered. */
  const attempts: Array<{ endpoint: string; status: number }> = [];
  /** Requests it refused as malformed (bad encryption or VAPID): a test expects none. */
  const problems: string[] = [];
  let origin = '';

  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const endpoint = `${origin}${req.url ?? ''}`;
      const browser = browsers.get(endpoint);
      const status = replies.get(endpoint) ?? (browser ? 201 : 404);
      if (browser && status === 201) {
        try {
          if (req.method !== 'POST' || req.headers['content-encoding'] !== 'aes128gcm') throw new Error('expected a POST with Content-Encoding: aes128gcm');
          const claims = verifyVapid(req.headers.authorization, vapidPublicKey, origin);
          const payload = JSON.parse(decryptPushMessage(browser, Buffer.concat(chunks))) as unknown;
          deliveries.push({ endpoint, payload, headers: req.headers, claims });
        } catch (error) {
          problems.push(error instanceof Error ? error.message : String(error));
          res.writeHead(400).end();
          return;
        }
      }
      attempts.push({ endpoint, status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert, keepAlive: false });
  onFileEnd(
    () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );

  return {
    origin,
    agent,
    /** Its certificate (PEM), for a server process to trust it: NODE_EXTRA_CA_CERTS. */
    cert,
    deliveries,
    attempts,
    problems,
    /** A new browser's subscription, as PushSubscription.toJSON() gives it. */
    subscribe(): BrowserSubscription {
      const { browser, subscription } = browserSubscription(`${origin}/push/${randomBytes(12).toString('base64url')}`);
      browsers.set(subscription.endpoint, browser);
      return subscription;
    },
    /** Makes an endpoint answer `status` from now on (404 and 410: the subscription is gone). */
    answer(endpoint: string, status: number) {
      replies.set(endpoint, status);
    },
    to: (endpoint: string) => deliveries.filter((d) => d.endpoint === endpoint),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;

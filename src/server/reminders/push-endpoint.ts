import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { parse as legacyParse } from 'node:url';
import ipaddr from 'ipaddr.js';

// Where the server may post a browser's push message. The server posts wherever a subscription
// points, so an endpoint that reached anything but a browser's push service would make it a
// messenger to any address, our own network included (OWASP SSRF Prevention Cheat Sheet).

/** Push services answer on https's own port; an entry names another only as `host:port`. */
const httpsPort = '443';

/** One entry of PUSH_SERVICE_HOSTS: a host name, '*.' for any subdomain of it, and a port. */
function entryOf(allowed: string) {
  const [host = '', port = httpsPort] = allowed.split(':');
  return host.startsWith('*.') ? { suffix: host.slice(1), port } : { host, suffix: undefined, port };
}

/**
 * Whether `host` on `port` is on the list. A wildcard never matches an IP address: an address is
 * allowed only where the list names it whole.
 */
function isListed(hosts: readonly string[], host: string, port: string) {
  return hosts.map(entryOf).some((entry) => entry.port === port && (entry.suffix !== undefined ? isIP(host) === 0 && host.endsWith(entry.suffix) : host === entry.host));
}

/**
 * The endpoint parsed once, or null when the server may not post to it: it must be https, without
 * credentials, on a listed host and port (443 unless the entry names another), and read the same
 * by the WHATWG parser and by Node's legacy url.parse(), which web-push uses to address the
 * request and to sign it. The two disagree on hosts holding ';', '%3b' or "'": WHATWG reads
 * https://127.0.0.1;.push.apple.com/x as a host under push.apple.com, url.parse() as 127.0.0.1.
 */
export function pushEndpointUrl(hosts: readonly string[], endpoint: string): URL | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const legacy = legacyParse(endpoint);
  const port = url.port || httpsPort;
  const samePlace =
    legacy.protocol === url.protocol &&
    legacy.auth === null &&
    legacy.hostname === url.hostname &&
    (legacy.port ?? httpsPort) === port &&
    legacy.path === `${url.pathname}${url.search}`;
  return samePlace && isListed(hosts, url.hostname, port) ? url : null;
}

/** How a host name becomes addresses: the system's resolver, every address it gives. */
export type ResolveHost = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export const systemResolver: ResolveHost = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** Where a push message may go: one address, checked. */
export type PushAddress = { address: string; family: 4 | 6 };

/**
 * The address to connect to for an allowed endpoint, or why there is none: every address its host
 * resolves to must be public unicast (not private, loopback, link-local, unique-local, CGNAT,
 * multicast, unspecified or reserved), so a push service's name that resolves into our own
 * network is never followed. An IP address the operator listed whole is taken as it is (production
 * lists none: production-floors.ts). Throws when the name does not resolve.
 */
export async function pushAddress(url: URL, resolve: ResolveHost): Promise<PushAddress | { notPublic: string }> {
  if (isIP(url.hostname) === 4) return { address: url.hostname, family: 4 };
  const addresses = await resolve(url.hostname);
  if (addresses.length === 0) throw new Error(`${url.hostname} has no address`);
  for (const { address } of addresses) {
    const range = ipaddr.isValid(address) ? ipaddr.process(address).range() : 'not an IP address';
    if (range !== 'unicast') return { notPublic: `${address} (${range})` };
  }
  const [first] = addresses;
  return { address: first!.address, family: first!.family === 6 ? 6 : 4 };
}

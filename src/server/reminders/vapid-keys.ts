import { createECDH, generateKeyPairSync } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The VAPID key pair that signs our requests to push services (RFC 8292): P-256, both halves
 * base64url as `npx web-push generate-vapid-keys` prints them (the public key is the 65-byte
 * uncompressed point, the private key the 32-byte scalar). Browsers subscribe to the public key;
 * the private key never leaves the server.
 */
export type VapidKeys = { publicKey: string; privateKey: string };

/** Why the pair cannot be used, or null when the public key is the private key's. */
export function vapidPairProblem(keys: VapidKeys): string | null {
  const privateKey = Buffer.from(keys.privateKey, 'base64url');
  const publicKey = Buffer.from(keys.publicKey, 'base64url');
  if (privateKey.length !== 32) return 'VAPID_PRIVATE_KEY must be 32 bytes in base64url (as `npx web-push generate-vapid-keys` prints it).';
  if (publicKey.length !== 65 || publicKey[0] !== 4) return 'VAPID_PUBLIC_KEY must be a 65-byte P-256 public key in base64url (as `npx web-push generate-vapid-keys` prints it).';
  const ecdh = createECDH('prime256v1');
  try {
    ecdh.setPrivateKey(privateKey);
  } catch {
    return 'VAPID_PRIVATE_KEY is not a valid P-256 private key.';
  }
  return ecdh.getPublicKey().equals(publicKey) ? null : 'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY: set the two halves of one pair.';
}

export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = publicKey.export({ format: 'der', type: 'spki' }).subarray(-65);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d! };
}

/**
 * Embedded default outside production, like the server secret: a pair made once and kept in the
 * data folder, so browsers subscribed to it keep getting reminders after a restart.
 */
export function localVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, '.vapid-keys.json');
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
    if (!vapidPairProblem(stored)) return stored;
  } catch {
    // None yet (or unreadable): make one below.
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = generateVapidKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

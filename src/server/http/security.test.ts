import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { birthDetails, createTestApp, signIn, type TestApp, type TestClient } from '../../../tests/support/test-app';
import { messages } from '../../shared/messages';
import { profiles, sessions } from '../db/schema';

// CSRF (docs/security.md, Sessions): cookie-authenticated writes must come from our own pages, as JSON.

const forbidden = { status: 403, body: { error: messages.forbiddenOrigin, code: 'forbidden' } };
const notJson = { status: 415, body: { error: messages.unsupportedContentType, code: 'unsupported_media_type' } };

async function signedInUser() {
  const t = await createTestApp();
  const client = t.client();
  const { phone } = await signIn(t, client);
  return { t, client, phone };
}

const profileRow = async (t: TestApp, phone: string) => (await t.db.select().from(profiles).where(eq(profiles.phoneNumber, phone)))[0];

/** A request from another site, carrying the user's cookie as a browser would. */
const attacks: Array<[string, Record<string, string | undefined>, string | undefined, typeof forbidden | typeof notJson]> = [
  ['a foreign Origin', { origin: 'https://evil.example' }, undefined, forbidden],
  ['a look-alike Origin', { origin: 'http://localhost.evil.example' }, undefined, forbidden],
  ['Origin: null (sandboxed frame)', { origin: 'null' }, undefined, forbidden],
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }, undefined, forbidden],
  ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }, undefined, forbidden],
  ['no Origin and no Sec-Fetch-Site', { origin: undefined }, undefined, forbidden],
  ['a form content type', {}, 'application/x-www-form-urlencoded', notJson],
  ['a multipart form', {}, 'multipart/form-data; boundary=x', notJson],
  ['text/plain', {}, 'text/plain', notJson],
];

function attack(client: TestClient, method: 'PUT' | 'POST', path: string, headers: Record<string, string | undefined>, contentType?: string) {
  const json = JSON.stringify(birthDetails({ name: 'Mallory' }));
  return client.request(path, {
    method,
    body: contentType?.startsWith('application/x-www-form-urlencoded') ? 'name=Mallory' : json,
    headers: { 'content-type': contentType ?? 'application/json', ...headers },
  });
}

describe('PUT /api/profile from another site', () => {
  it.each(attacks)('is refused with %s and changes nothing', async (_label, headers, contentType, expected) => {
    const { t, client, phone } = await signedInUser();
    const before = await profileRow(t, phone);

    const res = await attack(client, 'PUT', '/api/profile', headers, contentType);

    expect(res.status).toBe(expected.status);
    expect(res.body).toMatchObject(expected.body);
    expect(await profileRow(t, phone)).toEqual(before);
  });

  it('is accepted from our own page (same Origin, or Sec-Fetch-Site: same-origin)', async () => {
    const { t, client, phone } = await signedInUser();
    expect((await client.put('/api/profile', birthDetails({ name: 'Asha' }))).status).toBe(200);
    const viaFetchMetadata = await client.put('/api/profile', birthDetails({ name: 'Asha V' }), {
      headers: { origin: undefined, 'sec-fetch-site': 'same-origin' },
    });
    expect(viaFetchMetadata.status).toBe(200);
    expect((await profileRow(t, phone))?.name).toBe('Asha V');
  });

  it('is accepted from the configured public site URL behind a proxy that rewrites Host', async () => {
    const t = await createTestApp({ env: { PUBLIC_SITE_URL: 'https://jyotishi.example' } });
    const client = t.client({ origin: 'https://jyotishi.example' });
    await signIn(t, client);
    const res = await client.put('/api/profile', birthDetails(), { headers: { host: 'app-internal:3000' } });
    expect(res.status).toBe(200);
  });
});

describe('POST /api/auth/sign-out from another site', () => {
  it.each(attacks)('is refused with %s and the session survives', async (_label, headers, contentType, expected) => {
    const { t, client, phone } = await signedInUser();

    const res = await attack(client, 'POST', '/api/auth/sign-out', headers, contentType);

    expect(res.status).toBe(expected.status);
    expect(res.body).toMatchObject(expected.body);
    expect(res.setCookies).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userPhone, phone))).toHaveLength(1);
    expect((await client.get('/api/me')).body.user?.phoneNumber).toBe(phone);
  });
});

describe('sign-in requests from another site', () => {
  it('cannot make the server send a code', async () => {
    const t = await createTestApp();
    const client = t.client({ origin: 'https://evil.example' });
    const phone = '+919812300001';
    const res = await client.post('/api/auth/otp/send', { phone });
    expect(res).toMatchObject(forbidden);
    expect(t.sms.messagesTo(phone)).toEqual([]);
  });
});

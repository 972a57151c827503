import { describe, expect, it } from 'vitest';
import { createTestApp, signIn } from '../../../tests/support/test-app';

// docs/security.md, Web: "CORS: same-origin only unless an explicit list is configured."
describe('CORS', () => {
  it('sends no CORS headers at all by default, so other sites cannot read our answers', async () => {
    const t = await createTestApp();
    const client = t.client({ origin: 'https://evil.example' });
    const res = await client.get('/api/plans');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await client.request('/api/profile', { method: 'OPTIONS', headers: { 'access-control-request-method': 'PUT' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets a listed origin read and write with cookies, and no other', async () => {
    const t = await createTestApp({ env: { CORS_ALLOWED_ORIGINS: 'https://www.jyotishi.in, https://m.jyotishi.in/' } });
    const listed = t.client({ origin: 'https://www.jyotishi.in' });
    await signIn(t, listed);

    const preflight = await listed.request('/api/profile', {
      method: 'OPTIONS',
      headers: { 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://www.jyotishi.in');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    // Every method the API writes with, PATCH included (the language setting, a saved person).
    const methods = preflight.headers.get('access-control-allow-methods')?.split(',').map((m) => m.trim());
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));

    const me = await listed.get('/api/me');
    expect(me.headers.get('access-control-allow-origin')).toBe('https://www.jyotishi.in');
    expect(me.body.user).not.toBeNull();
    // A write from a listed origin passes the same-origin check (browsers call it 'same-site').
    const shared = await listed.post('/api/shares', undefined, { headers: { 'sec-fetch-site': 'same-site' } });
    expect(shared.status).toBe(200);

    const other = t.client({ origin: 'https://evil.example' });
    for (const [k, v] of listed.cookies) other.cookies.set(k, v);
    expect((await other.get('/api/me')).headers.get('access-control-allow-origin')).toBeNull();
    const refused = await other.post('/api/shares', undefined, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(refused.status).toBe(403);
    expect((await listed.get('/api/me')).body.profile.sharesAvailable).toBe(1);
  });

  it('refuses to start with a list entry that is not an origin', async () => {
    await expect(createTestApp({ env: { CORS_ALLOWED_ORIGINS: 'www.jyotishi.in' } })).rejects.toThrow(/CORS_ALLOWED_ORIGINS/);
  });
});

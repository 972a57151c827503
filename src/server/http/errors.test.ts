import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uniquePhone } from '../../../tests/support/phones';
import { createTestApp } from '../../../tests/support/test-app';
import { silentChangeFeed } from '../../../tests/support/test-db';
import { messages } from '../../shared/messages';
import type { Database, Db } from '../db/client';

/**
 * A database that fails every query, the way a lost connection does. These tests need no real
 * database: the requests below either never reach one or must fail cleanly when they do.
 */
const brokenDatabase: Database = {
  db: new Proxy({} as Db, {
    get() {
      throw new Error('connect ECONNREFUSED db.internal:5432 (password hunter2)');
    },
  }),
  kind: 'postgres',
  changes: silentChangeFeed,
  close: async () => {},
};

const appWithBrokenDatabase = () => createTestApp({ database: brokenDatabase });

describe('API errors', () => {
  it('answers an unknown /api path with 404 and the error shape, for any method', async () => {
    const t = await appWithBrokenDatabase();
    const client = t.client();
    for (const res of [await client.get('/api/nothing-here'), await client.post('/api/nothing/here', {}), await client.get('/api')]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: messages.notFound, code: 'not_found', requestId: expect.any(String) });
    }
  });

  it('refuses an oversized body with 413', async () => {
    const t = await appWithBrokenDatabase();
    const phone = uniquePhone();
    const res = await t.client().post('/api/auth/otp/send', { phone, captcha: 'x'.repeat(40 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: messages.bodyTooLarge, code: 'payload_too_large' });
    expect(t.sms.messagesTo(phone)).toEqual([]);
  });

  it('refuses an oversized body sent without a length (chunked) too', async () => {
    const t = await appWithBrokenDatabase();
    const res = await t.client().request('/api/profile', {
      method: 'PUT',
      body: JSON.stringify({ name: 'x'.repeat(40 * 1024) }),
      headers: { 'content-type': 'application/json', 'content-length': undefined, 'transfer-encoding': 'chunked' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: messages.bodyTooLarge });
  });

  it('answers an unexpected failure with a generic 500: no message, no stack trace', async () => {
    const t = await appWithBrokenDatabase();
    const client = t.client();
    // Shaped like a real token, so the app looks the session up in the (broken) database.
    client.cookies.set('jyotishi_session', randomBytes(32).toString('base64url'));

    for (const res of [await client.get('/api/me'), await client.post('/api/auth/otp/send', { phone: uniquePhone() })]) {
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: messages.internalError, code: 'internal', requestId: expect.any(String) });
      expect(res.text).not.toContain('hunter2');
      expect(res.text).not.toContain('ECONNREFUSED');
      expect(res.text).not.toMatch(/\bat \S+:\d+/);
      expect(res.headers.get('x-request-id')).toBe(res.body.requestId);
    }
  });

  it('marks API answers as not cacheable and sends the security headers', async () => {
    const t = await appWithBrokenDatabase();
    const res = await t.client().get('/api/me');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

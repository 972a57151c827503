import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startFakeHttpServer, type RecordedRequest } from '../../../tests/support/fake-http-server';
import { capturingLogger } from '../../../tests/support/capture-logs';
import { FakeSms } from '../../../tests/support/fake-sms';
import { uniquePhone } from '../../../tests/support/phones';
import { createTestApp, testConfig } from '../../../tests/support/test-app';
import { messages } from '../../shared/messages';
import { otpChallenges, profiles } from '../db/schema';
import { createSmsProvider } from '../providers';

// How codes reach people, through the whole app: the console provider's dev outbox, and the real
// gateways chosen from the configuration, against local fakes.

const gateways = {
  twilio: {
    env: (url: string) => ({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC0123', TWILIO_AUTH_TOKEN: 'tok', TWILIO_FROM: '+15005550006', TWILIO_BASE_URL: url }),
    accepted: { status: 201, body: { sid: 'SM1' } },
    refused: { status: 500, body: { code: 20500, message: 'Internal Server Error' } },
    codeIn: (r: RecordedRequest) => /^(\d{6}) /.exec(new URLSearchParams(r.body).get('Body') ?? '')?.[1],
  },
  msg91: {
    env: (url: string) => ({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key', MSG91_TEMPLATE_ID: 'tmpl', MSG91_BASE_URL: url }),
    accepted: { status: 200, body: { type: 'success' } },
    refused: { status: 200, body: { type: 'error', message: 'Insufficient balance' } },
    codeIn: (r: RecordedRequest) => (JSON.parse(r.body) as { recipients: Array<{ otp: string }> }).recipients[0]?.otp,
  },
};

describe.each(Object.entries(gateways))('sign-in through %s', (_name, gateway) => {
  async function setUp() {
    const fake = await startFakeHttpServer(gateway.accepted);
    const env = gateway.env(fake.url);
    const logs = capturingLogger('debug');
    const t = await createTestApp({ env, sms: createSmsProvider(testConfig(env), logs.logger), logger: logs.logger });
    return { t, fake, logs };
  }

  it('delivers a code that signs the user in, and logs neither the number nor the code', async () => {
    const { t, fake, logs } = await setUp();
    const client = t.client();
    const phone = uniquePhone();

    expect((await client.post('/api/auth/otp/send', { phone })).status).toBe(200);
    const code = gateway.codeIn(fake.requests[0]!);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await client.post('/api/auth/otp/verify', { phone, code });
    expect(verified.status).toBe(200);
    expect(verified.body.user.phoneNumber).toBe(phone);
    expect(logs.text()).toContain('"path":"/api/auth/otp/verify"');
    expect(logs.text()).not.toContain(phone.slice(3));
    expect(logs.text()).not.toContain(code);
    expect(logs.text()).not.toContain(client.cookies.get('jyotishi_session'));
  });

  it('answers 502 with the generic message when the gateway fails, and that code is dead', async () => {
    const { t, fake, logs } = await setUp();
    fake.reply = gateway.refused;
    const client = t.client();
    const phone = uniquePhone();

    const res = await client.post('/api/auth/otp/send', { phone });

    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ error: messages.loginFallback });
    expect(res.text).not.toContain('Insufficient balance');
    expect(res.text).not.toContain('20500');
    const code = gateway.codeIn(fake.requests[0]!);
    expect(code).toMatch(/^\d{6}$/);
    const [challenge] = await t.db.select().from(otpChallenges).where(eq(otpChallenges.phoneNumber, phone));
    expect(challenge?.closedAt).not.toBeNull();

    expect(logs.text()).toContain('SMS gateway refused a sign-in code');
    expect(logs.text()).not.toContain(code);

    const verified = await client.post('/api/auth/otp/verify', { phone, code });
    expect(verified.status).toBe(400);
    expect(verified.body).toMatchObject({ error: messages.codeInvalid });
    expect(await t.db.select().from(profiles).where(eq(profiles.phoneNumber, phone))).toEqual([]);
  });
});

describe('GET /api/dev/outbox (console SMS provider)', () => {
  it('lists the messages sent to a number, newest first', async () => {
    const t = await createTestApp();
    const client = t.client();
    const phone = uniquePhone();
    await client.post('/api/auth/otp/send', { phone });
    t.clock.advance({ seconds: 30 });
    await client.post('/api/auth/otp/send', { phone });

    const res = await client.get(`/api/dev/outbox?phone=${encodeURIComponent(phone)}`);

    expect(res.status).toBe(200);
    expect(res.body.messages).toHaveLength(2);
    for (const message of res.body.messages) {
      expect(Object.keys(message).sort()).toEqual(['body', 'code', 'sentAt', 'to']);
      expect(message.to).toBe(phone);
      expect(message.code).toMatch(/^\d{6}$/);
      expect(message.body).toContain(message.code);
      expect(new Date(message.sentAt).toISOString()).toBe(message.sentAt);
    }
    expect(res.body.messages[0].code).toBe(t.sms.messagesTo(phone)[0]?.code);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('parses the number as the sign-in form does, and answers an empty list for others', async () => {
    const t = await createTestApp();
    const client = t.client();
    const phone = uniquePhone();
    await client.post('/api/auth/otp/send', { phone });
    expect((await client.get(`/api/dev/outbox?phone=${phone.slice(1)}`)).body.messages).toHaveLength(1);
    expect((await client.get(`/api/dev/outbox?phone=${encodeURIComponent(uniquePhone())}`)).body).toEqual({ messages: [] });
    expect((await client.get('/api/dev/outbox?phone=nonsense')).body).toEqual({ messages: [] });
  });

  it('does not exist with any other provider', async () => {
    const t = await createTestApp({ sms: new FakeSms() });
    const res = await t.client().get(`/api/dev/outbox?phone=${encodeURIComponent(uniquePhone())}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: messages.notFound });
  });
});

import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha } from '../../../tests/support/altcha';
import { personDetails } from '../../../tests/support/person-details';
import { uniquePhone } from '../../../tests/support/phones';
import { birthDetails, createTestApp, signInWithProfile, sseEvents, type TestApp, type TestClient, type TestResponse } from '../../../tests/support/test-app';
import { messages } from '../../shared/messages';
import { analyticsEvents, errorReports, otpChallenges, people, profiles, questionThreads, questionTurns, readings, subscriptions, webhookEvents } from '../db/schema';
import { hmacHex } from '../payments/signatures';
import { newEventId, orderFor, paymentEvent, sandboxPurchase, verifyBody } from '../../../tests/support/payment-helpers';
import { expectError, expectNoInternals, tableNames, userRows } from '../../../tests/support/security-support';

// docs/security.md, Web: SQL metacharacters, script tags and any Unicode in every text
// field the API accepts are stored and returned as the very same text (queries are parameterised,
// answers are JSON), or refused with the field's own message when its rules forbid them.

/** Text an attacker, or just a person with an unusual name, might type. */
const hostile = [
  "'; DROP TABLE profiles; --",
  '" OR 1=1 --',
  "Robert'); DELETE FROM readings WHERE ('1'='1",
  'C:\\temp\\ \\\\ \\n \\u0000 \\',
  '100% _sure_ %% __ %_',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}} ${7*7} <%= 7*7 %>',
  'राम कुमार',
  'Zoë 🙏✨ 👨‍👩‍👧 ‮gnp.exe',
  `<script>alert(1)</script> O'Brien "; DROP TABLE profiles; --`,
];

/** Control characters no one-line field takes (PostgreSQL cannot store the first one at all). */
const controls = ['Asha\u0000Verma', 'Asha\nVerma', 'Asha\tVerma', 'Asha\u001bVerma', 'Asha\u007fVerma'];

/** Equal as strings and as UTF-8 bytes. */
function expectSameText(actual: unknown, expected: string) {
  expect(actual).toBe(expected);
  expect(Buffer.from(String(actual), 'utf8').equals(Buffer.from(expected, 'utf8'))).toBe(true);
}

/** An answer that carries the user's text is JSON, never HTML a browser could run. */
function expectJson(res: TestResponse) {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expectNoInternals(res);
}

let t: TestApp;
let tables: string[];
/** A bystander whose rows must come through the whole file untouched. */
let bystander: { phone: string; rows: Record<string, string[]> };

beforeAll(async () => {
  t = await createTestApp();
  tables = await tableNames(t.db);
  const client = t.client();
  const { phone } = await signInWithProfile(t, client, { name: 'Bystander Bose' });
  bystander = { phone, rows: await userRows(t.db, phone) };
});

/** Every table still there, and the bystander's rows as they were. */
async function expectDatabaseIntact() {
  expect(await tableNames(t.db)).toEqual(tables);
  expect(await userRows(t.db, bystander.phone)).toEqual(bystander.rows);
}

async function userWithProfile() {
  const client = t.client();
  const { phone } = await signInWithProfile(t, client);
  return { client, phone };
}

const profileRow = async (phone: string) => (await t.db.select().from(profiles).where(eq(profiles.phoneNumber, phone)))[0]!;

describe('PUT /api/profile text fields', () => {
  const fields = [
    { field: 'name', read: (p: { name: string }) => p.name },
    { field: 'birthPlace', read: (p: { birthLocation: { city: string } }) => p.birthLocation.city },
    { field: 'country', read: (p: { birthLocation: { country: string } }) => p.birthLocation.country },
  ] as const;

  it.each(fields)('$field: stores and returns every hostile text byte for byte', async ({ field, read }) => {
    const { client, phone } = await userWithProfile();
    for (const text of hostile) {
      const res = await client.put('/api/profile', birthDetails({ [field]: text, latitude: 25.3176, longitude: 82.9739 }));
      expect(res.status, `${field} = ${text}: ${res.text}`).toBe(200);
      expectJson(res);
      expectSameText(read(res.body.profile), text);
      expectSameText(read((await client.get('/api/me')).body.profile), text);
      expectSameText(read(await profileRow(phone)), text);
    }
    await expectDatabaseIntact();
  });

  it('email: stores a valid address with quote, underscore and plus as it is; refuses the rest with its message', async () => {
    const { client, phone } = await userWithProfile();
    const valid = "o'brien_x+tag@example.com";
    const res = await client.put('/api/profile', birthDetails({ email: valid }));
    expect(res.status).toBe(200);
    expectSameText(res.body.profile.email, valid);
    expectSameText((await profileRow(phone)).email, valid);

    for (const email of [...hostile, 'a%b@example.com', 'राम@example.com', '"><script>alert(1)</script>@example.com', 'x@example.com\u0000']) {
      const refused = await client.put('/api/profile', birthDetails({ email, name: 'Changed' }));
      expectError(refused, 400, 'Please enter a valid email address');
      expect((await profileRow(phone)).email).toBe(valid);
    }
    await expectDatabaseIntact();
  });

  it.each([
    ['name', 'The name contains characters that are not allowed'],
    ['birthPlace', 'The birth place contains characters that are not allowed'],
    ['country', 'The country contains characters that are not allowed'],
  ] as const)('%s: refuses control characters (NUL, line breaks, tabs, escape, delete) with its message', async (field, error) => {
    const { client, phone } = await userWithProfile();
    const before = await profileRow(phone);
    for (const text of controls) {
      expectError(await client.put('/api/profile', birthDetails({ [field]: text, latitude: 25.3, longitude: 82.9 })), 400, error);
    }
    expect(await profileRow(phone)).toEqual(before);
  });

  it.each([
    ['gender', 'Please choose Male or Female'],
    ['birthDate', 'Please enter a valid date of birth'],
    ['birthTime', 'Please enter a valid birth time'],
  ] as const)('%s: refuses hostile text with its message', async (field, error) => {
    const { client, phone } = await userWithProfile();
    const before = await profileRow(phone);
    for (const text of hostile) expectError(await client.put('/api/profile', birthDetails({ [field]: text as never })), 400, error);
    expect(await profileRow(phone)).toEqual(before);
  });

  it('birthPlace without coordinates: the gazetteer lookup copes, keeping the text as typed or refusing the place', async () => {
    const { client, phone } = await userWithProfile();
    for (const text of hostile) {
      const res = await client.put('/api/profile', birthDetails({ birthPlace: text }));
      if (res.status === 200) expectSameText((await profileRow(phone)).birthLocation.city, text);
      else expect([res.status, res.body.error, res.body.field], `${text}: ${res.text}`).toEqual([400, messages.birthPlaceNotFound, 'birthPlace']);
    }
    await expectDatabaseIntact();
  });

  it('a hostile profile still gives a chart and a reading, as JSON and a well-formed event stream', async () => {
    const name = hostile.at(-1)!;
    const client = t.client();
    const { phone } = await signInWithProfile(t, client, { name, birthPlace: '<img src=x onerror=alert(1)>', country: 'भारत' });

    const chart = await client.get('/api/chart');
    expect(chart.status).toBe(200);
    expectJson(chart);
    expectSameText(chart.body.name, name);

    const stream = await client.post('/api/readings', { readingType: 'daily' });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = sseEvents(stream.text);
    const readingId = events.find((e) => e.type === 'done')?.readingId;
    expect(events.filter((e) => e.type === 'error')).toEqual([]);
    const reading = await client.get(`/api/readings/${readingId}`);
    expect(reading.status).toBe(200);
    expectJson(reading);
    expectSameText((await profileRow(phone)).name, name);
    await expectDatabaseIntact();
  });
});

describe('POST and PATCH /api/people text fields (a saved person: the profile’s rules)', () => {
  const person = personDetails;
  const personRow = async (id: string) => (await t.db.select().from(people).where(eq(people.id, id)))[0]!;
  const fields = [
    { field: 'name', read: (p: { name: string }) => p.name },
    { field: 'birthPlace', read: (p: { birthLocation: { city: string } }) => p.birthLocation.city },
    { field: 'country', read: (p: { birthLocation: { country: string } }) => p.birthLocation.country },
  ] as const;

  it.each(fields)('$field: stores and returns every hostile text byte for byte, on add and on edit', async ({ field, read }) => {
    const { client } = await userWithProfile();
    for (const text of hostile) {
      const res = await client.post('/api/people', person({ [field]: text }));
      expect(res.status, `${field} = ${text}: ${res.text}`).toBe(201);
      expectJson(res);
      const id = res.body.person.id as string;
      expectSameText(read(res.body.person), text);
      expectSameText(read((await client.get(`/api/people/${id}`)).body.person), text);
      expectSameText(read(await personRow(id)), text);
      const edited = await client.patch(`/api/people/${id}`, person({ [field]: `${text}!` }));
      expect(edited.status, edited.text).toBe(200);
      expectSameText(read(await personRow(id)), `${text}!`);
      expect((await client.request(`/api/people/${id}`, { method: 'DELETE' })).status).toBe(200);
    }
    await expectDatabaseIntact();
  });

  it.each([
    ['name', 'The name contains characters that are not allowed'],
    ['birthPlace', 'The birth place contains characters that are not allowed'],
    ['country', 'The country contains characters that are not allowed'],
  ] as const)('%s: refuses control characters with its message, on add and on edit', async (field, error) => {
    const { client } = await userWithProfile();
    const saved = await client.post('/api/people', person());
    const before = await personRow(saved.body.person.id);
    for (const text of controls) {
      expectError(await client.post('/api/people', person({ [field]: text })), 400, error);
      expectError(await client.patch(`/api/people/${before.id}`, person({ [field]: text })), 400, error);
    }
    expect(await personRow(before.id)).toEqual(before);
    expect((await client.get('/api/people')).body.people).toHaveLength(1);
  });

  it.each([
    ['gender', 'Please choose Male or Female'],
    ['relation', messages.relationRequired],
    ['birthDate', 'Please enter a valid date of birth'],
    ['birthTime', 'Please enter a valid birth time'],
  ] as const)('%s: refuses hostile text with its message', async (field, error) => {
    const { client } = await userWithProfile();
    for (const text of hostile) expectError(await client.post('/api/people', person({ [field]: text })), 400, error);
    expect((await client.get('/api/people')).body.people).toEqual([]);
  });

  it('a hostile person still gives a chart, as JSON', async () => {
    const { client } = await userWithProfile();
    const name = hostile.at(-1)!;
    const saved = await client.post('/api/people', person({ name, birthPlace: '<img src=x onerror=alert(1)>', country: 'भारत' }));
    const chart = await client.get(`/api/people/${saved.body.person.id}/chart`);
    expect(chart.status).toBe(200);
    expectJson(chart);
    expectSameText(chart.body.name, name);
    await expectDatabaseIntact();
  });
});

/** Each other text field the API takes: what every hostile text gets there. */
type FieldCase = { field: string; check: (text: string) => Promise<void> };

let user: { client: TestClient; phone: string };
const otpCount = async () => (await t.db.select().from(otpChallenges)).length;

const otherFields: FieldCase[] = [
  {
    field: 'POST /api/auth/otp/send phone',
    check: async (text) => {
      const before = await otpCount();
      expectError(await t.client().post('/api/auth/otp/send', { phone: text }), 400, messages.phoneInvalid);
      expect(await otpCount()).toBe(before);
    },
  },
  {
    field: 'POST /api/auth/otp/verify phone',
    check: async (text) => expectError(await t.client().post('/api/auth/otp/verify', { phone: text, code: '123456' }), 400, messages.phoneInvalid),
  },
  {
    field: 'POST /api/auth/otp/verify code',
    check: async (text) => expectError(await t.client().post('/api/auth/otp/verify', { phone: uniquePhone(), code: text }), 400, messages.otpFormat),
  },
  {
    field: 'GET /api/readings/:readingId',
    check: async (text) => expectError(await user.client.get(`/api/readings/${encodeURIComponent(text)}`), 404, messages.readingNotFound),
  },
  {
    field: 'GET, PATCH and DELETE /api/people/:id and its chart',
    check: async (text) => {
      const path = `/api/people/${encodeURIComponent(text)}`;
      for (const res of [await user.client.get(path), await user.client.get(`${path}/chart`), await user.client.request(path, { method: 'DELETE' })]) {
        expectError(res, 404, messages.personNotFound);
      }
    },
  },
  {
    field: 'GET /api/readings/current readingType',
    check: async (text) => expectError(await user.client.get(`/api/readings/current?readingType=${encodeURIComponent(text)}`), 400, 'Unknown reading type'),
  },
  {
    field: 'POST /api/readings readingType',
    check: async (text) => expectError(await user.client.post('/api/readings', { readingType: text }), 400, 'Unknown reading type'),
  },
  {
    field: 'POST /api/payments/orders planId',
    check: async (text) => expectError(await user.client.post('/api/payments/orders', { planId: text }), 400, messages.invalidPlan),
  },
  {
    field: 'POST /api/payments/verify ids, signature, plan and amount',
    check: async (text) => {
      const body = { razorpay_payment_id: 'pay_x', razorpay_order_id: 'order_x', razorpay_signature: 'f'.repeat(64), planId: 'monthly', amount: 59900 };
      for (const key of ['razorpay_payment_id', 'razorpay_order_id', 'razorpay_signature'] as const) {
        expectError(await user.client.post('/api/payments/verify', { ...body, [key]: text }), 400, messages.paymentVerificationFailed);
      }
      expectError(await user.client.post('/api/payments/verify', { ...body, planId: text }), 400, messages.invalidPlan);
      expectError(await user.client.post('/api/payments/verify', { ...body, amount: text }), 400, messages.invalidPaymentDetails);
      expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userPhone, user.phone))).toEqual([]);
    },
  },
  {
    field: 'POST /api/payments/sandbox/pay orderId and outcome',
    check: async (text) => {
      expectError(await user.client.post('/api/payments/sandbox/pay', { orderId: text, outcome: 'success' }), 404, messages.orderNotFound);
      expectError(await user.client.post('/api/payments/sandbox/pay', { orderId: 'order_x', outcome: text }), 400, "outcome must be 'success' or 'failure'");
    },
  },
  {
    field: 'POST /api/analytics/events path, source and properties (kept only in their normalised form)',
    check: async (text) => {
      const visitorId = randomUUID();
      const res = await user.client.post('/api/analytics/events', { name: 'page_view', path: `/${text}`, visitorId, source: text, properties: { readingType: text, channel: text } });
      expect(res.status, res.text).toBe(202);
      const [row] = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitorId, visitorId));
      expect(row?.path).toMatch(/^\/[a-z0-9_:/-]*$/);
      expect(row?.source).toBeNull();
      expect(row?.properties).toEqual({});
    },
  },
  {
    field: 'POST /api/analytics/events visitorId and name',
    check: async (text) => {
      expectError(await user.client.post('/api/analytics/events', { name: 'page_view', path: '/', visitorId: text }), 400, 'Invalid visitor id');
      expectError(await user.client.post('/api/analytics/events', { name: text, path: '/', visitorId: randomUUID() }), 400, 'Unknown event name');
    },
  },
  {
    field: 'POST /api/errors message and stack (stored as sent), route and request id (normalised)',
    check: async (text) => {
      const requestId = `req-${Math.random().toString(36).slice(2, 12)}`;
      const res = await user.client.post('/api/errors', { message: text, stack: `${text}\n    at render (app.js)`, route: `/${text}`, requestId: `${requestId}${text}` });
      expect(res.status, res.text).toBe(202);
      const [row] = await t.db.select().from(errorReports).orderBy(desc(errorReports.id)).limit(1);
      expectSameText(row?.message, text);
      expectSameText(row?.stack, `${text}\n    at render (app.js)`);
      expect(row?.route).toMatch(/^\/[a-z0-9_:/-]*$/);
      expect(row?.requestId).toMatch(new RegExp(`^${requestId}[\\w-]*$`));
    },
  },
  {
    field: 'GET /api/places q',
    check: async (text) => {
      const res = await user.client.get(`/api/places?q=${encodeURIComponent(text)}`);
      expect(res.status).toBe(200);
      expectJson(res);
      expect(Array.isArray(res.body.places)).toBe(true);
    },
  },
  {
    field: 'GET /api/panchang place (a label, shown back as sent)',
    check: async (text) => {
      const res = await user.client.get(`/api/panchang?date=2026-01-15&lat=13.0827&lon=80.2707&place=${encodeURIComponent(text)}`);
      expect(res.status, res.text).toBe(200);
      expectJson(res);
      expectSameText(res.body.place.label, text.trim());
    },
  },
  {
    field: 'GET /api/dev/outbox phone',
    check: async (text) => {
      const res = await t.client().get(`/api/dev/outbox?phone=${encodeURIComponent(text)}`);
      if (text.length > 32) return expectError(res, 400, messages.phoneInvalid);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ messages: [] });
    },
  },
  {
    field: 'POST /api/payments/webhook order and payment ids (a signed event)',
    check: async (text) => {
      const raw = paymentEvent('payment.captured', { id: text, orderId: text, amount: 59900 });
      const eventId = newEventId();
      const res = await t.client({ origin: null }).request('/api/payments/webhook', {
        method: 'POST',
        body: raw,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(t.config.payments.webhookSecret, raw), 'x-razorpay-event-id': eventId },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ignored' });
      const [event] = await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId));
      // The event is recorded (so a redelivery is a duplicate) with the id as Razorpay sent it.
      expectSameText(event?.orderId, text);
    },
  },
];

describe('every other text field', () => {
  beforeAll(async () => {
    user = await userWithProfile();
  });

  it.each(otherFields)('$field: hostile text is refused with the field’s message or kept as text', async ({ check }) => {
    for (const text of hostile) await check(text);
    await expectDatabaseIntact();
  });

  it('POST /api/auth/otp/send captcha (with ALTCHA on): refused with its message, no code sent', async () => {
    const altcha = await createTestApp({ env: { CAPTCHA_PROVIDER: 'altcha', ALTCHA_COUNTER_MIN: '10', ALTCHA_COUNTER_MAX: '20' } });
    for (const text of hostile) {
      const phone = uniquePhone();
      expectError(await altcha.client().post('/api/auth/otp/send', { phone, captcha: text }), 400, messages.captchaRejected);
      expect(altcha.sms.messagesTo(phone)).toEqual([]);
    }
    // The control: a genuine solution sends the code.
    const phone = uniquePhone();
    const client = altcha.client();
    const { payload } = await solveCaptcha((await client.get('/api/auth/captcha')).body.challenge);
    expect((await client.post('/api/auth/otp/send', { phone, captcha: payload })).status).toBe(200);
    await expectDatabaseIntact();
  });

  it('the text fields of a purchase keep working after all of it: a real order and verify still succeed', async () => {
    const buyer = await userWithProfile();
    const verified = await buyer.client.post('/api/payments/verify', verifyBody(await sandboxPurchase(buyer.client, 'monthly')));
    expect(verified.status).toBe(200);
    expect((await orderFor(buyer.client, 'yearly')).amount).toBe(249900);
    await expectDatabaseIntact();
  });
});

describe('search parameters: % and _ are not wildcards', () => {
  it('GET /api/places matches % and _ literally: alone they find nothing, inside a name they match no letter', async () => {
    const { client } = await userWithProfile();
    const names = async (q: string) => ((await client.get(`/api/places?q=${encodeURIComponent(q)}`)).body.places as Array<{ name: string }>).map((p) => p.name);
    expect(await names('Delhi')).toContain('Delhi');
    for (const q of ['%', '_', '%%', '__', '%_%', '\\%', "%' OR '1'='1"]) expect(await names(q), q).toEqual([]);
    for (const q of ['De_hi', 'D_lhi', '%elhi', 'De%i', '%lhi%']) expect(await names(q), q).not.toContain('Delhi');
  });

  it('GET /api/readings?q= matches % and _ literally, and a quote or backslash is only a letter', async () => {
    const { client, phone } = await userWithProfile();
    const saved = ['Saturn gives 100% of its effort.', 'The Moon_in Taurus.', 'A calm week.', "A back\\slash and an o'clock."];
    await t.db.insert(readings).values(saved.map((predictionText) => ({ userPhone: phone, readingType: 'daily', predictionText })));
    const texts = async (q: string) => {
      const res = await client.get(`/api/readings?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      return (res.body.readings as Array<{ predictionText: string }>).map((r) => r.predictionText);
    };
    expect(await texts('calm')).toEqual(['A calm week.']);
    expect(await texts('%')).toEqual([saved[0]]);
    expect(await texts('_')).toEqual([saved[1]]);
    for (const q of ['%%', '__', 'S_turn', 'Sat%n', '%calm%', "%' OR '1'='1", '\\%']) expect(await texts(q), q).toEqual([]);
    expect(await texts('\\')).toEqual([saved[3]]);
    expect(await texts("o'clock")).toEqual([saved[3]]);
    await expectDatabaseIntact();
  });

  it('GET /api/questions?q= matches % and _ literally, in a thread\'s title and in its later questions', async () => {
    const { client, phone } = await userWithProfile();
    const titles = ['Will I get 100% marks?', 'Is my_job safe?', 'When will I marry?', "A back\\slash and an o'clock?"];
    const threads = await t.db
      .insert(questionThreads)
      .values(titles.map((title) => ({ userPhone: phone, topic: 'general', language: 'en', title })))
      .returning({ id: questionThreads.id });
    // A follow-up's words find its thread too.
    const turn = { userPhone: phone, topic: 'career', timeframeStart: '2027-01-01', timeframeEnd: '2027-12-31', timeframeKind: 'year', answer: '…', windows: [], basis: [], source: 'builtin', spend: 'follow-up' };
    await t.db.insert(questionTurns).values({ ...turn, threadId: threads[2]!.id, position: 1, question: 'And a 5_year plan?' });
    const found = async (q: string) => {
      const res = await client.get(`/api/questions?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      return (res.body.threads as Array<{ title: string }>).map((r) => r.title).sort();
    };
    expect(await found('marry')).toEqual([titles[2]]);
    expect(await found('%')).toEqual([titles[0]]);
    expect(await found('_')).toEqual([titles[1], titles[2]].sort());
    for (const q of ['%%', '__', 'my%job', 'W_ll', "%' OR '1'='1", '\\%']) expect(await found(q), q).toEqual([]);
    expect(await found('\\')).toEqual([titles[3]]);
    expect(await found("o'clock")).toEqual([titles[3]]);
    await expectDatabaseIntact();
  });

  it("no server query uses LIKE but the history's and the questions' searches (a new one must escape % and _ and be tested here)", () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('testing'));
    expect(sources.length).toBeGreaterThan(50);
    const users = sources.filter((f) => /\b(not)?i?like\(|\b(I?LIKE|SIMILAR TO)\s+['$]/i.test(readFileSync(path.join(root, f), 'utf8')));
    // The history's and the questions' searches escape %, _ and \ (reading-history.ts, thread-store.ts), tested above.
    expect(users.sort()).toEqual(['questions/threads/thread-store.ts', 'readings/reading-history.ts']);
  });
});

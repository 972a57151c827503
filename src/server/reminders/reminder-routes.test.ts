import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browserSubscription, type BrowserSubscription } from '../../../tests/support/fake-push-service';
import { expectError } from '../../../tests/support/security-support';
import { createTestApp, signIn, signInWithProfile, type TestApp, type TestClient } from '../../../tests/support/test-app';
import { messages } from '../../shared/messages';
import { messagesHi } from '../../shared/messages-hi';
import { REMINDER_DEVICES_LIMIT } from '../../shared/reminders';
import { profiles, pushSubscriptions } from '../db/schema';

// 06:00 in India on Tuesday 24 November 2026: before the default 07:00.
const morning = new Date('2026-11-24T00:30:00Z');

async function user(t: TestApp) {
  const client = t.client();
  const { phone } = await signInWithProfile(t, client);
  return { client, phone };
}

const subscribe = (client: TestClient, subscription: BrowserSubscription, timeOfDay = '07:00', headers: Record<string, string> = {}) =>
  client.put('/api/reminders', { subscription, timeOfDay }, { headers });

const unsubscribe = (client: TestClient, endpoint: string) => client.request('/api/reminders', { method: 'DELETE', json: { endpoint } });

const rowsOf = (t: TestApp, phone: string) => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userPhone, phone));

describe('GET, PUT and DELETE /api/reminders', () => {
  it('turns the reminder on for a browser, changes its time, and turns it off', async () => {
    const t = await createTestApp({ start: morning });
    const { client, phone } = await user(t);
    const initial = await client.get('/api/reminders');
    expect(initial.status).toBe(200);
    // The key browsers subscribe to; never the private half.
    expect(initial.body).toEqual({ publicKey: t.config.reminders.vapid.publicKey, limit: REMINDER_DEVICES_LIMIT, devices: [] });
    expect(initial.text).not.toContain(t.config.reminders.vapid.privateKey);

    const { subscription } = browserSubscription();
    const on = await subscribe(client, subscription);
    expect(on.status, on.text).toBe(200);
    expect(on.body).toEqual({ device: { endpoint: subscription.endpoint, timeOfDay: '07:00', startsToday: true } });
    expect((await client.get('/api/reminders')).body.devices).toEqual([{ endpoint: subscription.endpoint, timeOfDay: '07:00' }]);
    expect(await rowsOf(t, phone)).toEqual([
      expect.objectContaining({ endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, timeOfDay: '07:00', lastSentOn: null }),
    ]);

    // The same browser again with another time: still one browser, at the new time.
    expect((await subscribe(client, subscription, '21:30')).body.device).toMatchObject({ timeOfDay: '21:30' });
    expect((await client.get('/api/reminders')).body.devices).toEqual([{ endpoint: subscription.endpoint, timeOfDay: '21:30' }]);

    const off = await unsubscribe(client, subscription.endpoint);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ removed: true });
    expect((await client.get('/api/reminders')).body.devices).toEqual([]);
    // Already off: nothing to do, and no error for the switch to show.
    expect((await unsubscribe(client, subscription.endpoint)).body).toEqual({ removed: false });
  });

  it('starts tomorrow when the time has already passed today (India time), and today when it has not', async () => {
    // 10:00 in India.
    const t = await createTestApp({ start: new Date('2026-11-24T04:30:00Z') });
    const { client, phone } = await user(t);
    const early = browserSubscription().subscription;
    const late = browserSubscription().subscription;
    expect((await subscribe(client, early, '07:00')).body.device.startsToday).toBe(false);
    expect((await subscribe(client, late, '10:30')).body.device.startsToday).toBe(true);
    const rows = await rowsOf(t, phone);
    expect(Object.fromEntries(rows.map((r) => [r.timeOfDay, r.lastSentOn]))).toEqual({ '07:00': '2026-11-24', '10:30': null });
  });

  it('needs a signed-in user for every route', async () => {
    const t = await createTestApp();
    const visitor = t.client();
    const { subscription } = browserSubscription();
    expectError(await visitor.get('/api/reminders'), 401, messages.notSignedIn);
    expectError(await subscribe(visitor, subscription), 401, messages.notSignedIn);
    expectError(await unsubscribe(visitor, subscription.endpoint), 401, messages.notSignedIn);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint))).toEqual([]);
  });
});

describe('what PUT /api/reminders refuses', () => {
  const good = () => browserSubscription().subscription;
  const withKeys = (keys: Partial<BrowserSubscription['keys']>) => {
    const s = good();
    return { ...s, keys: { ...s.keys, ...keys } };
  };
  const cases: Array<[string, unknown, string, string]> = [
    ['an http endpoint', { ...good(), endpoint: 'http://fcm.googleapis.com/fcm/send/abc' }, '07:00', 'reminderEndpointNotAllowed'],
    ['an endpoint on another host', { ...good(), endpoint: 'https://evil.example/fcm/send/abc' }, '07:00', 'reminderEndpointNotAllowed'],
    ['a host that only starts like a push service', { ...good(), endpoint: 'https://fcm.googleapis.com.evil.example/send' }, '07:00', 'reminderEndpointNotAllowed'],
    ['the bare parent of an allowed wildcard', { ...good(), endpoint: 'https://push.apple.com/3/device/abc' }, '07:00', 'reminderEndpointNotAllowed'],
    ['credentials in the endpoint', { ...good(), endpoint: 'https://user:pass@fcm.googleapis.com/fcm/send/abc' }, '07:00', 'reminderEndpointNotAllowed'],
    ['an endpoint that is not a URL', { ...good(), endpoint: 'fcm.googleapis.com' }, '07:00', 'reminderEndpointNotAllowed'],
    // Hosts the WHATWG parser reads under push.apple.com and web-push's url.parse() as 127.0.0.1:
    // the check and the connection must never disagree on where a message goes.
    ['a host with ";" that url.parse() ends early', { ...good(), endpoint: 'https://127.0.0.1;.push.apple.com/x' }, '07:00', 'reminderEndpointNotAllowed'],
    ['a host with "%3b" that url.parse() ends early', { ...good(), endpoint: 'https://127.0.0.1%3b.push.apple.com/x' }, '07:00', 'reminderEndpointNotAllowed'],
    ['a host with "\'" that url.parse() ends early', { ...good(), endpoint: "https://127.0.0.1'.push.apple.com/x" }, '07:00', 'reminderEndpointNotAllowed'],
    ['an allowed host on a port other than 443', { ...good(), endpoint: 'https://web.push.apple.com:8443/3/device/abc' }, '07:00', 'reminderEndpointNotAllowed'],
    ['an IP address instead of a push service’s name', { ...good(), endpoint: 'https://17.57.146.1/3/device/abc' }, '07:00', 'reminderEndpointNotAllowed'],
    ['an endpoint over 1,024 characters', { ...good(), endpoint: `https://fcm.googleapis.com/fcm/send/${'a'.repeat(1000)}` }, '07:00', 'reminderSubscriptionInvalid'],
    ['an empty endpoint', { ...good(), endpoint: '' }, '07:00', 'reminderSubscriptionInvalid'],
    ['no keys', { endpoint: good().endpoint }, '07:00', 'reminderSubscriptionInvalid'],
    ['a p256dh key of the wrong length', withKeys({ p256dh: Buffer.alloc(33, 4).toString('base64url') }), '07:00', 'reminderSubscriptionInvalid'],
    ['a compressed p256dh key', withKeys({ p256dh: Buffer.concat([Buffer.from([3]), Buffer.alloc(64, 1)]).toString('base64url') }), '07:00', 'reminderSubscriptionInvalid'],
    ['a p256dh key that is not base64url', withKeys({ p256dh: `${'+'.repeat(86)}/` }), '07:00', 'reminderSubscriptionInvalid'],
    ['an auth secret of the wrong length', withKeys({ auth: Buffer.alloc(32).toString('base64url') }), '07:00', 'reminderSubscriptionInvalid'],
    ['a time without its leading zero', good(), '7:00', 'reminderTimeInvalid'],
    ['a time off the half hour', good(), '07:10', 'reminderTimeInvalid'],
    // The picker offers every half hour; a quarter hour could only come from a hand-made request.
    ['a quarter past the hour', good(), '07:15', 'reminderTimeInvalid'],
    ['a quarter to the hour', good(), '23:45', 'reminderTimeInvalid'],
    ['an hour past 23', good(), '24:00', 'reminderTimeInvalid'],
    ['a time with seconds', good(), '07:00:00', 'reminderTimeInvalid'],
  ];

  it.each(cases)('%s, with a clear message in English and Hindi, and saves nothing', async (_label, subscription, timeOfDay, key) => {
    const t = await createTestApp({ start: morning });
    const { client, phone } = await user(t);
    const english = messages[key as 'reminderTimeInvalid'];
    const hindi = messagesHi[key as 'reminderTimeInvalid'];
    expectError(await client.put('/api/reminders', { subscription, timeOfDay }), 400, english);
    expectError(await client.put('/api/reminders', { subscription, timeOfDay }, { headers: { 'accept-language': 'hi' } }), 400, hindi);
    expect(await rowsOf(t, phone)).toEqual([]);
  });

  it('takes every half hour of the day, and the database itself refuses a quarter hour', async () => {
    const t = await createTestApp({ start: morning });
    const { client, phone } = await user(t);
    for (const timeOfDay of ['00:00', '00:30', '12:00', '23:30']) {
      const res = await subscribe(client, browserSubscription().subscription, timeOfDay);
      expect(res.status, `${timeOfDay}: ${res.text}`).toBe(200);
    }
    const { subscription } = browserSubscription();
    const row = { userPhone: phone, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, timeOfDay: '07:15' };
    await expect(t.db.insert(pushSubscriptions).values(row)).rejects.toThrow();
    expect(messages.reminderTimeInvalid).toBe('Please choose a time on the hour or half hour, such as 07:00 or 07:30');
  });

  it('refuses an allowed host that resolves to a private address, in English and Hindi, and saves nothing', async () => {
    // localhost is listed here as a push service would be; it resolves to loopback (127.0.0.1, ::1).
    const t = await createTestApp({ start: morning, env: { PUSH_SERVICE_HOSTS: 'localhost,fcm.googleapis.com' } });
    const { client, phone } = await user(t);
    const { subscription } = browserSubscription('https://localhost/push/abc');
    expectError(await subscribe(client, subscription), 400, messages.reminderEndpointNotAllowed);
    expectError(await subscribe(client, subscription, '07:00', { 'accept-language': 'hi' }), 400, messagesHi.reminderEndpointNotAllowed);
    expect(await rowsOf(t, phone)).toEqual([]);
  });

  it('accepts every push service the defaults list (Chrome’s, Chromium’s, Firefox’s, Windows’, Safari’s)', async () => {
    const t = await createTestApp({ start: morning });
    const { client } = await user(t);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://jmt17.google.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://wns2-pn1p.notify.windows.com/w/?token=BQYAAAB',
      'https://web.push.apple.com/QGuQyavXutnMH',
    ]) {
      const res = await subscribe(client, browserSubscription(endpoint).subscription);
      expect(res.status, `${endpoint}: ${res.text}`).toBe(200);
    }
  });

  it(`allows ${REMINDER_DEVICES_LIMIT} browsers per account: one more is refused in the caller’s language until one is turned off`, async () => {
    const t = await createTestApp({ start: morning });
    const { client, phone } = await user(t);
    const browsers = Array.from({ length: REMINDER_DEVICES_LIMIT }, () => browserSubscription().subscription);
    for (const subscription of browsers) expect((await subscribe(client, subscription)).status).toBe(200);

    const extra = browserSubscription().subscription;
    expectError(await subscribe(client, extra), 409, messages.reminderDevicesLimit(REMINDER_DEVICES_LIMIT));
    expect(messages.reminderDevicesLimit(5)).toBe('The reminder is already on for 5 devices, the most we send to. Turn it off on one of them first.');
    expectError(await subscribe(client, extra, '07:00', { 'accept-language': 'hi' }), 409, messagesHi.reminderDevicesLimit(REMINDER_DEVICES_LIMIT));
    expect(await rowsOf(t, phone)).toHaveLength(REMINDER_DEVICES_LIMIT);

    // A browser it already has can still change its time.
    expect((await subscribe(client, browsers[0]!, '08:00')).status).toBe(200);
    await unsubscribe(client, browsers[1]!.endpoint);
    expect((await subscribe(client, extra)).status).toBe(200);
    expect(await rowsOf(t, phone)).toHaveLength(REMINDER_DEVICES_LIMIT);
  });

  it('counts simultaneous requests together: the limit holds when they race', async () => {
    const t = await createTestApp({ start: morning });
    const { client, phone } = await user(t);
    const answers = await Promise.all(Array.from({ length: REMINDER_DEVICES_LIMIT + 3 }, () => subscribe(client, browserSubscription().subscription)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(REMINDER_DEVICES_LIMIT);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
    expect(await rowsOf(t, phone)).toHaveLength(REMINDER_DEVICES_LIMIT);
  });
});

describe('whose reminder it is', () => {
  it('takes the user from the session only; another user can neither see nor turn off it', async () => {
    const t = await createTestApp({ start: morning });
    const a = await user(t);
    const b = await user(t);
    const { subscription } = browserSubscription();
    const smuggled = { phone: b.phone, userPhone: b.phone, user_phone: b.phone };
    expect((await a.client.put('/api/reminders', { subscription, timeOfDay: '07:00', ...smuggled })).status).toBe(200);
    expect(await rowsOf(t, a.phone)).toHaveLength(1);
    expect(await rowsOf(t, b.phone)).toEqual([]);

    expect((await b.client.get('/api/reminders')).body.devices).toEqual([]);
    expect((await b.client.request('/api/reminders', { method: 'DELETE', json: { endpoint: subscription.endpoint, ...{ phone: a.phone } } })).body).toEqual({ removed: false });
    expect((await a.client.get('/api/reminders')).body.devices).toEqual([{ endpoint: subscription.endpoint, timeOfDay: '07:00' }]);
  });

  it('moves a browser to whoever turned the reminder on there last (two accounts on one browser)', async () => {
    const t = await createTestApp({ start: morning });
    const a = await user(t);
    const b = await user(t);
    const { subscription } = browserSubscription();
    await subscribe(a.client, subscription, '07:00');
    expect((await subscribe(b.client, subscription, '08:30')).status).toBe(200);
    expect((await a.client.get('/api/reminders')).body.devices).toEqual([]);
    expect((await b.client.get('/api/reminders')).body.devices).toEqual([{ endpoint: subscription.endpoint, timeOfDay: '08:30' }]);
  });

  it('goes with the account: deleting the profile deletes its subscriptions', async () => {
    const t = await createTestApp({ start: morning });
    const client = t.client();
    const { phone } = await signIn(t, client);
    await subscribe(client, browserSubscription().subscription);
    await subscribe(client, browserSubscription().subscription);
    expect(await rowsOf(t, phone)).toHaveLength(2);
    await t.db.delete(profiles).where(eq(profiles.phoneNumber, phone));
    expect(await rowsOf(t, phone)).toEqual([]);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { capturingLogger } from '../../../tests/support/capture-logs';
import { browserSubscription, startFakePushService, verifyVapid, type BrowserSubscription, type FakePushService } from '../../../tests/support/fake-push-service';
import { birthDetails, signIn, TestClient, testConfig } from '../../../tests/support/test-app';
import { TestClock } from '../../../tests/support/test-clock';
import { createTestDb, postgresUrl, testFileDb } from '../../../tests/support/test-db';
import { eventually, faultDatabase, ServerProcess, sleep } from '../../../tests/support/fault-harness';
import { onFileEnd } from '../../../tests/support/file-cleanup';
import { testVapidEnv } from '../../../tests/support/vapid';
import { buildApp } from '../app';
import { ConsoleSms } from '../auth/sms/console-sms';
import type { Database } from '../db/client';
import { profiles, pushSubscriptions, readings } from '../db/schema';
import type { Logger } from '../logger';
import { retryDelayMs } from './reminder-sender';
import { generateVapidKeys } from './vapid-keys';

// The morning's reminders end to end: the real app's routes subscribe browsers, the real sender
// (web-push: VAPID and aes128gcm) posts to a local push service over HTTPS, and the stand-in
// decrypts each message with the browser's keys and checks the VAPID signature.

/** Midnight in India starts Tuesday 24 November 2026 (18:30 the day before in UTC). */
const indiaMidnight = Date.parse('2026-11-23T18:30:00Z');
/** The instant it is `hhmm` in India on 24 November, `days` later. */
const india = (hhmm: string, days = 0) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return new Date(indiaMidnight + days * 86_400_000 + (h * 60 + m) * 60_000);
};

let push: FakePushService;
let database: Database;
beforeAll(async () => {
  database = await testFileDb();
  push = await startFakePushService(testConfig().reminders.vapid.publicKey);
});

/** One instance of the app (a process, in production) on the file's database, sending through the stand-in. */
function instance(clock: TestClock, logger: Logger = capturingLogger('silent').logger, service: FakePushService = push) {
  // The stand-in is on 127.0.0.1, on a port of its own: only it may be subscribed to here.
  const config = testConfig({ PUSH_SERVICE_HOSTS: new URL(service.origin).host });
  const sms = new ConsoleSms(logger);
  const built = buildApp({ config, db: database.db, logger, sms, now: clock.now, pushAgent: service.agent, changes: database.kind === 'pglite' ? database.changes : undefined });
  return { ...built, config, sms, client: () => new TestClient(built.app) };
}

type Instance = ReturnType<typeof instance>;

/** A signed-in user with a profile in `language`, whose browser asked for the reminder at `timeOfDay`. */
async function subscriber(app: Instance, name: string, timeOfDay: string, language: 'en' | 'hi' = 'en', service: FakePushService = push) {
  const client = app.client();
  const { phone } = await signIn(app, client);
  const saved = await client.put('/api/profile', birthDetails({ name, latitude: 25.3176, longitude: 82.9739 }));
  if (saved.status !== 200) throw new Error(`Saving the profile failed: ${saved.text}`);
  if (language === 'hi') await client.patch('/api/profile', { language: 'hi' });
  const subscription = service.subscribe();
  const on = await client.put('/api/reminders', { subscription, timeOfDay });
  if (on.status !== 200) throw new Error(`Subscribing failed: ${on.text}`);
  return { client, phone, subscription };
}

const payloadsTo = (subscription: BrowserSubscription) => push.to(subscription.endpoint).map((d) => d.payload);
const rowOf = async (subscription: BrowserSubscription) =>
  (await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint)))[0];

describe('the daily reminder sender', () => {
  it('sends each user one notification at their time, in their language, linking to today’s reading, and nothing twice a day', async () => {
    const clock = new TestClock(india('05:00'));
    const app = instance(clock);
    const asha = await subscriber(app, 'Asha Verma', '07:00');
    const priya = await subscriber(app, 'प्रिया शर्मा', '07:30', 'hi');
    const later = await subscriber(app, 'Ravi Kumar', '21:30');

    // Before anyone's time: nothing.
    clock.advance({ hours: 1, minutes: 59 }); // 06:59
    expect(await app.sendDueReminders(clock.now())).toEqual({ sent: 0, expired: 0, failed: 0, refused: 0 });
    expect(push.attempts.filter((a) => [asha, priya, later].some((u) => u.subscription.endpoint === a.endpoint))).toEqual([]);

    clock.advance({ minutes: 1 }); // 07:00: Asha's time
    expect(await app.sendDueReminders(clock.now())).toEqual({ sent: 1, expired: 0, failed: 0, refused: 0 });
    expect(payloadsTo(asha.subscription)).toEqual([
      { title: 'Asha, your Daily Horoscope for Tuesday 24 November is ready', body: 'Tap to see what the stars say about your day.', url: '/reading/daily', icon: '/icons/icon-192.png' },
    ]);
    expect(payloadsTo(priya.subscription)).toEqual([]);

    // Later the same morning, on another run: Asha's is done for today; Priya's time has come.
    clock.advance({ minutes: 40 }); // 07:40
    expect(await app.sendDueReminders(clock.now())).toEqual({ sent: 1, expired: 0, failed: 0, refused: 0 });
    expect(payloadsTo(asha.subscription)).toHaveLength(1);
    expect(payloadsTo(priya.subscription)).toEqual([
      { title: 'प्रिया, मंगलवार 24 नवंबर का आपका दैनिक राशिफल तैयार है', body: 'आज सितारे आपके लिए क्या कहते हैं, देखने के लिए टैप करें।', url: '/reading/daily', icon: '/icons/icon-192.png' },
    ]);
    expect(payloadsTo(later.subscription)).toEqual([]);
    expect(await rowOf(asha.subscription)).toMatchObject({ lastSentOn: '2026-11-24', failures: 0 });

    // What the push service was told: the VAPID claims for its own origin, and a lifetime that ends with the India day.
    const [delivery] = push.to(asha.subscription.endpoint);
    expect(delivery!.claims).toMatchObject({ aud: push.origin, sub: 'mailto:support@jyotishi.app' });
    expect(Number(delivery!.headers.ttl)).toBe(17 * 3600);
    expect(delivery!.headers).toMatchObject({ urgency: 'normal', topic: 'daily-reading' });
    // The stand-in's signature check is a real one: the same header with a changed signature fails it.
    const header = delivery!.headers.authorization!;
    const tampered = header.replace(/\.([\w-]{8})([\w-]+), k=/, (_m, start: string, rest: string) => `.${start.split('').reverse().join('')}${rest}, k=`);
    expect(tampered).not.toBe(header);
    expect(() => verifyVapid(tampered, app.config.reminders.vapid.publicKey, push.origin)).toThrow('the JWT is not signed by the VAPID key');

    // The next day, each again once, with the new date.
    clock.advance({ days: 1, minutes: -35 }); // Wednesday 07:05
    expect(await app.sendDueReminders(clock.now())).toEqual({ sent: 1, expired: 0, failed: 0, refused: 0 });
    expect(await app.sendDueReminders(clock.now())).toEqual({ sent: 0, expired: 0, failed: 0, refused: 0 });
    expect(payloadsTo(asha.subscription).map((p) => (p as { title: string }).title)).toEqual([
      'Asha, your Daily Horoscope for Tuesday 24 November is ready',
      'Asha, your Daily Horoscope for Wednesday 25 November is ready',
    ]);

    // The reminder links to the reading; it neither writes one nor spends the free one.
    for (const u of [asha, priya]) {
      expect(await database.db.select().from(readings).where(eq(readings.userPhone, u.phone))).toEqual([]);
      expect((await database.db.select().from(profiles).where(eq(profiles.phoneNumber, u.phone)))[0]).toMatchObject({ hasUsedFreeReading: false });
    }
    expect(push.problems).toEqual([]);
  });

  it('comes at the time of day and names the date where the reader lives, not India’s', async () => {
    const clock = new TestClock(india('05:00')); // 18:30 on Monday 23 November in Toronto
    const app = instance(clock);
    const client = app.client();
    await signIn(app, client);
    expect((await client.put('/api/profile', birthDetails({ name: 'Meera Nair', latitude: 25.3176, longitude: 82.9739 }))).status).toBe(200);
    const moved = await client.put('/api/profile/residence', { place: 'Toronto', country: 'Canada', latitude: 43.70011, longitude: -79.4163 });
    expect(moved.status, moved.text).toBe(200);
    const subscription = push.subscribe();
    // 07:00 has passed today in Toronto: the first reminder is tomorrow morning's there.
    const on = await client.put('/api/reminders', { subscription, timeOfDay: '07:00' });
    expect(on.body.device).toMatchObject({ startsToday: false });

    // 07:00 in India is 20:30 the evening before in Toronto: not Meera's morning.
    clock.advance({ hours: 2 });
    await app.sendDueReminders(clock.now());
    expect(payloadsTo(subscription)).toEqual([]);

    // 07:00 on Tuesday in Toronto (12:00 UTC, 17:30 in India).
    clock.advance({ hours: 10, minutes: 30 });
    await app.sendDueReminders(clock.now());
    expect(payloadsTo(subscription)).toEqual([expect.objectContaining({ title: 'Meera, your Daily Horoscope for Tuesday 24 November is ready' })]);
    expect(await rowOf(subscription)).toMatchObject({ lastSentOn: '2026-11-24' });
    // It lives until Toronto's midnight, seventeen hours on.
    expect(Number(push.to(subscription.endpoint)[0]!.headers.ttl)).toBe(17 * 3600);
    await app.sendDueReminders(clock.now());
    expect(payloadsTo(subscription)).toHaveLength(1);
  });

  it('names nobody when the profile has no name yet', async () => {
    const clock = new TestClock(india('05:00'));
    const app = instance(clock);
    const client = app.client();
    await signIn(app, client);
    const subscription = push.subscribe();
    expect((await client.put('/api/reminders', { subscription, timeOfDay: '06:00' })).status).toBe(200);
    clock.advance({ hours: 1 });
    await app.sendDueReminders(clock.now());
    expect(payloadsTo(subscription)).toEqual([expect.objectContaining({ title: 'Your Daily Horoscope for Tuesday 24 November is ready' })]);
  });

  it('does not send on the day it was turned on after its time, and sends from the next morning', async () => {
    const clock = new TestClock(india('10:00'));
    const app = instance(clock);
    const user = await subscriber(app, 'Meera Iyer', '07:00');
    await app.sendDueReminders(clock.now());
    expect(payloadsTo(user.subscription)).toEqual([]);
    clock.advance({ hours: 21 }); // Wednesday 07:00
    await app.sendDueReminders(clock.now());
    expect(payloadsTo(user.subscription)).toEqual([expect.objectContaining({ title: 'Meera, your Daily Horoscope for Wednesday 25 November is ready' })]);
  });

  it.each([404, 410])('deletes a subscription the push service answers %i for (it expired)', async (status) => {
    const clock = new TestClock(india('06:50'));
    const app = instance(clock);
    const user = await subscriber(app, 'Kiran Das', '07:00');
    push.answer(user.subscription.endpoint, status);
    clock.advance({ minutes: 10 });
    expect(await app.sendDueReminders(clock.now())).toEqual({ sent: 0, expired: 1, failed: 0, refused: 0 });
    expect(await rowOf(user.subscription)).toBeUndefined();
    expect((await user.client.get('/api/reminders')).body.devices).toEqual([]);
    clock.advance({ days: 1 });
    await app.sendDueReminders(clock.now());
    expect(push.attempts.filter((a) => a.endpoint === user.subscription.endpoint)).toHaveLength(1);
  });

  it('keeps a subscription whose push service fails otherwise, logs it without the endpoint, and tries again later, not every run', async () => {
    const clock = new TestClock(india('06:50'));
    const logs = capturingLogger('warn');
    const app = instance(clock, logs.logger);
    const user = await subscriber(app, 'Farah Khan', '07:00');
    const attempts = () => push.attempts.filter((a) => a.endpoint === user.subscription.endpoint).length;
    push.answer(user.subscription.endpoint, 500);
    clock.advance({ minutes: 10 });

    expect(await app.sendDueReminders(clock.now())).toEqual({ sent: 0, expired: 0, failed: 1, refused: 0 });
    const row = await rowOf(user.subscription);
    expect(row).toMatchObject({ lastSentOn: null, failures: 1, retryAt: new Date(clock.now().getTime() + retryDelayMs(1)) });
    expect(logs.text()).toContain('A daily reminder was not delivered; it will be tried again');
    expect(logs.text()).toContain(row!.id);
    expect(logs.text()).not.toContain(user.subscription.endpoint);

    // The next runs within the wait do not ask again.
    clock.advance({ seconds: 30 });
    await app.sendDueReminders(clock.now());
    expect(attempts()).toBe(1);
    // After the wait it asks again, and each failure waits longer.
    clock.advance({ seconds: 30 });
    await app.sendDueReminders(clock.now());
    expect(attempts()).toBe(2);
    expect(await rowOf(user.subscription)).toMatchObject({ failures: 2, retryAt: new Date(clock.now().getTime() + retryDelayMs(2)) });
    expect([1, 2, 3, 10, 11, 30].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 512, 1024, 1440]);

    // Back up: today's reminder goes out once, and the count of failures starts over.
    push.answer(user.subscription.endpoint, 201);
    clock.advance({ minutes: 2 });
    expect(await app.sendDueReminders(clock.now())).toEqual({ sent: 1, expired: 0, failed: 0, refused: 0 });
    clock.advance({ minutes: 5 });
    await app.sendDueReminders(clock.now());
    expect(payloadsTo(user.subscription)).toHaveLength(1);
    expect(await rowOf(user.subscription)).toMatchObject({ lastSentOn: '2026-11-24', failures: 0, retryAt: null });
  });

  it('two instances on one database, running at the same moment, send each user exactly one notification', async () => {
    const clock = new TestClock(india('06:00'));
    const a = instance(clock);
    const b = instance(clock);
    const users = [];
    for (let i = 0; i < 12; i++) users.push(await subscriber(i % 2 ? a : b, `User${i} Test`, '06:30', i % 3 ? 'en' : 'hi'));
    clock.advance({ minutes: 45 });
    // Small batches, so the two interleave claim by claim.
    const [fromA, fromB] = await Promise.all([a.sendDueReminders(clock.now(), { batchSize: 2 }), b.sendDueReminders(clock.now(), { batchSize: 2 })]);
    expect(fromA.sent + fromB.sent).toBe(users.length);
    for (const u of users) expect(push.to(u.subscription.endpoint), u.phone).toHaveLength(1);
    // And again, from both: nothing more today.
    const again = await Promise.all([a.sendDueReminders(clock.now()), b.sendDueReminders(clock.now())]);
    expect(again).toEqual([
      { sent: 0, expired: 0, failed: 0, refused: 0 },
      { sent: 0, expired: 0, failed: 0, refused: 0 },
    ]);
    for (const u of users) expect(push.to(u.subscription.endpoint)).toHaveLength(1);
    expect(push.problems).toEqual([]);
  });

  it('is checked by the stand-in for real: a message signed with another VAPID key is refused there, and retried later', async () => {
    const strict = await startFakePushService(generateVapidKeys().publicKey);
    const clock = new TestClock(india('06:50'));
    const app = instance(clock, undefined, strict);
    const user = await subscriber(app, 'Neha Rao', '07:00', 'en', strict);
    clock.advance({ minutes: 10 });
    expect(await app.sendDueReminders(clock.now())).toEqual({ sent: 0, expired: 0, failed: 1, refused: 0 });
    expect(strict.problems).toEqual(['k is not the application server key the browser subscribed to']);
    expect(strict.to(user.subscription.endpoint)).toEqual([]);
  });
});

// A subscription can hold an address the subscribe check would refuse today: saved before the check
// existed, or a push service's name whose DNS answer changed since. The sender checks again before
// every post, and connects only to the address it checked.
describe('where the sender will not connect', () => {
  /** A TCP listener on 127.0.0.1 that counts the connections made to it, and answers none. */
  async function listener() {
    let connections = 0;
    const server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    onFileEnd(() => new Promise<void>((resolve) => server.close(() => resolve())));
    return { port: (server.address() as AddressInfo).port, connections: () => connections };
  }

  /** A row as an old subscribe or a since-changed list left it, due at 07:00 India time. */
  async function savedSubscription(db: Database['db'], endpoint: string) {
    const phone = `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const { subscription } = browserSubscription(endpoint);
    await db.insert(profiles).values({ phoneNumber: phone, name: 'Old Subscriber' });
    const [row] = await db
      .insert(pushSubscriptions)
      .values({ userPhone: phone, endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, timeOfDay: '07:00' })
      .returning();
    return row!;
  }

  // Each test has a database of its own: the sender claims every row due, the other tests' too.
  it('never connects to a push service whose name resolves to a private address, keeps it, waits, and logs why', async () => {
    const { db } = await createTestDb();
    const local = await listener();
    const logs = capturingLogger('warn');
    const clock = new TestClock(india('07:05'));
    // localhost resolves to loopback; 127.0.0.1 named whole is the control that the listener counts.
    const config = testConfig({ PUSH_SERVICE_HOSTS: `localhost:${local.port},127.0.0.1:${local.port}` });
    const app = buildApp({ config, db, logger: logs.logger, sms: new ConsoleSms(logs.logger), now: clock.now });
    const row = await savedSubscription(db, `https://localhost:${local.port}/push/rebound`);

    expect(await app.sendDueReminders(clock.now())).toEqual({ sent: 0, expired: 0, failed: 0, refused: 1 });
    expect(local.connections()).toBe(0);
    expect((await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, row.id)))[0]).toMatchObject({
      lastSentOn: null,
      failures: 1,
      retryAt: new Date(clock.now().getTime() + retryDelayMs(1)),
    });
    expect(logs.text()).toContain('its push service resolves to an address that is not public');
    expect(logs.text()).toContain(row.id);
    expect(logs.text()).not.toContain('/push/rebound');

    // The control: the same listener, named by its address, is connected to.
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
    await savedSubscription(db, `https://127.0.0.1:${local.port}/push/control`);
    expect(await app.sendDueReminders(clock.now())).toMatchObject({ failed: 1, refused: 0 });
    expect(local.connections()).toBe(1);
  });

  it('connects to the address it checked, not to a second answer from the resolver', async () => {
    const { db } = await createTestDb();
    const clock = new TestClock(india('07:05'));
    const answers = ['17.57.146.1', '127.0.0.1'];
    const resolved: string[] = [];
    // A resolver that answers a public address first and loopback after (DNS rebinding).
    const resolvePushHost = async (hostname: string) => {
      resolved.push(hostname);
      return [{ address: answers.shift() ?? '127.0.0.1', family: 4 }];
    };
    // The connection's own lookup is asked where to connect; the test records its answer and stops
    // there, before any packet leaves.
    const connectingTo: unknown[] = [];
    const agent = new Agent({ keepAlive: false });
    const createConnection = agent.createConnection.bind(agent);
    agent.createConnection = (options, callback) =>
      createConnection(
        {
          ...options,
          lookup: (hostname, lookupOptions, done) =>
            options.lookup!(hostname, lookupOptions, (_error, address) => {
              // One address, or a list of one when the connection asks for every family at once.
              connectingTo.push({ hostname, address: Array.isArray(address) ? address.map((a) => a.address) : [address] });
              done(new Error('stopped by the test before connecting'), '');
            }),
        },
        callback,
      );
    const config = testConfig({ PUSH_SERVICE_HOSTS: '*.push.apple.com' });
    const app = buildApp({ config, db, logger: capturingLogger('silent').logger, sms: new ConsoleSms(capturingLogger('silent').logger), now: clock.now, pushAgent: agent, resolvePushHost });
    await savedSubscription(db, `https://web.push.apple.com/3/device/${Date.now()}`);
    expect(await app.sendDueReminders(clock.now())).toEqual({ sent: 0, expired: 0, failed: 1, refused: 0 });
    // One lookup, the checked one; the connection goes to its answer, under the push service's name (for TLS).
    expect(resolved).toEqual(['web.push.apple.com']);
    expect(connectingTo).toEqual([{ hostname: 'web.push.apple.com', address: ['17.57.146.1'] }]);
  });

  it('deletes, unsent, a subscription saved to an endpoint the check now refuses, and logs it without the endpoint', async () => {
    const { db } = await createTestDb();
    const local = await listener();
    const logs = capturingLogger('warn');
    const clock = new TestClock(india('07:05'));
    const app = buildApp({ config: testConfig(), db, logger: logs.logger, sms: new ConsoleSms(logs.logger), now: clock.now });
    const hostile = [
      await savedSubscription(db, 'https://127.0.0.1;.push.apple.com/hostile-a'),
      await savedSubscription(db, `https://127.0.0.1:${local.port}/hostile-b`),
      await savedSubscription(db, 'https://web.push.apple.com:8443/hostile-c'),
    ];

    expect(await app.sendDueReminders(clock.now())).toEqual({ sent: 0, expired: 0, failed: 0, refused: 3 });
    expect(local.connections()).toBe(0);
    for (const row of hostile) {
      expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, row.id))).toEqual([]);
      expect(logs.text()).toContain(row.id);
    }
    expect(logs.text()).toContain('points somewhere other than an allowed push service; it was deleted unsent');
    expect(logs.text()).not.toContain('hostile');
  });
});

// Two real server processes on one PostgreSQL, each running the sender every second from main.ts:
// every subscription due gets one notification, however the two overlap.
describe.runIf(postgresUrl)('two server processes on one PostgreSQL', () => {
  it('send each due subscription exactly one notification', { timeout: 120_000 }, async () => {
    const service = await startFakePushService(testVapidEnv.VAPID_PUBLIC_KEY);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'jyotishi-push-ca-'));
    onFileEnd(() => rmSync(dir, { recursive: true, force: true }));
    const certFile = path.join(dir, 'push-ca.pem');
    writeFileSync(certFile, service.cert);
    const database = await faultDatabase('reminders');
    const env = {
      ...database.env,
      ...testVapidEnv,
      PUSH_SERVICE_HOSTS: new URL(service.origin).host,
      REMINDERS_INTERVAL_SECONDS: '1',
      // The stand-in's self-signed certificate, trusted by these processes only.
      NODE_EXTRA_CA_CERTS: certFile,
    };
    await Promise.all([ServerProcess.start(env), ServerProcess.start(env)]);

    // Due whatever the real time of day (00:00 India time) and not yet sent today.
    const subscriptions = Array.from({ length: 10 }, () => service.subscribe());
    for (const [i, subscription] of subscriptions.entries()) {
      const phone = `+9197${String(10_000_000 + i)}`;
      await database.query('insert into profiles (phone_number, name, language) values ($1, $2, $3)', [phone, `Person${i} Test`, i % 2 ? 'hi' : 'en']);
      await database.query('insert into push_subscriptions (user_phone, endpoint, p256dh, auth, time_of_day) values ($1, $2, $3, $4, $5)', [
        phone,
        subscription.endpoint,
        subscription.keys.p256dh,
        subscription.keys.auth,
        '00:00',
      ]);
    }
    await eventually('every reminder delivered', async () => service.deliveries.length >= subscriptions.length, 30_000);
    // Several more runs of each process: still one each.
    await sleep(3_000);
    for (const s of subscriptions) expect(service.to(s.endpoint)).toHaveLength(1);
    expect(service.attempts).toHaveLength(subscriptions.length);
    expect(service.problems).toEqual([]);
  });
});

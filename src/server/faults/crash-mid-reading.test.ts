import { describe, expect, it } from 'vitest';
import { uniquePhone } from '../../../tests/support/phones';
import { Browser, backend, eventually, fakeModel, faultDatabase, postgresUrl, seconds, ServerProcess, sleep } from '../../../tests/support/fault-harness';

// The server killed with SIGKILL in the middle of a generation. After a restart the
// user has the reading or the credit back, never neither and never both. The model is a local
// fake that streams a few pieces and then stalls, so the kill lands mid-generation every time.

const pieces = ['Namaste. ', 'The Moon ', 'moves through ', 'your tenth house ', 'today, ', 'and work goes well.'];

/** Short leases so that a dead process's credits come back within seconds (production: 2 min). */
const leaseEnv = { READING_HOLD_LEASE_SECONDS: '3', READING_HOLD_SWEEP_SECONDS: '1' };

const modelEnv = (url: string) => ({ AI_PROVIDER: 'openai', AI_BASE_URL: url, AI_API_KEY: 'sk-fault-test' });

const texts = (events: Array<{ type: string }>) => events.filter((e) => e.type === 'text').length;

describe(`SIGKILL in the middle of a reading (${backend})`, () => {
  it('gives the held credits back after a restart, keeps finished readings, and takes a new reading', async () => {
    const model = await fakeModel(pieces);
    const database = await faultDatabase('reading');
    const env = { ...database.env, ...modelEnv(model.url), ...leaseEnv };
    let server = await ServerProcess.start(env);
    const asha = new Browser(server.base);
    const ravi = new Browser(server.base);
    await Promise.all([asha.signUp(uniquePhone(), 'Asha Verma'), ravi.signUp(uniquePhone(), 'Ravi Kumar')]);

    // Ravi's free reading finishes before the crash; sharing then earns him a credit.
    model.mode = 'complete';
    const daily = await ravi.startReading('daily');
    await daily.ended;
    expect(daily.events.at(-1)?.type).toBe('done');
    expect((await ravi.post('/api/shares')).body.sharesAvailable).toBe(1);

    // Asha's free reading and Ravi's share-credit reading are mid-stream when the server dies.
    model.mode = 'stall';
    const ashaReading = await asha.startReading('career');
    const raviReading = await ravi.startReading('love');
    expect([ashaReading.status, raviReading.status]).toEqual([200, 200]);
    await eventually('text from both streams', async () => texts(ashaReading.events) >= 2 && texts(raviReading.events) >= 2);
    // While they are written, both credits are held.
    expect(await asha.profile()).toMatchObject({ hasUsedFreeReading: true });
    expect(await ravi.profile()).toMatchObject({ sharesAvailable: 0 });

    await server.kill();
    const killedAt = Date.now();
    await Promise.all([ashaReading.ended, raviReading.ended]);
    expect(ashaReading.events.map((e) => e.type)).not.toContain('done');
    expect(raviReading.events.map((e) => e.type)).not.toContain('done');

    server = await ServerProcess.start(env);
    const restartedAt = Date.now();
    asha.base = server.base;
    ravi.base = server.base;

    // The credits come back (the dead process stopped renewing their leases)...
    await eventually('Asha’s free reading to come back', async () => !(await asha.profile()).hasUsedFreeReading);
    await eventually('Ravi’s share credit to come back', async () => (await ravi.profile()).sharesAvailable === 1);
    const creditsBackAt = Date.now();
    // ...and the interrupted readings are not there: the credit back, not the reading.
    expect(await asha.readings()).toEqual([]);
    // Ravi's finished reading is kept and its free reading stays spent: the reading, not the credit.
    expect((await ravi.readings()).map((r) => r.readingType)).toEqual(['daily']);
    expect(await ravi.profile()).toMatchObject({ hasUsedFreeReading: true, sharesAvailable: 1 });

    // The credits given back are real: new readings are accepted, saved and paid for once.
    model.mode = 'complete';
    const [again, raviAgain] = await Promise.all([asha.startReading('career'), ravi.startReading('love')]);
    await Promise.all([again.ended, raviAgain.ended]);
    expect(again.events.at(-1)?.type).toBe('done');
    expect(raviAgain.events.at(-1)?.type).toBe('done');
    expect((await asha.readings()).map((r) => r.readingType)).toEqual(['career']);
    expect((await asha.readings())[0]!.predictionText).toBe(pieces.join('').trim());
    expect(await asha.profile()).toMatchObject({ hasUsedFreeReading: true });
    expect(await ravi.profile()).toMatchObject({ sharesAvailable: 0 });
    expect((await asha.startReading('daily')).status).toBe(403);

    console.info(
      `[faults/${backend}] reading: restart took ${seconds(restartedAt - killedAt)}, credits back ${seconds(creditsBackAt - restartedAt)} after the restart (lease 3 s, sweep 1 s)`,
    );
    await server.stop();
  }, 120_000);
});

// Several instances on one PostgreSQL: a sweep on one must never take back the credit of a
// reading another instance is still writing, and must give back the credit of one that died.
describe.runIf(postgresUrl)('reading holds across two instances on PostgreSQL', () => {
  it('keeps a live instance’s hold for as long as it writes and releases a dead instance’s without a restart', async () => {
    const model = await fakeModel(pieces);
    const database = await faultDatabase('holds');
    const env = { ...database.env, ...modelEnv(model.url), ...leaseEnv };
    const [a, b] = await Promise.all([ServerProcess.start(env), ServerProcess.start(env)]);
    const meera = new Browser(a.base);
    const kiran = new Browser(a.base);
    await Promise.all([meera.signUp(uniquePhone(), 'Meera Iyer'), kiran.signUp(uniquePhone(), 'Kiran Rao')]);
    const meeraOnB = Object.assign(new Browser(b.base), { cookie: meera.cookie });
    const kiranOnB = Object.assign(new Browser(b.base), { cookie: kiran.cookie });

    model.mode = 'stall';
    const reading = await meera.startReading('daily');
    await eventually('text from the stream', async () => texts(reading.events) >= 2);
    // Two and a half leases while B sweeps every second: A keeps renewing, so B takes nothing back.
    const until = Date.now() + 7_500;
    while (Date.now() < until) {
      expect((await meeraOnB.profile()).hasUsedFreeReading).toBe(true);
      await sleep(250);
    }
    // A daily reading made of these pieces fails the fact check, and the writer asks the model again:
    // that second call must not stall too.
    model.mode = 'complete';
    model.finishStalled();
    await reading.ended;
    expect(reading.events.at(-1)?.type).toBe('done');
    expect(await meeraOnB.readings()).toHaveLength(1);
    expect(await meeraOnB.profile()).toMatchObject({ hasUsedFreeReading: true });

    // Kiran's reading is on A when A dies; B gives the credit back, no restart needed.
    model.mode = 'stall';
    const dying = await kiran.startReading('career');
    await eventually('text from the stream', async () => texts(dying.events) >= 2);
    await a.kill();
    const killedAt = Date.now();
    await eventually('Kiran’s free reading to come back on B', async () => !(await kiranOnB.profile()).hasUsedFreeReading);
    const backAfter = Date.now() - killedAt;
    expect(await kiranOnB.readings()).toEqual([]);
    model.mode = 'complete';
    const retry = await kiranOnB.startReading('career');
    await retry.ended;
    expect(retry.events.at(-1)?.type).toBe('done');
    expect(await kiranOnB.readings()).toHaveLength(1);
    expect(await kiranOnB.profile()).toMatchObject({ hasUsedFreeReading: true });

    console.info(`[faults/PostgreSQL] two instances: the dead instance's credit was back ${seconds(backAfter)} after the kill (lease 3 s, sweep 1 s)`);
    await b.stop();
  }, 120_000);
});
